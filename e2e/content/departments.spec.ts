import { test, expect, type Page } from '../support/test';
import { expectNoHorizontalScroll, expectOneH1InFrame, hrefsIn, open, saveShots, slowTests } from './home-helpers';

slowTests(test);

// Each page's specialists are the department's own doctors, those whose main department it is first.
const PAGES = [
  {
    path: '/general',
    title: 'General Medicine & Family Care',
    problems: 12,
    specialists: 'Our General Medicine Specialists',
    doctors: ['dr-srinivas-reddy', 'dr-mohammed-imran-ali', 'dr-sneha-kulkarni'],
  },
  {
    path: '/gynecology',
    title: 'Women & Child Care',
    problems: 8,
    specialists: 'Our Women & Child Care Specialists',
    doctors: ['dr-lakshmi-priya-nair', 'dr-sneha-kulkarni'],
  },
  {
    path: '/orthopaedics',
    title: 'Orthopaedics & Trauma Care',
    problems: 8,
    specialists: 'Our Orthopaedic Specialists',
    doctors: ['dr-karthik-varma'],
  },
  {
    path: '/cardiology',
    title: 'Cardiology & Heart Care',
    problems: 8,
    specialists: 'Our Cardiology Specialists',
    doctors: ['dr-venkatesh-iyer'],
  },
  {
    path: '/gastroenterology',
    title: 'Gastroenterology & Surgery',
    problems: 8,
    specialists: 'Our Gastroenterology Specialists',
    doctors: ['dr-anitha-raghavan'],
  },
  {
    path: '/emergency',
    title: 'ENT (Ear, Nose & Throat) Care',
    problems: 8,
    specialists: 'Our ENT Specialists',
    doctors: ['dr-prakash-naidu'],
  },
];

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

const hrefsOf = hrefsIn;

test.describe('the six department pages', () => {
  for (const dept of PAGES) {
    test(`${dept.path} shows ${dept.title} with every section and the spec's counts`, async ({ page }) => {
      await open(page, dept.path);
      await expectOneH1InFrame(page, dept.title);
      await expect(page).toHaveTitle(`${dept.title} | Ashraya Multispeciality Hospital`);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toBeVisible();
      await expect(page.locator('main img').first()).toHaveAttribute('alt', /.+/);

      await expect(region(page, /^Common problems we treat/).getByRole('listitem')).toHaveCount(dept.problems);
      const steps = await region(page, 'How We Treat Our Patients').getByRole('listitem').count();
      expect([6, 8]).toContain(steps);
      expect(await region(page, 'Our Capabilities').getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
      expect(await region(page, 'Our Work Process').getByRole('listitem').count()).toBeGreaterThanOrEqual(3);

      const specialists = region(page, dept.specialists);
      expect(await hrefsOf(specialists)).toEqual(dept.doctors.map((slug) => `/team-single/${slug}`));

      const sidebar = page.getByRole('complementary');
      expect(await hrefsOf(sidebar.getByRole('list'))).toEqual(PAGES.map((p) => p.path));
      await expect(sidebar.getByRole('link', { name: dept.title })).toHaveAttribute('aria-current', 'page');
    });
  }

  test('the sidebar moves between department pages and a specialist opens a profile', async ({ page }) => {
    await open(page, '/general');
    await page.getByRole('complementary').getByRole('link', { name: 'Cardiology & Heart Care' }).click();
    await expect(page).toHaveURL(/\/cardiology$/);
    await expectOneH1InFrame(page, 'Cardiology & Heart Care');
    await region(page, 'Our Cardiology Specialists').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/team-single\/dr-venkatesh-iyer$/);
    await expect(page.getByText('Team member not found')).toHaveCount(0);
  });
});

test.describe('department list', () => {
  test('lists the departments and filters them as the visitor types', async ({ page }) => {
    await open(page, '/department');
    await expectOneH1InFrame(page, 'Departments');
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('article') });
    await expect(grid.getByRole('article')).toHaveCount(6);
    expect(await grid.getByRole('article').count()).toBeLessThanOrEqual(8);
    const hrefs = await grid.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/department-single\/[a-z0-9-]+$/);

    const search = page.getByRole('searchbox', { name: 'Search by department or doctors' });
    await expect(search).toHaveAttribute('placeholder', 'Search by department or doctors');
    await search.pressSequentially('heart');
    await expect(grid.getByRole('article')).toHaveCount(1);
    await expect(grid.getByRole('link')).toHaveText('Cardiology & Heart Care');

    await search.fill('Lakshmi');
    await expect(grid.getByRole('link')).toHaveText(['Women & Child Care']);

    const url = page.url();
    await search.press('Enter');
    await expect(page).toHaveURL(url);
    await expect(grid.getByRole('link')).toHaveText(['Women & Child Care']);

    await search.fill('');
    await expect(grid.getByRole('article')).toHaveCount(6);
  });
});

test.describe('department and service detail', () => {
  test('/department-single/{slug} shows the department with capabilities, process and its own doctors', async ({ page }) => {
    await open(page, '/department');
    await page.getByRole('link', { name: 'Orthopaedics & Trauma Care' }).click();
    await expect(page).toHaveURL(/\/department-single\/orthopaedics-trauma-care$/);
    await expectOneH1InFrame(page, 'Orthopaedics & Trauma Care');
    await expect(region(page, 'Our Capabilities')).toBeVisible();
    await expect(region(page, 'Our Work Process')).toBeVisible();
    expect(await hrefsOf(region(page, 'Our Orthopaedic Specialists'))).toEqual(['/team-single/dr-karthik-varma']);
    await expect(page.getByRole('link', { name: /Everything we treat in/ })).toHaveAttribute('href', '/orthopaedics');
  });

  test('/service-single/{slug} adds the Services sidebar linking to the other services', async ({ page }) => {
    await open(page, '/service-single/general-medicine');
    await expectOneH1InFrame(page, 'General Medicine & Family Care');
    const sidebar = page.getByRole('complementary');
    const hrefs = await hrefsIn(sidebar.getByRole('list'));
    expect(hrefs).toHaveLength(6);
    for (const href of hrefs) expect(href).toMatch(/^\/service-single\/[a-z0-9-]+$/);
    await sidebar.getByRole('link', { name: 'ENT (Ear, Nose & Throat) Care' }).click();
    await expect(page).toHaveURL(/\/service-single\/ent-care$/);
    await expectOneH1InFrame(page, 'ENT (Ear, Nose & Throat) Care');
  });

  for (const path of ['/department-single/dermatology', '/service-single/no-such-service']) {
    test(`an unknown slug (${path}) shows the 404 page`, async ({ page }) => {
      await open(page, path);
      await expectOneH1InFrame(page, 'Oops! Page Not Found!');
      await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    });
  }
});

test('department pages fit 390 px and screenshots for review', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/general', '/emergency', '/department', '/department-single/cardiology-heart-care', '/service-single/ent-care']) {
    await open(page, path);
    await expectNoHorizontalScroll(page);
  }
  await saveShots(page, 'general', '/general');
  await saveShots(page, 'department', '/department');
  await saveShots(page, 'service-single', '/service-single/ent-care');
});
