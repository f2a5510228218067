import { expect, expectLive, test, type Browser, type Page, type Request } from '../support/test';
import { networkQuiet } from '../support/network';
import { seedSavedState } from '../support/site';

/**
 * Holds back the shell's scripts until `release` is called: what a phone on a slow link sees first.
 * Pages are then opened with `waitUntil: 'domcontentloaded'`: a held script added before `load` holds `load` too.
 */
async function holdScripts(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/**', async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

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
    expect(response?.headers()['x-server-rendered'], address).toBe('1');
    await expect(page.getByRole('banner'), address).toBeVisible();
    await expect(page.locator('main h1').first(), address).toHaveText(heading);
    await expect(page.getByRole('contentinfo'), address).toBeVisible();
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${address === '/' ? '/$' : `${address}$`}`));
  }
  // A page in Telugu or Hindi says so from its first byte, and is drawn in its script's font from the first paint
  // (the live page would otherwise change its language, and its text's size with the font, under the reader).
  for (const [address, locale, font] of [
    ['/te', 'te-IN', 'Noto Sans Telugu Variable'],
    ['/hi/about', 'hi-IN', 'Noto Sans Devanagari Variable'],
  ] as const) {
    const response = await page.goto(address);
    expect(response?.headers()['x-server-rendered'], address).toBe('1');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    expect(
      await page
        .locator('main h1')
        .first()
        .evaluate((heading) => getComputedStyle(heading).fontFamily),
    ).toContain(font);
  }
  await context.close();
});

// Chromium lays a page out when its parsing ends: a saved page parsed before its stylesheets arrived was laid
// out unstyled (at the wrong width, in fallback fonts) and again a moment later, twice the work before the
// first paint. Its loader, last in the head, holds the parser until the stylesheets are in.
test('a saved page is parsed to its end only once its stylesheets are in, even when they come late', async ({ rawPage: page }) => {
  await page.route('**/*.css', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      document.documentElement.dataset.sheetsAtParsed = `${sheets.filter((link) => link.sheet).length}/${sheets.length}`;
    });
  });
  for (const address of ['/', '/hi']) {
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    const [loaded, all] = ((await page.locator('html').getAttribute('data-sheets-at-parsed')) ?? '').split('/');
    expect(Number(all), address).toBeGreaterThan(0);
    expect(loaded, address).toBe(all);
  }
});

// A page in Telugu or Hindi is laid out once, in its script's font (prerendered-loader.ts). The page's clock is
// paused, so the loader's 100 ms limit does not run out unless the test moves it on.
test.describe('a saved page in Telugu, with its clock paused', () => {
  test.beforeEach(async ({ rawPage: page }) => {
    await page.clock.install({ time: new Date('2026-11-26T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-26T08:00:01Z'));
  });

  test('is not laid out until its Telugu font is in, then is drawn in it', async ({ rawPage: page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/noto-sans-telugu.*\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/te', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-font-wait', '');
    await expect(page.locator('main h1').first()).toBeHidden();
    release();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-font-wait', '');
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Telugu Variable"', 'తెలుగు'))).toBe(true);
  });

  test('is shown in the system font when its font fails, or does not come within 100 ms', async ({ rawPage: page }) => {
    await page.route(/noto-sans-telugu.*\.woff2$/, (route) => route.abort());
    await page.goto('/te', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();

    await page.unroute(/noto-sans-telugu.*\.woff2$/);
    await page.route(/noto-sans-telugu.*\.woff2$/, () => undefined); // never answered
    await page.goto('/te/appoinment', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-font-wait', '');
    await page.clock.runFor(100);
    await expect(page.locator('main h1').first()).toBeVisible();
  });

  test('an English page is never held for a font', async ({ rawPage: page }) => {
    await page.route(/\.woff2$/, () => undefined); // never answered
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });
});

test('before the live page is ready the saved page works as HTML: a link leads to the next saved page', async ({ rawPage: page }) => {
  await holdScripts(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === '/contact'),
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click(),
  ]);
  expect(response.headers()['x-server-rendered']).toBe('1');
  await expect(page.getByRole('heading', { level: 1, name: /Contact/ })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-live', 'true');
});

test('before the live page is ready the Services menu opens as HTML', async ({ rawPage: page }) => {
  await holdScripts(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('summary', { hasText: 'Services' }).click();
  await nav.getByRole('link', { name: 'Cardiology' }).click();
  await expect(page).toHaveURL(/\/cardiology$/);
  await expect(page.getByRole('heading', { level: 1, name: /Cardiology/ })).toBeVisible();
});

test.describe('on a phone, before the live page is ready', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the hamburger opens the menu, its groups open, and a link in it navigates', async ({ rawPage: page }) => {
    await holdScripts(page);
    await page.goto('/packages', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await menu.locator('summary', { hasText: 'Our Services' }).tap();
    await expect(menu.getByRole('link', { name: 'Cardiology' })).toBeVisible();
    await menu.locator('summary', { hasText: 'Shop' }).tap();
    await expect(menu.getByRole('link', { name: 'Cardiology' })).toBeHidden();
    await menu.getByRole('link', { name: 'Wishlist' }).tap();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('heading', { level: 1, name: /Wishlist/ })).toBeVisible();
  });
});

