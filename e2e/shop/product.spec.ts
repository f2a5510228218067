import { expect, test } from '../support/test';
import { BP, watchOutgoing } from './shop-pages';

// Journeys through several pages: give them room on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

test('product page: zoom follows the pointer, keyboard tabs, the review form validates and sends nothing', async ({ page, baseURL }) => {
  await page.goto(`/product-single/${BP.slug}`);
  // The first visit loads the shop remote itself, which can take a while on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: BP.title })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle(new RegExp(`^${BP.title} \\| `));

  const image = page.getByRole('img', { name: BP.title });
  const box = (await image.boundingBox())!;
  await image.hover({ position: { x: box.width * 0.25, y: box.height * 0.3 } });
  await expect
    .poll(async () => (await image.evaluate((el) => el.style.transformOrigin)).split(' ').map((v) => Math.round(parseFloat(v))))
    .toEqual([25, 30]);
  await expect.poll(() => image.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^matrix\(2, 0, 0, 2/);
  await page.mouse.move(0, 0);
  await expect.poll(() => image.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);

  const description = page.getByRole('tab', { name: 'Description' });
  const review = page.getByRole('tab', { name: 'Review' });
  await expect(description).toHaveAttribute('aria-selected', 'true');
  await description.focus();
  await page.keyboard.press('ArrowRight');
  await expect(review).toBeFocused();
  await expect(review).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Review' });
  await expect(panel).toContainText('25 customer reviews');
  await expect(panel.getByRole('img', { name: 'Rated 4 out of 5' }).first()).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel).toContainText('Your email address will not be published. Required fields are marked *');

  const sent = watchOutgoing(page, new URL(baseURL!).origin);
  await panel.getByRole('button', { name: 'Submit review' }).click();
  await expect(panel.getByText('Please enter your name.')).toBeVisible();
  await expect(panel.getByText('Please enter your e-mail address.')).toBeVisible();
  await expect(panel.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(panel.getByLabel(/Name/)).toBeFocused();

  await panel.getByLabel(/Name/).fill('Meera Iyer');
  await panel.getByLabel(/E-mail/).fill('meera@example.com');
  await panel.getByLabel('4 stars').check();
  await panel.getByLabel('Your review').fill('Easy to use and the readings match the clinic.');
  await panel.getByRole('button', { name: 'Submit review' }).click();
  await expect(panel.getByRole('status')).toContainText('Thank you, Meera Iyer');
  await expect(panel.getByLabel(/Name/)).toHaveValue('');
  expect(sent).toEqual([]);
  await expect(page).toHaveURL(`/product-single/${BP.slug}`);
});

test('an unknown product shows the site’s 404 words with a link home', async ({ page }) => {
  await page.goto('/product-single/no-such-device');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/cannot be found/)).toBeVisible();
  await page.locator('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

test('/shop-single/{slug} leads to the product page', async ({ page }) => {
  await page.goto(`/shop-single/${BP.slug}`);
  await expect(page).toHaveURL(`/product-single/${BP.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: BP.title })).toBeVisible({ timeout: 30_000 });
});
