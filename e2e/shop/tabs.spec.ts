import { expect, test, type Page } from '../support/test';
import { navigateInPage, readSavedState } from '../support/site';
import { BP, GLUCOMETER, OXIMETER, WRIST, addFromShop, cartRow, openShop, toast } from './shop-pages';

// Two tabs of one browser (one localStorage), each loading the shop: give them room on two cores.
test.describe.configure({ timeout: 120_000 });

type Titled = { title: string };

const savedTitles = async (page: Page, slice: 'cart' | 'wishlist' | 'compare') => {
  const saved = (await readSavedState(page))[slice] as { lines?: Titled[]; items?: Titled[] } | undefined;
  return (saved?.lines ?? saved?.items ?? []).map((entry) => entry.title).sort();
};

/** The count beside a link of the shop's "Your shopping lists" bar. */
const listCount = (page: Page, list: 'Cart' | 'Wishlist' | 'Compare') =>
  page.getByRole('navigation', { name: 'Your shopping lists' }).getByRole('link', { name: new RegExp(list) });

const sorted = (...titles: string[]) => [...titles].sort();

/** A tab that hears no other tab's write, as a tab the browser froze or put to sleep. */
const asleep = (page: Page) =>
  page.addInitScript(() => window.addEventListener('storage', (event) => event.stopImmediatePropagation(), true));

test('a product added in each of two tabs: both lines are saved, and each tab shows both without a reload', async ({ page, secondTab }) => {
  await openShop(page);
  await openShop(secondTab);
  await addFromShop(page, BP.title);
  await addFromShop(secondTab, OXIMETER.title);

  await expect.poll(() => savedTitles(page, 'cart')).toEqual(sorted(BP.title, OXIMETER.title));
  await expect(listCount(page, 'Cart')).toContainText('2');
  for (const tab of [page, secondTab]) {
    await navigateInPage(tab, '/cart');
    await expect(cartRow(tab, BP.title)).toBeVisible();
    await expect(cartRow(tab, OXIMETER.title)).toBeVisible();
  }

  // A quantity changed in one tab shows in the other, which sits on its cart.
  await cartRow(secondTab, OXIMETER.title)
    .getByRole('button', { name: /Increase quantity/ })
    .click();
  await expect(cartRow(page, OXIMETER.title).getByRole('group')).toContainText('2');
  await expect(page.getByRole('complementary', { name: 'Cart summary' })).toContainText('$92.00');

  await page.reload();
  await expect(cartRow(page, BP.title)).toBeVisible();
  await expect(cartRow(page, OXIMETER.title).getByRole('group')).toContainText('2');
});

test('wishlist and compare: what each tab adds is saved and shown in both, a removal too', async ({ page, secondTab }) => {
  await openShop(page);
  await openShop(secondTab);
  await page.getByRole('button', { name: `Wishlist ${BP.title}` }).click();
  await expect(toast(page, 'Item Added to Wishlist')).toBeVisible();
  await page.getByRole('button', { name: `Compare ${BP.title}` }).click();
  await expect(toast(page, 'Added to Compare List')).toBeVisible();
  await secondTab.getByRole('button', { name: `Wishlist ${OXIMETER.title}` }).click();
  await expect(toast(secondTab, 'Item Added to Wishlist')).toBeVisible();
  await secondTab.getByRole('button', { name: `Compare ${WRIST.title}` }).click();
  await expect(toast(secondTab, 'Added to Compare List')).toBeVisible();

  await expect.poll(() => savedTitles(page, 'wishlist')).toEqual(sorted(BP.title, OXIMETER.title));
  await expect.poll(() => savedTitles(page, 'compare')).toEqual(sorted(BP.title, WRIST.title));
  // The heart of the product the other tab wished for is pressed here too.
  await expect(page.getByRole('button', { name: `Wishlist ${OXIMETER.title}` })).toHaveAttribute('aria-pressed', 'true');

  for (const tab of [page, secondTab]) {
    await navigateInPage(tab, '/wishlist');
    await expect(tab.getByRole('row').filter({ hasText: BP.title })).toBeVisible();
    await expect(tab.getByRole('row').filter({ hasText: OXIMETER.title })).toBeVisible();
    await navigateInPage(tab, '/compare');
    await expect(tab.getByRole('columnheader')).toHaveCount(2);
  }

  await secondTab.getByRole('button', { name: `Remove ${BP.title} from compare list` }).click();
  await expect(toast(secondTab, 'Item Removed from Compare List')).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveCount(1);
  await expect(page.getByRole('columnheader')).toContainText(WRIST.title);
  await navigateInPage(page, '/wishlist');
  await page.getByRole('button', { name: `Remove ${OXIMETER.title} from wishlist` }).click();
  await expect(toast(page, 'Item Removed from Wishlist')).toBeVisible();
  await navigateInPage(secondTab, '/wishlist');
  await expect(secondTab.getByRole('row').filter({ hasText: OXIMETER.title })).toHaveCount(0);
  await expect.poll(() => savedTitles(page, 'wishlist')).toEqual([BP.title]);
  await expect.poll(() => savedTitles(page, 'compare')).toEqual([WRIST.title]);
});

