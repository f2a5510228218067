import { expect, test } from '../support/test';
import { patient } from '../booking/appointment-form';
import { addStaff, bookedEarlierToday, notice, row, signIn } from './desk-support';

test('a no-show asks first, the safe answer ready; once marked it is undone in one step; all from the keyboard', async ({ page }) => {
  const earlier = await bookedEarlierToday(
    patient({ service: 'General Medicine & Family Care', fullName: 'Narsimha Chary' }),
    'dr-srinivas-reddy',
  );
  const desk = await addStaff('desk');
  await signIn(page, desk);
  await expect(row(page, earlier.reference)).toBeVisible();
  const noShow = page.getByRole('button', { name: `No-show ${earlier.reference}` });

  await noShow.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: `Mark ${earlier.reference} as a no-show?` });
  await expect(question).toContainText('Narsimha Chary');
  await expect(question.getByRole('button', { name: 'Keep it as it is' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(row(page, earlier.reference).locator('[data-status]')).toHaveText('Booked');
  await expect(noShow).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(question.getByRole('button', { name: 'Mark as a no-show' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row(page, earlier.reference).locator('[data-status]')).toHaveText('Did not attend');
  const marked = notice(page, `${earlier.reference} (Narsimha Chary) marked as a no-show.`);
  await expect(marked).toBeVisible();

  await marked.getByRole('button', { name: 'Undo the no-show' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice(page, `Undone: the no-show of ${earlier.reference}.`)).toBeVisible();
  await expect(row(page, earlier.reference).locator('[data-status]')).toHaveText('Booked');
  const history = (
    (await (await page.request.get(`/api/staff/appointments/${earlier.reference}`)).json()) as { history: Array<Record<string, unknown>> }
  ).history;
  expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
    [null, 'booked'],
    ['booked', 'no_show'],
    ['no_show', 'booked'],
  ]);
  expect(history[1]).toMatchObject({ undone: true });
});
