import { expect, test } from '../support/test';
import { daysAhead } from '../booking/appointment-form';
import { violations } from '../support/axe';
import { addStaff, book, expectFocusShown, openDay, row, type Booked } from './desk-support';

const GENERAL = 'General Medicine & Family Care';

test('the desk says what happened at the row acted on, focused with its Undo; a missing action says why; sign-in lands on the search', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 700 });
  // A day ahead: check-in, completion and a no-show are not open yet, each for its own reason.
  const bookings: Booked[] = [];
  for (let i = 0; i < 6; i++) bookings.push(await book(request, { service: GENERAL, doctor: 'dr-srinivas-reddy' }, daysAhead(3)));
  const date = bookings[0]!.date;
  const last = bookings.filter((b) => b.date === date).sort((a, b) => b.time.localeCompare(a.time))[0]!;

  const desk = await addStaff('desk');
  await page.goto('/staff');
  await page.getByLabel('Username').fill(desk.username);
  await page.getByLabel('Password').fill(desk.password);
  await page.getByLabel('Password').press('Enter');
  // Signed in: the reader starts at the search (where a caller's name or number goes), not on the page's body.
  await expectFocusShown(page.getByRole('searchbox', { name: 'Reference, phone or patient’s name (any date)' }));

  await openDay(page, date);
  const confirm = page.getByRole('button', { name: `Confirm ${last.reference}` });
  await expect(confirm).toBeAttached();
  // Low on the page: below the window until the receptionist goes there.
  await expect(row(page, last.reference)).not.toBeInViewport();
  await confirm.focus();
  await page.keyboard.press('Enter');

  const said = page.getByRole('status').filter({ hasText: `${last.reference} (${last.patient.fullName}) confirmed.` });
  await expect(said).toBeFocused();
  await expect(said).toBeInViewport();
  await expect(row(page, last.reference).locator('[data-status]')).toHaveText('Confirmed');
  // Under that row, not at the top of the desk.
  const rowBox = await row(page, last.reference).boundingBox();
  const noticeBox = await said.boundingBox();
  expect(noticeBox!.y).toBeGreaterThanOrEqual(rowBox!.y + rowBox!.height - 1);
  expect(noticeBox!.y - (rowBox!.y + rowBox!.height)).toBeLessThan(60);
  expect(await violations(page)).toEqual([]);

  const undo = said.getByRole('button', { name: 'Undo the confirmation' });
  await page.keyboard.press('Tab');
  await expectFocusShown(undo);
  await page.keyboard.press('Enter');
  const undone = page.getByRole('status').filter({ hasText: `Undone: the confirmation of ${last.reference}.` });
  await expect(undone).toBeFocused();
  await expect(undone).toBeInViewport();
  await expect(row(page, last.reference).locator('[data-status]')).toHaveText('Booked');

  // Check-in is not open a day ahead: the row says why, on demand, in the API's words.
  const why = page.getByRole('button', { name: `Why not check in, complete or no-show? ${last.reference}` });
  await why.focus();
  await expectFocusShown(why);
  await expect(why).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  const reasons = page.locator(`#${await why.getAttribute('aria-controls')}`);
  await expect(reasons).toBeVisible();
  await expect(reasons).toContainText('Check in: Check-in is only on the appointment’s day: this appointment is on ');
  await expect(reasons).toContainText('Complete: Only a checked-in patient can be marked completed: check the patient in first.');
  await expect(reasons).toContainText('No-show: A no-show can be marked only after the appointment’s time has passed');
  expect(await violations(page)).toEqual([]);
});
