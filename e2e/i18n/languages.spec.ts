import { LANGUAGES, LOCALES, inLanguage, withoutLanguage, type Language } from '@hospital/hospital-data';
import { expect, expectLive, test, type Page } from '../support/test';
import { allRoutes, exampleUrl } from '../support/routes';
import { expectFramedPage } from '../support/site';
import { englishLeftovers, isEnglishSentence } from '../support/english-leftovers';

const ORIGIN = 'https://www.ashrayahospital.in';
const OTHER: Language[] = ['te', 'hi'];
/** Staff pages are for the hospital's desk, in English. */
const PUBLIC_ROUTES = allRoutes.filter((route) => !route.unlisted);

async function alternates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('head link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  );
}

test('an English sentence is told from names, abbreviations and addresses', () => {
  expect(isEnglishSentence('Book an appointment')).toBe(true);
  expect(isEnglishSentence('అపాయింట్‌మెంట్ బుక్ చేయండి')).toBe(false);
  expect(isEnglishSentence('ECG, MRI మరియు CT స్కాన్')).toBe(false);
  expect(isEnglishSentence('info@ashrayahospital.in కు రాయండి')).toBe(false);
  expect(isEnglishSentence('Dr. Rao. Cardiology. डॉक्टर')).toBe(false);
  expect(isEnglishSentence('Ashraya Multispeciality Hospital, Kompally లో')).toBe(false);
  expect(isEnglishSentence('కార్ట్‌కు జోడించండి: Digital Stick Thermometer')).toBe(true);
  expect(isEnglishSentence('కార్ట్‌కు జోడించండి: Digital Stick Thermometer', ['Digital Stick Thermometer'])).toBe(false);
});

test.describe('every page under the Telugu and Hindi addresses', () => {
  for (const language of OTHER) {
    for (const route of PUBLIC_ROUTES) {
      const address = inLanguage(exampleUrl(route.path), language);
      test(`${address} says ${language} and lists its alternates`, async ({ page }) => {
        await page.goto(address);
        await expectFramedPage(page);
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALES[language]);
        // A page's alternates are its canonical address in each language (a blog layout's canonical is the
        // plain post), and the canonical is in the page's language.
        const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
        const bare = withoutLanguage(new URL(canonical ?? ORIGIN).pathname);
        expect(canonical).toBe(`${ORIGIN}${inLanguage(bare, language)}`);
        expect(await alternates(page)).toEqual({
          ...Object.fromEntries(LANGUAGES.map((other) => [other, `${ORIGIN}${inLanguage(bare, other)}`])),
          'x-default': `${ORIGIN}${bare}`,
        });
        expect(await englishLeftovers(page)).toEqual([]);
      });
    }
  }
});

test.describe('the language switcher', () => {
  test('keeps the page and what was typed, and is remembered for the bare address', async ({ page }) => {
    await page.goto('/contact');
    const name = page.getByRole('textbox').first();
    await name.fill('Asha Rani');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'తెలుగు' }).click();
    await expect(page).toHaveURL(/\/te\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page.getByRole('textbox').first()).toHaveValue('Asha Rani');

    await page.goto('/');
    await expect(page).toHaveURL(/\/te$/);
    await page.getByRole('navigation', { name: 'భాష' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });

  test('keeps the visitor where they were on the page', async ({ page }) => {
    await page.goto('/about');
    await expectFramedPage(page);
    const headings = page.locator('main h2');
    const count = await headings.count();
    await headings.nth(count - 1).evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 100));
    // The section the visitor is reading: the last heading, about 100 px below the top of the window.
    const topOf = () => headings.nth(count - 1).evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
    const before = await topOf();
    expect(Math.abs(before - 100)).toBeLessThan(20);
    // The click a visitor makes from where they are (Playwright's own click would scroll to the link first).
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/hi\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    // Hindi text above may take more or fewer lines; the same section is still in view where it was read.
    expect(Math.abs((await topOf()) - before)).toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('keeps the cart across a switch', async ({ page }) => {
    await page.goto('/shop');
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    await page.goto('/cart');
    const rows = await page.locator('main tbody tr').count();
    expect(rows).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/cart$/);
    await expect(page.locator('main tbody tr')).toHaveCount(rows);
  });
});

test.describe('translated content', () => {
  test('a department page in Telugu shows its Telugu text, the same page in English its English', async ({ page }) => {
    await page.goto('/cardiology');
    const english = await page.locator('main').innerText();
    await page.goto('/te/cardiology');
    await expectFramedPage(page);
    const telugu = await page.locator('main').innerText();
    expect(telugu).not.toEqual(english);
    expect(telugu).toMatch(/[\u0C00-\u0C7F]{4,}/);
    await page.goto('/hi/cardiology');
    expect(await page.locator('main').innerText()).toMatch(/[\u0900-\u097F]{4,}/);
  });
});

test.describe("the content remote's text in parts", () => {
  const partsAsked = (page: Page) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      // A remote's files carry no hash (their release folder names them); the shell's do.
      const part = /\/remotes\/content\/.*\/(i18n-[a-z-]+)\.js$/.exec(request.url())?.[1];
      if (part) asked.push(part);
    });
    return asked;
  };

  test('a Telugu page fetches only the text it shows; the next page brings its own, and it reads in Telugu', async ({ page }) => {
    const asked = partsAsked(page);
    await page.goto('/te');
    await expectLive(page);
    // What the page itself fetched, read as it goes live (links are fetched ahead only some seconds later).
    const firstLoad = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    const parts = firstLoad.map((url) => /\/(i18n-[a-z-]+)(?:\.[0-9a-f]{10})?\.js$/.exec(url)?.[1]).filter(Boolean);
    expect(parts).toContain('i18n-te-home');
    expect(parts).not.toContain('i18n-te-department-pages');
    expect(parts).not.toContain('i18n-te-post-bodies');
    // In-page navigation to a department page: its long texts arrive with it, no English is left.
    await page.goto('/te/services');
    await page
      .locator('main')
      .getByRole('link', { name: /కార్డియాలజీ/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/te\/(cardiology|service-single\/.+)$/);
    await expect.poll(() => asked).toContain('i18n-te-department-pages');
    await expectFramedPage(page);
    expect(await englishLeftovers(page)).toEqual([]);
  });

  test('an English page switched to Hindi gets the Hindi of everything it shows', async ({ page }) => {
    const asked = partsAsked(page);
    await page.goto('/blog-single/regular-health-checkups');
    await expectFramedPage(page);
    expect(asked.filter((part) => part.startsWith('i18n-hi'))).toEqual([]);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/blog-single\/regular-health-checkups$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    expect(asked).toEqual(expect.arrayContaining(['i18n-hi', 'i18n-hi-blog', 'i18n-hi-visit', 'i18n-hi-post-bodies']));
    expect(await englishLeftovers(page)).toEqual([]);
  });
});

test.describe('a release without a catalog', () => {
  test('shows its English text, logs once, and the rest of the page stays in Hindi', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /catalog/.test(message.text())) warnings.push(message.text());
    });
    await page.route(/\/remotes\/shop\/.*i18n-hi.*\.js/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/hi/shop');
    await expectFramedPage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    // The shell's header is in Hindi; the shop's own heading is its English one.
    await expect(page.getByRole('navigation', { name: 'भाषा' })).toBeVisible();
    await expect(page.locator('main h1').first()).toHaveText('Shop');
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    // One warning for the shop's own catalog (the contract's words travel in the same chunk and say so too).
    expect(warnings.filter((warning) => warning.startsWith('shop:'))).toHaveLength(1);
  });
});
