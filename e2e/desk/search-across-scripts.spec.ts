import { daysAhead } from '../booking/appointment-form';
import { violations } from '../support/axe';
import { expect, test } from '../support/test';
import { addStaff, book, signIn } from './desk-support';

test('a caller spells the name in English: the desk types “Sai” and finds the patient booked in Telugu, after the Latin “Sai”', async ({
  page,
  request,
}) => {
  const desk = await addStaff('desk');
  // The Telugu booking is the sooner: only the ranking puts the name as typed first.
  const telugu = await book(request, { service: 'Cardiology & Heart Care', fullName: 'సాయి కిరణ్ రెడ్డి' }, daysAhead(11));
  const latin = await book(request, { service: 'Cardiology & Heart Care', fullName: 'Sai Charan Goud' }, daysAhead(12));
  await signIn(page, desk);

  const field = page.getByLabel('Reference, phone or patient’s name (any date)');
  // From the top of the page, with Tab alone (a bound well above the controls before the search).
  for (let presses = 0; presses < 40 && !(await field.evaluate((element) => element === document.activeElement)); presses++)
    await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type('Sai');

  const found = page.getByRole('region', { name: 'Find an appointment' });
  const hit = found.locator(`tr[data-reference="${telugu.reference}"]`);
  await expect(hit).toBeVisible();
  await expect(hit.locator('[lang="te"]').first()).toHaveText('సాయి కిరణ్ రెడ్డి');
  const order = await found.locator('tr[data-reference]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-reference')));
  expect(order.indexOf(latin.reference)).toBeGreaterThanOrEqual(0);
  expect(order.indexOf(latin.reference)).toBeLessThan(order.indexOf(telugu.reference));

  // The row is reached from the search with the keyboard too.
  for (let presses = 0; presses < 40 && !(await hit.evaluate((row) => row.contains(document.activeElement))); presses++)
    await page.keyboard.press('Tab');
  expect(await hit.evaluate((row) => row.contains(document.activeElement))).toBe(true);

  expect(await violations(page)).toEqual([]);
});
