import { expect, test } from '../support/test';
import { BP, GLUCOMETER, OXIMETER, WRIST, addFromShop, cartRow, openShop, toast } from './shop-pages';

// Journeys through several pages: give them room on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

test('add from /shop and from a product page, with the toasts; quantities add up', async ({ page }) => {
  await openShop(page);
  await expect(page.getByRole('listitem').filter({ hasText: BP.title }).getByText('$60.00')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Infrared Forehead Thermometer' }).getByText('Stock out')).toBeVisible();
  await addFromShop(page, BP.title);

  await page.getByRole('link', { name: OXIMETER.title }).click();
  await expect(page).toHaveURL(`/product-single/${OXIMETER.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: OXIMETER.title })).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, `${OXIMETER.title} Added to Cart`)).toBeVisible();

  await page.goto('/cart');
  await expect(cartRow(page, BP.title)).toContainText('$48.00');
  await expect(cartRow(page, OXIMETER.title).getByRole('group')).toContainText('3');
  await expect(cartRow(page, OXIMETER.title)).toContainText('$66.00');
  await expect(page.getByRole('complementary', { name: 'Cart summary' })).toContainText('$114.00');
});

test('cart: plus, minus never below 1, remove with its toast, then the empty state', async ({ page }) => {
  await openShop(page);
  await addFromShop(page, GLUCOMETER.title);
  await page.goto('/cart');
  const row = cartRow(page, GLUCOMETER.title);
  await row.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(row.getByRole('group')).toContainText('2');
  await expect(row).toContainText('$62.00');
  await row.getByRole('button', { name: /Decrease quantity/ }).click();
  await expect(row.getByRole('group')).toContainText('1');
  await expect(row.getByRole('button', { name: /Decrease quantity/ })).toBeDisabled();

  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  await row.getByRole('button', { name: `Remove ${GLUCOMETER.title} from cart` }).click();
  await expect(toast(page, 'Item Removed from Cart')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
});

test('the cart survives a reload and a visit to content pages', async ({ page }) => {
  await openShop(page);
  await addFromShop(page, WRIST.title);
  await addFromShop(page, WRIST.title);
  await page.reload();
  await page.goto('/about');
  await expect(page.locator('main h1')).toBeVisible();
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL('/contact');
  await page.goto('/cart');
  await expect(cartRow(page, WRIST.title).getByRole('group')).toContainText('2');
});

test('wishlist: toggle from the shop, add to cart from the list, remove', async ({ page }) => {
  await openShop(page);
  const heart = page.getByRole('button', { name: `Wishlist ${BP.title}` });
  await heart.click();
  await expect(toast(page, 'Item Added to Wishlist')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: `Wishlist ${OXIMETER.title}` }).click();

  await page
    .getByRole('navigation', { name: 'Your shopping lists' })
    .getByRole('link', { name: /Wishlist/ })
    .click();
  await expect(page).toHaveURL('/wishlist');
  const row = page.getByRole('row').filter({ hasText: BP.title });
  await expect(row).toContainText('$48.00');
  await expect(row).toContainText('Stock in');
  await row.getByRole('button', { name: `Add to cart: ${BP.title}` }).click();
  await expect(toast(page, `${BP.title} Added to Cart`)).toBeVisible();
  await row.getByRole('button', { name: `Remove ${BP.title} from wishlist` }).click();
  await expect(toast(page, 'Item Removed from Wishlist')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: BP.title })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: OXIMETER.title })).toBeVisible();

  await page.goto('/cart');
  await expect(cartRow(page, BP.title)).toBeVisible();
});

test('compare: added, duplicate refused with a warning, side by side, removed', async ({ page }) => {
  await openShop(page);
  await page.getByRole('button', { name: `Compare ${BP.title}` }).click();
  await expect(toast(page, 'Added to Compare List')).toBeVisible();
  await page.getByRole('button', { name: `Compare ${BP.title}` }).click();
  await expect(toast(page, 'Already added to Compare List')).toBeVisible();
  await page.getByRole('button', { name: `Compare ${WRIST.title}` }).click();

  await page
    .getByRole('navigation', { name: 'Your shopping lists' })
    .getByRole('link', { name: /Compare/ })
    .click();
  await expect(page).toHaveURL('/compare');
  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveCount(2);
  await expect(headers.nth(0)).toContainText(BP.title);
  await expect(headers.nth(1)).toContainText(WRIST.title);
  await expect(page.getByRole('row', { name: /Brand/ })).toContainText('CardioSure');
  await expect(page.getByRole('row', { name: /Brand/ })).toContainText('PulseWise');

  await page.getByRole('button', { name: `Remove ${BP.title} from compare list` }).click();
  await expect(toast(page, 'Item Removed from Compare List')).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveCount(1);
});

test('on a phone the compare table scrolls inside its own box, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openShop(page);
  for (const product of [BP, WRIST, OXIMETER]) await page.getByRole('button', { name: `Compare ${product.title}` }).click();
  await page.goto('/compare');
  const box = page.getByRole('region', { name: /Compared products/ });
  await expect(box).toBeVisible();
  const sizes = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
