import { test, expect } from '../support/test';
import { expectOneH1InFrame } from './home-helpers';
import { shoot } from './team-helpers';

// The shared test machine is often slow to serve a fresh stack's chunks.
test.describe.configure({ timeout: 90_000 });

const PACKAGES: [string, string, string][] = [
  ['Basic Wellness', '₹1,999', 'basic-wellness'],
  ['Executive Health Check-Up', '₹3,999', 'executive-health-check-up'],
  ['Healthy Heart', '₹4,999', 'healthy-heart'],
  ['Women’s Wellness', '₹4,499', 'womens-wellness'],
  ['Senior Citizen', '₹5,499', 'senior-citizen'],
  ['Comprehensive Master Health Check-Up', '₹6,999', 'comprehensive-master-health-check-up'],
];

test('/packages shows six packages with price, five tests, + N more tests and Book Now', async ({ page }) => {
  await page.goto('/packages');
  await expectOneH1InFrame(page, 'Health Check-up Packages');
  await expect(page).toHaveTitle('Health Check-up Packages | Ashraya Multispeciality Hospital');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(6);
  for (const [index, [title, price, id]] of PACKAGES.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/package-single/${id}`);
    await expect(card.getByText(price)).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveCount(5);
    await expect(card.getByRole('link', { name: new RegExp(`^\\+ \\d+ more tests in ${title}$`) })).toBeVisible();
    await expect(card.getByRole('link', { name: /Book Now/ })).toHaveAttribute('href', `/appoinment?package=${id}`);
  }
});

test('a package page lists every test with who it is for and how to prepare', async ({ page }) => {
  await page.goto('/packages');
  const card = page.locator('main article').filter({ hasText: 'Healthy Heart' });
  const more = Number((await card.getByText(/more tests/).innerText()).match(/\d+/)![0]);
  await card.getByRole('link', { name: 'Healthy Heart', exact: true }).click();
  await expect(page).toHaveURL(/\/package-single\/healthy-heart$/);
  await expectOneH1InFrame(page, 'Healthy Heart');
  await expect(page.getByText('₹4,999')).toBeVisible();
  const tests = page.getByRole('region', { name: /Tests included/ }).getByRole('listitem');
  await expect(tests).toHaveCount(5 + more);
  for (const test of ['ECG', '2D echocardiogram (2D echo)', 'Treadmill test (TMT)']) {
    await expect(tests.filter({ hasText: test }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Who it is for' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to prepare' })).toBeVisible();
  await expect(page.getByText(/Fast for 10 to 12 hours/)).toBeVisible();
  await page.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/appoinment\?package=healthy-heart$/);
});

test('an unknown package shows the 404 page', async ({ page }) => {
  await page.goto('/package-single/no-such-package');
  await expectOneH1InFrame(page, 'Oops! Page Not Found!');
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('packages screenshots', async ({ page }) => {
  test.setTimeout(120_000);
  await shoot(page, 'packages', '/packages');
  await shoot(page, 'package-single', '/package-single/womens-wellness');
});
