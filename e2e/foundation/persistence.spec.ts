import { expect, test } from '../support/test';
import { bringRemoteBack, readSavedState, seedSavedState, takeRemoteDown, unavailablePanel } from '../support/site';

const line = { id: 'pulse-oximeter', title: 'Fingertip Pulse Oximeter', price: 24, qty: 2, proImg: '/x.svg' };

test('a saved cart line survives content pages, a shop outage and reloads', async ({ page }) => {
  await seedSavedState(page, {
    cart: { lines: [line] },
    _sliceVersions: { cart: 1 },
    _persist: { version: 1, rehydrated: true },
  });

  await page.goto('/cart');
  await expect(page.getByText('Fingertip Pulse Oximeter').first()).toBeVisible();

  // Content pages do not load the shop: its slice must be kept untouched, not dropped.
  await page.goto('/about');
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await page.reload();
  expect((await readSavedState(page)).cart).toMatchObject({ lines: [expect.objectContaining({ id: line.id, qty: 2 })] });

  await takeRemoteDown(page, 'shop');
  await page.goto('/cart');
  await expect(unavailablePanel(page)).toBeVisible();
  await page.getByRole('link', { name: 'About Us' }).first().click();
  await page.reload();
  expect((await readSavedState(page)).cart).toMatchObject({ lines: [expect.objectContaining({ id: line.id, qty: 2 })] });

  await bringRemoteBack(page, 'shop');
  await page.goto('/cart');
  await expect(page.getByText('Fingertip Pulse Oximeter').first()).toBeVisible();
});
