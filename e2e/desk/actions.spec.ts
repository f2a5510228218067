import { expect, test, type Page } from '../support/test';
import { daysAhead } from '../booking/appointment-form';
import { addStaff, book, noticeWhen, openDay, row, signIn, todayIsOver } from './desk-support';

const history = async (page: Page, reference: string) =>
  ((await (await page.request.get(`/api/staff/appointments/${reference}/history`)).json()) as { history: Array<Record<string, unknown>> })
    .history;

test.describe('the appointments desk: actions', () => {
  test('confirm from the list, with its audit row; another day’s appointment offers no check-in and no no-show', async ({
    page,
    request,
  }) => {
    // Checking in, completing and no-shows at their moments are driven through the API with a test clock
    // (features/desk/staff-actions.test.ts); here the receptionist sees what a later day allows.
    const a = await book(request, { service: 'General Medicine & Family Care' }, daysAhead(3));
    const desk = await addStaff('desk');
    await signIn(page, desk);
    await openDay(page, a.date);
    await page.getByRole('button', { name: `Confirm ${a.reference}` }).click();
    await expect(row(page, a.reference).locator('[data-status]')).toHaveText('Confirmed');
    await expect(page.getByRole('status').filter({ hasText: `${a.reference} (${a.patient.fullName}) confirmed.` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Check in ${a.reference}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `No-show ${a.reference}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Cancel ${a.reference}` })).toBeVisible();
    expect((await history(page, a.reference)).map((h) => [h.fromStatus, h.toStatus, (h.actor as { id?: string }).id ?? null])).toEqual([
      [null, 'booked', null],
      ['booked', 'confirmed', desk.username],
    ]);
  });

  test('cancel with a reason, and reschedule to a free time, from the keyboard', async ({ page, request }) => {
    const a = await book(request, { service: 'Women & Child Care' });
    const b = await book(request, { service: 'Women & Child Care' }, a.date);
    const desk = await addStaff('desk');
    await signIn(page, desk);
    await openDay(page, a.date);

    await page.getByRole('button', { name: `Cancel ${a.reference}` }).focus();
    await page.keyboard.press('Enter');
    const cancel = page.getByRole('form', { name: `Cancel ${a.reference}` });
    await expect(cancel.getByLabel('Reason (told to the patient)')).toBeFocused();
    await page.keyboard.type('Doctor on emergency duty');
    await page.keyboard.press('Enter');
    await expect(row(page, a.reference).locator('[data-status]')).toHaveText('Cancelled');
    expect((await history(page, a.reference)).at(-1)).toMatchObject({
      toStatus: 'cancelled',
      reason: 'Doctor on emergency duty',
      actor: { kind: 'staff', id: desk.username },
    });

    await page.getByRole('button', { name: `Reschedule ${b.reference}` }).click();
    const move = page.getByRole('form', { name: `Reschedule ${b.reference}` });
    const choice = move.getByLabel('Free time');
    await expect(choice).toBeEnabled();
    const newTime = await choice.inputValue();
    expect(newTime).toMatch(/^\d\d:\d\d$/);
    await move.getByRole('button', { name: 'Move the appointment' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${b.reference} moved to ${noticeWhen(a.date, newTime)}.` })).toBeVisible();
    await expect(row(page, b.reference)).toContainText(newTime);
    expect((await history(page, b.reference)).at(-1)).toMatchObject({ action: 'reschedule', toSlot: `${a.date} ${newTime} ${b.doctor}` });
  });

  test('walk-ins: one into a free time today, another beyond capacity marked Extra', async ({ page }) => {
    // The desk offers today's times from now on: the extra session's last (20-minute) slot starts at 23:40 in India.
    test.skip(todayIsOver(), 'No time of today is left to offer after 23:40 in India');
    const admin = await addStaff('admin');
    await signIn(page, admin);
    // A late extra session today, so the test finds a free time whatever the hour.
    const today = await page.getByLabel('Date', { exact: true }).inputValue();
    const schedule = page.getByRole('form', { name: 'A date off or an extra session' });
    await schedule.getByLabel('Change').selectOption('extra');
    await schedule.getByLabel('For').selectOption('dr-anitha-raghavan');
    await schedule.getByLabel('On', { exact: true }).fill(today);
    await schedule.getByLabel('From (HH:MM)').fill('23:00');
    await schedule.getByLabel('Until (HH:MM)').fill('24:00');
    await schedule.getByRole('button', { name: 'Apply change' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'extra session for Dr. Anitha Raghavan' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add a walk-in' });
    const fillPatient = async (name: string, phone: string) => {
      await form.getByLabel('Patient’s full name').fill(name);
      await form.getByLabel('Age').fill('52');
      await form.getByLabel('Gender').selectOption('Male');
      await form.getByLabel('Phone').fill(phone);
      await form.getByLabel('Department').selectOption('Gastroenterology & Surgery');
      await form.getByLabel('Doctor').selectOption('dr-anitha-raghavan');
    };
    await fillPatient('Venkat Rao', `9${String(Date.now()).slice(-9)}`);
    const free = form.getByLabel('Free time today');
    await expect(free).toBeEnabled();
    // The first time still free today (before the extra session's, in the doctor's day hours).
    const time = await free.inputValue();
    expect(time).toMatch(/^\d\d:\d\d$/);
    await form.getByRole('button', { name: 'Add the walk-in' }).click();
    const added = page.getByRole('status').filter({ hasText: `Walk-in Venkat Rao added at ${time} and checked in` });
    await expect(added).toBeVisible();
    const first = /reference (ASH-[0-9A-Z-]+)/.exec((await added.textContent()) ?? '')?.[1] ?? '';
    await expect(row(page, first).locator('[data-status]')).toHaveText('Checked in');
    // That time is full now: it is no longer offered, and the extra must be asked for.
    await expect(free.locator(`option[value="${time}"]`)).toHaveCount(0);

    await fillPatient('Salma Begum', `8${String(Date.now()).slice(-9)}`);
    await form.getByLabel('Add as an extra beyond capacity').check();
    await form.getByLabel('Time (one of the doctor’s slot times, HH:MM)').fill(time);
    await form.getByRole('button', { name: 'Add the walk-in' }).click();
    const extra = page.getByRole('status').filter({ hasText: `Walk-in Salma Begum added at ${time} as an extra beyond capacity` });
    await expect(extra).toBeVisible();
    const second = /reference (ASH-[0-9A-Z-]+)/.exec((await extra.textContent()) ?? '')?.[1] ?? '';
    await expect(row(page, second)).toContainText('Extra');
    await expect(row(page, second).locator('[data-status]')).toContainText('Checked in');
  });
});
