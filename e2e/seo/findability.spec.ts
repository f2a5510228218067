import { expect, test, type Page } from '../support/test';
import { allRoutes, exampleUrl } from '../support/routes';

const jsonLdTypes = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => (JSON.parse(text) as { '@type': string })['@type'],
  );

test('every route has its own title and description, a canonical URL and Open Graph tags', async ({ page }) => {
  test.setTimeout(240_000);
  const titles = new Map<string, string>();
  for (const route of allRoutes) {
    if (route.path === '/home') continue; // the same page as '/', canonical '/'
    if (route.unlisted) continue; // staff pages: see the next test
    await page.goto(exampleUrl(route.path));
    await expect(page.locator('main h1').first()).toBeVisible();
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description, route.path).toBeTruthy();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\//);
    for (const property of ['og:title', 'og:description', 'og:image']) {
      await expect(page.locator(`meta[property="${property}"]`), `${route.path} ${property}`).toHaveCount(1);
    }
    expect(titles.get(title), `${route.path} shares its title with ${titles.get(title)}`).toBeUndefined();
    titles.set(title, route.path);
  }
});

test('staff pages are kept out of search: noindex, not in the sitemap, never prerendered', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of allRoutes.filter((r) => r.unlisted)) {
    const answer = await request.get(route.path);
    expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer.headers()['x-server-rendered']).toBeUndefined();
    expect(sitemap).not.toContain(`${route.path}<`);
    await page.goto(route.path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  }
});

test('structured data: Hospital on home and contact, Physician on a doctor, MedicalWebPage on an article', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  expect(await jsonLdTypes(page)).toContain('Hospital');
  await page.goto('/contact');
  await expect(page.locator('main h1')).toBeVisible();
  expect(await jsonLdTypes(page)).toContain('Hospital');
  await page.goto(exampleUrl('/team-single/:slug'));
  await expect(page.locator('main h1')).toBeVisible();
  expect(await jsonLdTypes(page)).toContain('Physician');
  await page.goto(exampleUrl('/blog-single/:slug'));
  await expect(page.locator('main h1')).toBeVisible();
  expect(await jsonLdTypes(page)).toContain('MedicalWebPage');
});

test('robots.txt and sitemap.xml list the site for crawlers', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/about', '/team-single/dr-srinivas-reddy', '/product-single/fingertip-pulse-oximeter', '/appoinment']) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
});

test('an unknown address or slug answers 404 with its page and noindex, in every language, rendered or not', async ({ page, request }) => {
  const unknown = [
    '/no/such/page',
    '/team-single/dr-nobody',
    '/department-single/dermatology',
    '/service-single/no-such-service',
    '/blog-single/no-such-post',
    '/blog-single-fullwidth/no-such-post',
    '/package-single/999',
    '/product-single/no-such-product',
  ];
  for (const language of ['', '/te', '/hi']) {
    for (const path of unknown) {
      const address = `${language}${path}`;
      const answer = await request.get(address);
      expect([address, answer.status(), answer.headers()['x-robots-tag']]).toEqual([address, 404, 'noindex']);
      expect(await answer.text(), address).toMatch(/<meta name="robots" content="noindex[^"]*"\/?>/);
    }
  }
  // The page itself stays: a visitor sees the 404 page, or the doctor's own message.
  const doctor = await page.goto('/team-single/dr-nobody');
  expect(doctor?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Team member not found' })).toBeVisible();
  const post = await page.goto('/te/blog-single/no-such-post');
  expect(post?.status()).toBe(404);
  await expect(page.locator('main [data-not-found]')).toBeVisible();
});
