import { expect, test, type Page } from '../support/test';
import { seedSavedState } from '../support/site';

/** Holds back the shell's scripts until `release` is called: what a phone on a slow link sees first. */
async function holdScripts(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/**', async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

// A release in another file (e2e/delivery) serves plain pages until the server has saved the new set:
// start each test once the current set is ready.
test.beforeEach(async ({ request }) => {
  await expect.poll(async () => (await request.get('/prerendered.json')).status(), { timeout: 120_000 }).toBe(200);
});

const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

test('every page arrives as HTML that reads without JavaScript: header, heading, footer, its own title', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [address, heading] of [
    ['/', /Ashraya/],
    ['/about', 'About Us'],
    ['/packages', /Packages/i],
    ['/shop', /Shop/i],
  ] as const) {
    const response = await page.goto(address);
    expect(response?.headers()['x-prerendered'], address).toBe('1');
    await expect(page.getByRole('banner'), address).toBeVisible();
    await expect(page.locator('main h1').first(), address).toHaveText(heading);
    await expect(page.getByRole('contentinfo'), address).toBeVisible();
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${address === '/' ? '/$' : `${address}$`}`));
  }
  await context.close();
});

test('the prerendered page shows at once and waits, inert, until the live page takes its place without moving', async ({
  rawPage: page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  const before = await page.getByRole('heading', { level: 1 }).boundingBox();

  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await expect(page.locator('#root')).toHaveCount(1);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(before);
  expect(await layoutShift(page)).toBeLessThan(0.02);
  // One set of head tags, the live page's.
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head [data-prerendered]')).toHaveCount(0);
  // And it is the working page: the menu opens, a link navigates in place.
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Contact/ })).toBeVisible();
  await expect(page).toHaveTitle(/Contact/);
});

test('a reader who scrolled the prerendered page stays where they are when the live page takes over', async ({ rawPage: page }) => {
  const release = await holdScripts(page);
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 900));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("a returning visitor's cart is never shown as the prerendered empty cart", async ({ rawPage: page }) => {
  await seedSavedState(page, {
    cart: { lines: [{ id: 'digital-thermometer', title: 'Digital Thermometer', price: 9, qty: 2, proImg: '/t.svg' }] },
    _sliceVersions: { cart: 1 },
    _persist: { version: 1, rehydrated: true },
  });
  const release = await holdScripts(page);
  await page.goto('/cart');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('main')).toBeHidden();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await expect(page.getByRole('main').getByText('Digital Thermometer').first()).toBeVisible();
});

test("the shell's scripts are asked for only once the first screen is on screen, so they never delay it", async ({
  rawPage: page,
}) => {
  for (const address of ['/', '/about', '/packages', '/blog', '/shop']) {
    const response = await page.goto(address);
    expect(response?.headers()['x-prerendered'], address).toBe('1');
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/static/js/'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstScript, address).toBeGreaterThan(firstPaint);
  }
});

test('on a phone the live home page draws its far sections as the reader nears them, each where the saved page had it', async ({
  rawPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const sections = page.locator('main .remote-page > section');
  const tops = () => sections.evaluateAll((all) => all.map((section) => Math.round(section.getBoundingClientRect().top + window.scrollY)));
  const deferred = () => sections.evaluateAll((all) => all.filter((section) => section.style.contentVisibility === 'auto').length);
  const release = await holdScripts(page);
  await page.goto('/');
  const saved = await tops();
  const savedHeight = await page.evaluate(() => document.documentElement.scrollHeight);

  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  expect(await deferred()).toBeGreaterThan(2);
  expect(await tops()).toEqual(saved);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(savedHeight);

  for (let index = 0; index < saved.length; index++) {
    await sections.nth(index).scrollIntoViewIfNeeded();
    await expect(sections.nth(index)).toBeInViewport();
  }
  await expect.poll(deferred).toBe(0);
  expect(await tops()).toEqual(saved);
  await expect(sections.last()).toBeInViewport();
  expect(await layoutShift(page)).toBeLessThan(0.02);
});
