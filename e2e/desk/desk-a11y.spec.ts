import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { addStaff, book, openDay, row, signIn } from './desk-support';

test('the signed-in desk, with its panels open, has no axe violations on a tablet and at a desk', async ({ page, request }) => {
  test.setTimeout(90_000);
  const booked = await book(request, { service: 'Cardiology & Heart Care' });
  const admin = await addStaff('admin');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, admin);
  await openDay(page, booked.date);
  await expect(row(page, booked.reference)).toBeVisible();
  await page.getByRole('button', { name: `Reschedule ${booked.reference}` }).click();
  await expect(page.getByRole('form', { name: `Reschedule ${booked.reference}` })).toBeVisible();
  for (const size of [{ width: 768, height: 1024 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`), `${size.width}px`).toEqual([]);
  }
});
