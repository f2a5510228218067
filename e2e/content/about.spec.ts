import { test, expect } from '../support/test';
import { DOCTORS } from '@hospital/hospital-data';
import { expectNoHorizontalScroll, expectOneH1InFrame, hrefsIn, open, saveShots, slowTests } from './home-helpers';

slowTests(test);

test('/about shows About Us with the breadcrumb Home > About and leads on to the services', async ({ page }) => {
  await open(page, '/about');
  await expectOneH1InFrame(page, 'About Us');
  await expect(page).toHaveTitle('About Us | Ashraya Multispeciality Hospital');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Home', 'About']);
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.last()).toHaveAttribute('aria-current', 'page');
  const about = page.getByRole('region', { name: 'A neighbourhood hospital with specialist care' });
  for (const claim of [String(DOCTORS.length), '99%', '6,000+']) await expect(about.getByText(claim, { exact: true })).toBeVisible();
  await about.getByRole('link', { name: 'Our services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('/services lists the six departments, each to its page', async ({ page }) => {
  await open(page, '/services');
  await expectOneH1InFrame(page, 'Our Services');
  await expect(page).toHaveTitle('Our Services | Ashraya Multispeciality Hospital');
  const grid = page.getByRole('region', { name: 'Six departments, one caring team' });
  const hrefs = await hrefsIn(grid);
  expect(hrefs).toEqual(['/general', '/gynecology', '/orthopaedics', '/cardiology', '/gastroenterology', '/emergency']);
});

test('every page of content-A has a unique title and a description', async ({ page }) => {
  test.setTimeout(300_000);
  const titles = new Set<string>();
  const paths = [
    '/',
    '/home2',
    '/about',
    '/services',
    '/department',
    '/department-single/general-medicine',
    '/service-single/general-medicine',
    '/general',
    '/gynecology',
    '/orthopaedics',
    '/cardiology',
    '/gastroenterology',
    '/emergency',
  ];
  for (const path of paths) {
    await open(page, path);
    await expect(page.locator('main h1')).toHaveCount(1);
    const title = await page.title();
    expect(titles.has(title)).toBe(false);
    titles.add(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  }
});

test('about and services fit 390 px and screenshots for review', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/about', '/services']) {
    await open(page, path);
    await expectNoHorizontalScroll(page);
  }
  await saveShots(page, 'about', '/about');
  await saveShots(page, 'services', '/services');
});