test('what a visitor typed, chose and focused before the live page took over is still there, and the page knows it', async ({
  rawPage: page,
}) => {
  const release = await holdScripts(page);
  // The page's map is a frame from another origin, which this closed network never answers: skip 'load'.
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your name').fill('Ravi Kumar');
  await form.getByLabel('Department').selectOption({ index: 1 });
  const department = await form.getByLabel('Department').inputValue();
  const message = form.getByLabel('Your message');
  await message.fill('Knee pain since March');
  await message.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(4, 4));
  const before = await message.boundingBox();

  release();
  await expectLive(page);
  await expect(form.getByLabel('Your name')).toHaveValue('Ravi Kumar');
  await expect(form.getByLabel('Department')).toHaveValue(department);
  await expect(message).toHaveValue('Knee pain since March');
  await expect(message).toBeFocused();
  expect(await message.evaluate((field: HTMLTextAreaElement) => [field.selectionStart, field.selectionEnd])).toEqual([4, 4]);
  expect(await message.boundingBox()).toEqual(before);
  expect(await layoutShift(page)).toBeLessThan(0.02);

  // The live form took them: with the last two fields filled it is sent, and nothing typed earlier is lost.
  await form.getByLabel('E-mail address').fill('ravi@example.in');
  await form.getByLabel('Phone number').fill('9848022446');
  await expect(form.getByLabel('Your name')).toHaveValue('Ravi Kumar');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(/Thank you for writing to us/)).toBeVisible();
});

test('the live page adopts the saved page in place: same elements, one set of head tags, no mismatch', async ({ rawPage: page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const release = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.setAttribute('data-seen-before', ''));
  release();
  await expectLive(page);
  await expect(page.locator('h1[data-seen-before]')).toHaveCount(1);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  // And it is the working page now: a link navigates in place, with the new page's title.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Contact/ })).toBeVisible();
  await expect(page).toHaveTitle(/Contact/);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('h1[data-seen-before]')).toHaveCount(0);
  expect(warnings.filter((text) => /did not match|hydrat/i.test(text))).toEqual([]);
});

test('a reader who scrolled the prerendered page stays where they are when the live page takes over', async ({ rawPage: page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 900));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  release();
  await expectLive(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a reader whose phone has not got the web font yet stays where they are too, and nothing moves', async ({ rawPage: page }) => {
  // The site's fonts load with font-display: optional: a slow first visit keeps the system font all along.
  await page.route(/\.woff2$/, (route) => route.abort());
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 900));
  release();
  await expectLive(page);
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-fixed', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
  expect(await layoutShift(page)).toBe(0);
});

