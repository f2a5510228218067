import { DOCTORS } from '@hospital/hospital-data';
import { expect, test } from '../support/test';
import { daysAhead } from '../booking/appointment-form';
import { addStaff, book, expectFocusShown, notice, openDay, signIn, tabTo } from './desk-support';

const ENT = 'ENT (Ear, Nose & Throat) Care';

// Every save of the week names the schedule's revision it started from: two week tests at once would each
// find the other's change and be refused. They run one after the other, in one worker.
test.describe.configure({ mode: 'default' });

test('a doctor’s week edited as a form: a session added to a weekday and a new consultation fee are used at once, and undone again', async ({
  page,
  request,
}) => {
  const admin = await addStaff('admin');
  await signIn(page, admin);
  const week = page.getByRole('form', { name: 'A doctor’s week' });
  await week.getByLabel('Doctor').selectOption('dr-prakash-naidu');
  const sunday = week.getByRole('group', { name: 'Sunday' });
  const before = await sunday.getByRole('textbox').count();
  await sunday.getByRole('button', { name: 'Add a Sunday session' }).click();
  const n = before / 2 + 1;
  await sunday.getByLabel(`Sunday session ${n} from (HH:MM)`).fill('05:00');
  await sunday.getByLabel(`Sunday session ${n} until (HH:MM)`).fill('05:40');
  const fee = week.getByLabel('Consultation fee (₹)');
  const feeBefore = await fee.inputValue();
  await fee.fill('650');
  await week.getByRole('button', { name: 'Save Dr. Prakash Naidu’s week' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Dr. Prakash Naidu' }).filter({ hasText: 'The booking site uses it at once' }),
  ).toBeVisible();
  const quoted = async () =>
    ((await (await request.get('/api/appointments/config')).json()) as { fees: Record<string, number> }).fees['dr-prakash-naidu'];
  expect(await quoted()).toBe(650);

  // The next Sunday in the booking window offers the new early times.
  let sundayDate = daysAhead(1);
  for (let i = 1; i <= 7 && new Date(`${sundayDate}T00:00:00Z`).getUTCDay() !== 0; i++) sundayDate = daysAhead(i + 1);
  const slots = async () => {
    const answer = await request.get(
      `/api/appointments/slots?${new URLSearchParams({ service: ENT, doctor: 'dr-prakash-naidu', date: sundayDate }).toString()}`,
    );
    return ((await answer.json()) as { slots: Array<{ time: string }> }).slots.map((s) => s.time);
  };
  expect(await slots()).toContain('05:00');

  await sunday.getByRole('button', { name: `Remove Sunday session ${n}` }).click();
  await fee.fill(feeBefore);
  await week.getByRole('button', { name: 'Save Dr. Prakash Naidu’s week' }).click();
  await expect.poll(slots).not.toContain('05:00');
  await expect.poll(quoted).toBe(feeBefore === '' ? undefined : Number(feeBefore));
});

test('a doctor’s week: a weekday session added, saved and removed again with the keyboard alone', async ({ page }) => {
  const admin = await addStaff('admin');
  await signIn(page, admin);
  const week = page.getByRole('form', { name: 'A doctor’s week' });
  const doctorChoice = week.getByLabel('Doctor');
  await doctorChoice.focus();
  // The third doctor of the list, two steps down from the first.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const doctor = DOCTORS[2];
  await expect(doctorChoice).toHaveValue(doctor.slug);
  const save = week.getByRole('button', { name: `Save ${doctor.name}’s week` });
  await expect(save).toBeVisible();

  const weekly = async () =>
    (
      (await (await page.request.get('/api/staff/schedule')).json()) as {
        schedule: { doctors: Array<{ doctor: string; weekly: Record<string, Array<{ start: string; end: string }>> }> };
      }
    ).schedule.doctors.find((d) => d.doctor === doctor.slug)?.weekly.wed ?? [];
  const before = await weekly();
  expect(before.length).toBeGreaterThan(0);

  const wednesday = week.getByRole('group', { name: 'Wednesday' });
  const n = before.length + 1;
  const addSession = wednesday.getByRole('button', { name: 'Add a Wednesday session' });
  await addSession.focus();
  await page.keyboard.press('Enter');
  // The new session's first field takes the focus, ready for typing.
  await expectFocusShown(wednesday.getByLabel(`Wednesday session ${n} from (HH:MM)`));
  await page.keyboard.type('05:00');
  await tabTo(page, wednesday.getByLabel(`Wednesday session ${n} until (HH:MM)`));
  await page.keyboard.type('05:30');
  await tabTo(page, wednesday.getByRole('button', { name: `Remove Wednesday session ${n}` }));
  await tabTo(page, addSession);
  // Thursday to Sunday, each a fieldset with its buttons, lie between here and Save: Enter in a field saves.
  await tabTo(page, wednesday.getByRole('button', { name: `Remove Wednesday session ${n}` }), 'Shift+Tab');
  await tabTo(page, wednesday.getByLabel(`Wednesday session ${n} until (HH:MM)`), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const saved = notice(page, `${doctor.name}`)
    .filter({ hasText: /wed: [^;]*05:00-05:30/ })
    .filter({ hasText: 'The booking site uses it at once' });
  await expect(saved).toBeVisible();
  await expect(saved).not.toContainText(doctor.slug);
  const after = await weekly();
  expect(after).toHaveLength(n);
  expect(after).toEqual(expect.arrayContaining([{ start: '05:00', end: '05:30' }, ...before]));

  // The form shows the week as saved: the early session is found by what it says, and removed.
  await expect(wednesday.getByRole('textbox', { name: /from/ })).toHaveCount(n);
  const starts = await wednesday
    .getByRole('textbox', { name: /from/ })
    .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value));
  const early = starts.indexOf('05:00') + 1;
  expect(early).toBeGreaterThan(0);
  await wednesday.getByRole('button', { name: `Remove Wednesday session ${early}` }).focus();
  await page.keyboard.press('Enter');
  await expect(wednesday.getByRole('textbox', { name: /from/ })).toHaveCount(before.length);
  // The pressed button has left the page: the focus goes to the day's Add button, not to the page's top.
  await expectFocusShown(addSession);
  // Back past the last remaining session's Remove button into its last field, and Enter saves.
  await tabTo(page, wednesday.getByRole('button', { name: `Remove Wednesday session ${before.length}` }), 'Shift+Tab');
  await tabTo(page, wednesday.getByLabel(`Wednesday session ${before.length} until (HH:MM)`), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect.poll(weekly).toEqual(before);
});

test('the day list prints one doctor a page: times, names, references, phones and statuses', async ({ page, request }) => {
  const first = await book(request, { service: 'Orthopaedics & Trauma Care', fullName: 'Printed Ortho' }, daysAhead(22));
  const second = await book(request, { service: ENT, fullName: 'Printed Ent' }, first.date);
  expect(second.date).toBe(first.date);
  const desk = await addStaff('desk');
  await signIn(page, desk);
  await openDay(page, first.date);
  await expect(page.getByRole('button', { name: 'Print the day list' })).toBeVisible();
  // On screen the printed list is hidden; printed, only it shows.
  const printed = page.locator(`[data-print-day="${first.date}"]`);
  await expect(printed).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(printed).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print the day list' })).toBeHidden();
  const ortho = printed.locator('[data-print-doctor="dr-karthik-varma"]');
  await expect(ortho.locator('tr', { hasText: first.reference })).toContainText(first.time);
  await expect(ortho.locator('tr', { hasText: first.reference })).toContainText('Printed Ortho');
  await expect(ortho.locator('tr', { hasText: first.reference })).toContainText(first.patient.phone);
  await expect(ortho.locator('tr', { hasText: first.reference })).toContainText('Booked');
  const doctors = await printed.locator('[data-print-doctor]').count();
  expect(doctors).toBeGreaterThanOrEqual(2);
  // One page per doctor (each list fits a page here).
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(pages).toBe(doctors);
});
