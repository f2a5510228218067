import { test, expect, type Page } from '../support/test';
import { expectOneH1InFrame } from './home-helpers';
import { shoot } from './team-helpers';

// The shared test machine is often slow to serve a fresh stack's chunks.
test.describe.configure({ timeout: 90_000 });

const SLUGS = ['regular-health-checkups', 'orthopedic-trauma-care', 'emergency-pharmacy-services'];
const AUTHORS = ['Dr. Srinivas Reddy', 'Dr. Karthik Varma', 'Dr. Mohammed Imran Ali'];
const LAYOUTS = [
  { list: '/blog', article: '/blog-single', sidebar: true },
  { list: '/blog-left-sidebar', article: '/blog-single-left-sidebar', sidebar: true },
  { list: '/blog-fullwidth', article: '/blog-single-fullwidth', sidebar: false },
];

async function expectSidebar(page: Page, articlePrefix: string) {
  const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
  const categories = sidebar.getByRole('region', { name: 'Categories' }).getByRole('link');
  await expect(categories).toHaveCount(6);
  for (const text of await categories.allInnerTexts()) expect(text).toMatch(/\(\d+\)$/);
  const related = sidebar.getByRole('region', { name: 'Related Posts' }).getByRole('link');
  await expect(related).toHaveCount(3);
  const hrefs = await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(SLUGS.map((slug) => `${articlePrefix}/${slug}`));
  await expect(sidebar.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
}

for (const layout of LAYOUTS) {
  test(`${layout.list} lists three posts with author, date and READ MORE${layout.sidebar ? ' beside the sidebar' : ''}`, async ({
    page,
  }) => {
    await page.goto(layout.list);
    await expectOneH1InFrame(page, 'Health Blog');
    const posts = page.locator('main article');
    await expect(posts).toHaveCount(3);
    for (const [index, slug] of SLUGS.entries()) {
      const post = posts.nth(index);
      await expect(post.locator('img')).toHaveCount(1);
      await expect(post.locator('time')).toBeVisible();
      await expect(post.getByText(AUTHORS[index]!)).toBeVisible();
      await expect(post.getByRole('link', { name: /READ MORE/ })).toHaveAttribute('href', `${layout.article}/${slug}`);
    }
    if (layout.sidebar) await expectSidebar(page, layout.article);
    else await expect(page.getByRole('complementary', { name: 'Blog sidebar' })).toHaveCount(0);
    await posts
      .first()
      .getByRole('link', { name: /READ MORE/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${layout.article}/${SLUGS[0]}$`));
    await expectOneH1InFrame(page, 'Why a Yearly Health Check-Up Matters, Even When You Feel Fine');
  });
}

test('the list pages have distinct titles', async ({ page }) => {
  const titles = [];
  for (const layout of LAYOUTS) {
    await page.goto(layout.list);
    await expect(page.locator('main h1')).toHaveCount(1);
    titles.push(await page.title());
  }
  expect(new Set(titles).size).toBe(3);
});

for (const layout of LAYOUTS) {
  test(`${layout.article}/{slug} shows the article with its quote and two-image gallery`, async ({ page }) => {
    await page.goto(`${layout.article}/orthopedic-trauma-care`);
    const title = 'After an Accident: How Orthopaedic Trauma Care Gets You Back on Your Feet';
    await expectOneH1InFrame(page, title);
    await expect(page).toHaveTitle(`${title} | Ashraya Multispeciality Hospital`);
    const article = page.locator('main article');
    await expect(article.getByText(/Dr\. Karthik Varma, Consultant Orthopaedic Surgeon/)).toBeVisible();
    await expect(article.locator('time')).toHaveAttribute('datetime', '2025-04-28');
    expect(await article.locator('p').count()).toBeGreaterThan(5);
    await expect(article.locator('blockquote')).toContainText('physiotherapy');
    await expect(article.getByRole('list', { name: 'Gallery' }).getByRole('img')).toHaveCount(2);
    if (layout.sidebar) await expectSidebar(page, layout.article);
    else await expect(page.getByRole('complementary', { name: 'Blog sidebar' })).toHaveCount(0);
  });
}

test('an unknown article shows the 404 page in each layout', async ({ page }) => {
  for (const layout of LAYOUTS) {
    await page.goto(`${layout.article}/no-such-article`);
    await expectOneH1InFrame(page, 'Oops! Page Not Found!');
  }
});

test('blog screenshots', async ({ page }) => {
  test.setTimeout(180_000);
  await shoot(page, 'blog', '/blog');
  await shoot(page, 'blog-fullwidth', '/blog-fullwidth');
  await shoot(page, 'blog-single-left', '/blog-single-left-sidebar/emergency-pharmacy-services');
});