test.describe('on a phone, a page in Telugu', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true });

  test('does not move when the live page takes over', async ({ rawPage: page }) => {
    const release = await holdScripts(page);
    await page.goto('/te', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();
    release();
    await expectLive(page);
    expect(await layoutShift(page)).toBe(0);
  });
});

test("a returning visitor's cart is never shown as the prerendered empty cart", async ({ rawPage: page }) => {
  await seedSavedState(page, {
    cart: { lines: [{ id: 'digital-thermometer', title: 'Digital Thermometer', price: 9, qty: 2, proImg: '/t.svg' }] },
    _sliceVersions: { cart: 1 },
    _persist: { version: 1, rehydrated: true },
  });
  const release = await holdScripts(page);
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('main')).toBeHidden();
  release();
  await expectLive(page);
  await expect(page.getByRole('main').getByText('Digital Thermometer').first()).toBeVisible();
});

const SAVE_DATA = "Object.defineProperty(navigator.connection, 'saveData', { get: () => true });";

/**
 * The files the live page asks for by itself: the page loaded in a context of its own (nothing cached) with
 * nothing announced (an empty list in its data block).
 */
async function filesAskedFor(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript({ content: SAVE_DATA });
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const block = /(<script type="application\/json" id="page-start">)([^<]*)(<\/script>)/.exec(html);
    const start = JSON.parse(block?.[2] ?? '{}') as { later?: unknown[] };
    start.later = [];
    await route.fulfill({ response, body: html.replace(block?.[0] ?? '', `${block?.[1]}${JSON.stringify(start)}${block?.[3]}`) });
  });
  const asked: string[] = [];
  const listen = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|json)$/.test(pathname)) asked.push(pathname);
  };
  page.on('request', listen);
  await page.goto(url);
  await expectLive(page);
  await networkQuiet(page);
  await context.close();
  return asked;
}

test('a saved page announces every file its live page asks for at once, and nothing else, compressed, none fetched twice', async ({
  rawPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The first load alone: with Save-Data the live page fetches no other page's code ahead (shell/src/routing/prefetch.ts).
  await page.addInitScript({ content: SAVE_DATA });
  for (const address of ['/', '/about', '/appoinment', '/packages', '/shop', '/te']) {
    // What the live page needs, learnt from a load with nothing announced: every file announced must be one
    // of them (a file announced for nothing costs a slow phone its bytes).
    const needed = await filesAskedFor(browser, `${baseURL}${address}`);
    const fetched: string[] = [];
    const encodings = new Map<string, string | undefined>();
    const listen = (request: Request) => {
      const url = new URL(request.url());
      if (/\.(js|css|json)$/.test(url.pathname)) fetched.push(url.pathname);
    };
    page.on('request', listen);
    page.on('response', (answer) => encodings.set(new URL(answer.url()).pathname, answer.headers()['content-encoding']));
    const response = await page.goto(address);
    expect(response?.headers()['x-server-rendered'], address).toBe('1');
    expect(response?.headers()['content-encoding'], address).toBe('br');
    // The saved page itself names no script to fetch: its first screen has the link to itself until painted.
    expect(await response?.text(), address).not.toMatch(/<link[^>]+as="script"/);
    await expectLive(page);
    page.off('request', listen);
    const announced = await page
      .locator('head link[rel="preload"], head link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(new Set(fetched).size, `${address}: a file fetched twice`).toBe(fetched.length);
    expect(
      fetched.filter((file) => !announced.includes(file)),
      `${address}: fetched but not announced`,
    ).toEqual([]);
    const announcedCode = announced.filter((file) => /\.(js|json)$/.test(file));
    expect(
      announcedCode.filter((file) => !needed.includes(file)),
      `${address}: announced but not needed`,
    ).toEqual([]);
    const scripts = fetched.filter((file) => file.endsWith('.js'));
    expect(scripts.length, address).toBeGreaterThan(10);
    for (const script of scripts) expect(encodings.get(script), script).toBe('br');
  }
});