test('an order placed in one tab empties the cart the other tab shows, and that tab shows the order', async ({ page, secondTab }) => {
  await openShop(page);
  await addFromShop(page, GLUCOMETER.title);
  await navigateInPage(page, '/cart');
  await expect(cartRow(page, GLUCOMETER.title)).toBeVisible();

  await secondTab.goto('/checkout');
  await expect(secondTab.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });
  await secondTab.getByLabel('Cash On delivery').check();
  await secondTab.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(secondTab.getByRole('region', { name: 'Order details' })).toContainText(GLUCOMETER.title);

  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await navigateInPage(page, '/order_received');
  await expect(page.getByRole('region', { name: 'Order details' })).toContainText(GLUCOMETER.title);
});

test('a tab on a content page, opened before the other tab changed the cart, keeps that cart and builds on it', async ({
  page,
  secondTab,
}) => {
  await page.goto('/about');
  await expect(page.locator('main h1')).toBeVisible();
  await openShop(secondTab);
  await addFromShop(secondTab, BP.title);
  await expect.poll(() => savedTitles(page, 'cart')).toEqual([BP.title]);

  // The content tab loads the shop in the same document: its cart is the one the other tab saved.
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL('/contact');
  await navigateInPage(page, '/cart');
  await expect(cartRow(page, BP.title)).toBeVisible({ timeout: 30_000 });
  await navigateInPage(page, '/shop');
  await addFromShop(page, WRIST.title);

  await expect.poll(() => savedTitles(page, 'cart')).toEqual(sorted(BP.title, WRIST.title));
  await secondTab.reload();
  await navigateInPage(secondTab, '/cart');
  await expect(cartRow(secondTab, BP.title)).toBeVisible();
  await expect(cartRow(secondTab, WRIST.title)).toBeVisible();
});

test('a tab that heard nothing while the other tab shopped adds to what is saved now, not to its old copy', async ({ page, secondTab }) => {
  await asleep(secondTab);
  await openShop(page);
  await openShop(secondTab);
  await addFromShop(page, BP.title);
  await addFromShop(page, OXIMETER.title);
  await expect.poll(() => savedTitles(page, 'cart')).toEqual(sorted(BP.title, OXIMETER.title));
  // The sleeping tab still shows its old, empty cart.
  await expect(listCount(secondTab, 'Cart')).toContainText('0');

  await addFromShop(secondTab, WRIST.title);
  await expect.poll(() => savedTitles(page, 'cart')).toEqual(sorted(BP.title, OXIMETER.title, WRIST.title));
  await expect(listCount(secondTab, 'Cart')).toContainText('3');
  await expect(listCount(page, 'Cart')).toContainText('3');
  await navigateInPage(secondTab, '/cart');
  for (const product of [BP, OXIMETER, WRIST]) await expect(cartRow(secondTab, product.title)).toBeVisible();
});
