import { expect, test, type APIRequestContext } from '../support/test';
import { daysAhead } from '../booking/appointment-form';
import { caughtMails } from '../support/mail';
import { addStaff, book, changeScheduleOnPage, openDay, row, signIn, staleRefusal } from './desk-support';

const GENERAL = 'General Medicine & Family Care';
const ALI = 'dr-mohammed-imran-ali';

/** A day (three weeks on, away from the other tests) with a time Dr. Ali shares with a colleague, and another of his. */
async function timesOfDrAli(request: APIRequestContext) {
  for (let offset = 20; offset < 29; offset++) {
    const date = daysAhead(offset);
    const answer = await request.get(`/api/appointments/slots?${new URLSearchParams({ service: GENERAL, date }).toString()}`);
    const slots = ((await answer.json()) as { slots: Array<{ time: string; doctors: Array<{ slug: string }> }> }).slots.filter((s) =>
      s.doctors.some((d) => d.slug === ALI),
    );
    const shared = slots.find((s) => s.doctors.length > 1);
    const other = slots.find((s) => s !== shared);
    if (shared && other) return { date, shared: shared.time, other: other.time };
  }
  throw new Error('Dr. Ali shares no free time with a colleague within the horizon');
}

test('a doctor’s leave with patients booked: the list first, one moved to a colleague free then, one cancelled with a message, each told', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const { date, shared, other } = await timesOfDrAli(request);
  const moved = await book(
    request,
    { service: GENERAL, doctor: ALI, fullName: 'Moved Patient', email: `moved.${stamp}@example.in` },
    date,
    shared,
  );
  const cancelled = await book(
    request,
    { service: GENERAL, doctor: ALI, fullName: 'Cancelled Patient', email: `cancelled.${stamp}@example.in` },
    date,
    other,
  );
  expect([moved.date, cancelled.date]).toEqual([date, date]);
  const [from, to] = [moved.time, cancelled.time].sort() as [string, string];
  const hour = Number(to.slice(0, 2)) + 1;
  const until = hour >= 24 ? '24:00' : `${String(hour).padStart(2, '0')}${to.slice(2)}`;
  const admin = await addStaff('admin');
  await signIn(page, admin);

  const form = page.getByRole('form', { name: 'Mark a doctor’s leave' });
  const done = page.getByRole('status').filter({ hasText: 'The booking site uses it at once' });
  let colleague = '';
  await changeScheduleOnPage(page, async () => {
    await form.getByLabel('Doctor on leave').selectOption(ALI);
    await form.getByLabel('Date of the leave').fill(date);
    await form.getByLabel('Only part of the day').check();
    await form.getByLabel('Away from (HH:MM)').fill(from);
    await form.getByLabel('Back at (HH:MM)').fill(until);
    await form.getByLabel('Reason (for the schedule and the moved patients)').fill('Medical camp');
    await form.getByRole('button', { name: 'Show who is booked' }).click();

    const listed = page.getByRole('table', { name: 'Patients booked during the leave' });
    await expect(listed.locator(`tr[data-reference="${moved.reference}"]`)).toContainText('Moved Patient');
    await expect(listed.locator(`tr[data-reference="${cancelled.reference}"]`)).toContainText('Cancelled Patient');
    const moveChoice = page.getByLabel(`What to do with ${moved.reference}`);
    // Where another doctor of the department is free then, moving is offered first.
    await expect(moveChoice).toHaveValue(/^dr-/);
    colleague = await moveChoice.inputValue();
    await page.getByLabel(`What to do with ${cancelled.reference}`).selectOption('cancel');
    await page.getByLabel('Message to the cancelled patients').fill('Dr. Ali is at a medical camp; please book another day.');
    await page.getByRole('button', { name: 'Mark the leave, moving and cancelling as chosen' }).click();
    await expect(done.or(staleRefusal(page))).toBeVisible();
  });

  await expect(done).toContainText('Dr. Mohammed Imran Ali');
  await expect(done.locator('[data-outcome="moved"]', { hasText: moved.reference })).toHaveCount(1);
  await expect(done.locator('[data-outcome="cancelled"]', { hasText: cancelled.reference })).toHaveCount(1);

  await openDay(page, moved.date);
  await expect(row(page, moved.reference)).toBeVisible();
  expect(
    (
      (await (await page.request.get(`/api/staff/appointments/${moved.reference}`)).json()) as {
        appointment: { doctor: string; time: string };
      }
    ).appointment,
  ).toMatchObject({ doctor: colleague, time: moved.time });
  await expect(row(page, cancelled.reference).locator('[data-status]')).toHaveText('Cancelled');
  // Each patient is told, by e-mail, with the new doctor's name or the message.
  await expect
    .poll(
      () => caughtMails().filter((mail) => mail.includes(`moved.${stamp}@example.in`) && /Subject: Appointment moved/.test(mail)).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect
    .poll(() => caughtMails().filter((mail) => mail.includes(`cancelled.${stamp}@example.in`) && mail.includes('medical camp')).length, {
      timeout: 30_000,
    })
    .toBe(1);
});
