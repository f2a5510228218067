import { expect, test } from '../support/test';
import { firstFreeDay } from '../booking/appointment-form';
import { violations } from '../support/axe';
import { addStaff, book, notice, noticeWhen, openDay, row, search, signIn } from './desk-support';

const GENERAL = 'General Medicine & Family Care';

test('the desk moves a patient to another doctor of the department from the keyboard; the history says who to whom', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const booked = await book(request, { service: GENERAL, doctor: 'dr-srinivas-reddy' });
  const colleague = await firstFreeDay(request, GENERAL, 'dr-mohammed-imran-ali', booked.date);
  const desk = await addStaff('desk');
  await signIn(page, desk);
  await openDay(page, booked.date);

  await page.getByRole('button', { name: `Reschedule ${booked.reference}` }).focus();
  await page.keyboard.press('Enter');
  const move = page.getByRole('form', { name: `Reschedule ${booked.reference}` });
  const doctor = move.getByLabel('Doctor');
  await expect(doctor).toBeFocused();
  // Only the department's doctors are offered.
  await expect(doctor.locator('option')).toHaveText(['Dr. Srinivas Reddy', 'Dr. Mohammed Imran Ali', 'Dr. Sneha Kulkarni']);
  await page.keyboard.press('ArrowDown');
  await expect(doctor).toHaveValue('dr-mohammed-imran-ali');
  await page.keyboard.press('Tab');
  await expect(move.getByLabel('New date')).toBeFocused();
  await move.getByLabel('New date').fill(colleague.date);
  const free = move.getByLabel('Free time');
  await expect(free).toBeEnabled();
  await expect(free.locator('option').first()).toHaveAttribute('value', /^\d\d:\d\d$/);
  expect(await violations(page)).toEqual([]);
  const time = await free.inputValue();
  // Tab walks through the date field's day, month and year first.
  for (let step = 0; step < 5 && !(await free.evaluate((el) => el === document.activeElement)); step++) await page.keyboard.press('Tab');
  await expect(free).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(move.getByLabel('Note (optional)')).toBeFocused();
  await page.keyboard.type('Dr. Reddy is in theatre');
  await page.keyboard.press('Enter');

  await expect(notice(page, `${booked.reference} moved to ${noticeWhen(colleague.date, time)} with Dr. Mohammed Imran Ali.`)).toBeVisible();
  if (colleague.date === booked.date) await expect(row(page, booked.reference)).toContainText(time);

  await search(page, booked.reference);
  await page.getByRole('link', { name: `Open ${booked.reference}` }).click();
  const detail = page.locator(`[data-appointment="${booked.reference}"]`);
  await expect(detail).toContainText(
    /Moved from Dr\. Srinivas Reddy, \w{3} \d{1,2} \w{3} \d{1,2}:\d\d [ap]m to Dr\. Mohammed Imran Ali, \w{3} \d{1,2} \w{3} \d{1,2}:\d\d [ap]m/,
  );
  expect(await violations(page)).toEqual([]);
});
