import { site } from '@hospital/hospital-data';
import { EMERGENCY_HELP_PATH } from '@hospital/shared-types';
import { expect, test } from '../support/test';

test('/emergency-help gives the numbers to call, the way in, what to bring and the pharmacy hours', async ({ page }) => {
  await page.goto(EMERGENCY_HELP_PATH);
  await expect(page).toHaveTitle(`Emergency help | ${site.name}`);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Emergency help' })).toBeVisible();
  for (const [display, dial] of [
    [site.emergencyDisplay, site.phoneE164],
    [site.ambulanceDisplay, site.ambulanceE164],
    [site.publicAmbulance, site.publicAmbulance],
  ]) {
    await expect(main.getByRole('link', { name: `Call ${display}` })).toHaveAttribute('href', `tel:${dial}`);
  }
  await expect(main.getByText(site.address.street, { exact: false })).toBeVisible();
  await expect(main.getByRole('link', { name: /Directions in your maps app/ })).toHaveAttribute('href', site.mapUrl);
  const map = main.getByRole('img', { name: /Sketch map/ });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  expect(await map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(main.getByRole('heading', { name: 'What to bring' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Pharmacy' })).toContainText(`open ${site.openingHours.pharmacy}`);
});

test('the emergency page is readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(EMERGENCY_HELP_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency help' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Call ${site.emergencyDisplay}` })).toHaveAttribute('href', `tel:${site.phoneE164}`);
  await expect(page.getByRole('link', { name: `Call ${site.ambulanceDisplay}` })).toBeVisible();
  await context.close();
});

test('the header, the footer and the 404 page lead to emergency help', async ({ page }) => {
  await page.goto('/about');
  // The first one is the header's top line, beside the emergency number.
  await page.getByRole('link', { name: 'Emergency help', exact: true }).first().click();
  await expect(page).toHaveURL(EMERGENCY_HELP_PATH);
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Emergency help' }).click();
  await expect(page).toHaveURL(EMERGENCY_HELP_PATH);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found!' })).toBeVisible();
  await page.locator('main').getByRole('link', { name: 'emergency help' }).click();
  await expect(page).toHaveURL(EMERGENCY_HELP_PATH);
});
