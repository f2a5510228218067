import { test, expect } from '../support/test';
import { expectOneH1InFrame } from './home-helpers';
import { shoot } from './team-helpers';

// The shared test machine is often slow to serve a fresh stack's chunks.
test.describe.configure({ timeout: 90_000 });

const SITE = 'Ashraya Multispeciality Hospital';
const SLUGS = [
  'dr-srinivas-reddy',
  'dr-lakshmi-priya-nair',
  'dr-mohammed-imran-ali',
  'dr-karthik-varma',
  'dr-sneha-kulkarni',
  'dr-venkatesh-iyer',
];

test('/team shows Our Doctors with six cards to their pages, then the visiting consultants, and an All Doctors button', async ({
  page,
}) => {
  await page.goto('/team');
  await expectOneH1InFrame(page, 'Our Doctors');
  await expect(page).toHaveTitle(`Our Doctors | ${SITE}`);
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(8);
  const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.slice(0, 6)).toEqual(SLUGS.map((slug) => `/team-single/${slug}`));
  const visiting = page.getByRole('list', { name: 'Visiting consultants' });
  await expect(visiting.getByRole('article')).toHaveCount(2);
  expect(hrefs.slice(6)).toEqual(['/team-single/dr-anitha-raghavan', '/team-single/dr-prakash-naidu']);
  await expect(page.getByRole('link', { name: 'All Doctors' })).toHaveAttribute('href', '/team');
  await cards.getByRole('link', { name: 'Dr. Karthik Varma' }).click();
  await expect(page).toHaveURL(/\/team-single\/dr-karthik-varma$/);
  await expectOneH1InFrame(page, 'Dr. Karthik Varma');
});

test('a doctor page shows every section of the profile and leads to booking', async ({ page }) => {
  await page.goto('/team-single/dr-srinivas-reddy');
  await expectOneH1InFrame(page, 'Dr. Srinivas Reddy');
  await expect(page).toHaveTitle(new RegExp(`^Dr. Srinivas Reddy, Founder & Medical Director.* \\| ${SITE}$`));
  const facts = page.getByRole('complementary', { name: /at a glance/ });
  for (const term of ['Position', 'Qualification', 'Experience', 'Specialization']) {
    await expect(facts.getByText(term, { exact: true })).toBeVisible();
  }
  await expect(facts.getByText('15+ years')).toBeVisible();
  for (const heading of ['About Dr. Srinivas Reddy', 'Services', 'Why Choose Dr. Srinivas Reddy', 'Leadership']) {
    await expect(page.locator('main').getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(facts.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/appoinment?doctor=dr-srinivas-reddy');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await expect(crumbs).toHaveText(['Home', 'Doctors']);
});

test('optional sections are left out when a doctor has none', async ({ page }) => {
  await page.goto('/team-single/dr-sneha-kulkarni');
  await expectOneH1InFrame(page, 'Dr. Sneha Kulkarni');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
  await expect(main.getByRole('heading', { name: /Why Choose/ })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Leadership' })).toHaveCount(0);
});

test('an unknown doctor shows Team member not found with a way back to the team', async ({ page }) => {
  await page.goto('/team-single/dr-no-such-person');
  await expectOneH1InFrame(page, 'Team member not found');
  await page.locator('main').getByRole('link', { name: 'Back to our doctors' }).click();
  await expect(page).toHaveURL(/\/team$/);
});

test('in Telugu and Hindi a doctor is headed in the language’s script, the Latin name kept under it', async ({ page }) => {
  await page.goto('/te/team-single/dr-srinivas-reddy');
  await expectOneH1InFrame(page, 'డా. శ్రీనివాస్ రెడ్డి');
  const h1 = page.getByRole('heading', { level: 1 });
  // The record's name, in English, right under the heading.
  const latin = page.locator('h1 + p[lang="en"]');
  await expect(latin).toHaveText('Dr. Srinivas Reddy');
  expect((await latin.boundingBox())?.y ?? 0).toBeGreaterThan((await h1.boundingBox())?.y ?? Infinity);
  await expect(page.locator('main').getByRole('heading', { level: 2, name: 'డా. శ్రీనివాస్ రెడ్డి గురించి' })).toBeVisible();
  await expect(page.locator('main').getByRole('heading', { name: /Srinivas/ })).toHaveCount(0);

  await page.goto('/hi/team');
  const card = page.locator('main article').filter({ has: page.getByRole('heading', { level: 3, name: 'डॉ. कार्तिक वर्मा' }) });
  await expect(card.locator('p[lang="en"]')).toHaveText('Dr. Karthik Varma');
  await expect(page.locator('main').getByRole('heading', { level: 3, name: /^Dr\. / })).toHaveCount(0);
  await card.getByRole('link', { name: 'डॉ. कार्तिक वर्मा' }).click();
  await expect(page).toHaveURL(/\/hi\/team-single\/dr-karthik-varma$/);
  await expectOneH1InFrame(page, 'डॉ. कार्तिक वर्मा');
});

test('team screenshots', async ({ page }) => {
  test.setTimeout(120_000);
  await shoot(page, 'team', '/team');
  await shoot(page, 'team-single', '/team-single/dr-srinivas-reddy');
});
