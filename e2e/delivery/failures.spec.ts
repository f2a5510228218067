import { expect, test } from '../support/test';
import { CONTRACT_VERSION, REMOTE_NAMES } from '@hospital/shared-types';
import { exampleUrl, routesOf } from '../support/routes';
import { expectFramedPage, navigateInPage, readSavedState, seedSavedState, takeRemoteDown, unavailablePanel } from '../support/site';

const line = { id: 'digital-thermometer', title: 'Digital Thermometer', price: 9, qty: 3, proImg: '/t.svg' };

for (const down of REMOTE_NAMES) {
  test(`with ${down} down, the other remotes' pages all work and ${down}'s pages show the panel`, async ({ page }) => {
    test.setTimeout(120_000);
    await seedSavedState(page, {
      cart: { lines: [line] },
      _sliceVersions: { cart: 1 },
      _persist: { version: 1, rehydrated: true },
    });
    await takeRemoteDown(page, down);
    await page.goto('/404');

    // In-page navigation visits every route quickly; the remotes load on first use as in a real visit.
    for (const remote of REMOTE_NAMES) {
      for (const route of routesOf(remote)) {
        await navigateInPage(page, exampleUrl(route.path));
        // The desk (an unlisted route) has no public header by design.
        if (!route.unlisted) await expect(page.getByRole('banner')).toBeVisible();
        if (remote === down) {
          await expect(unavailablePanel(page), route.path).toBeVisible();
        } else {
          await expectFramedPage(page);
          await expect(page.locator(`main [data-remote="${remote}"]`).first(), route.path).toBeVisible();
          await expect(unavailablePanel(page), route.path).toHaveCount(0);
        }
      }
    }
    expect((await readSavedState(page)).cart).toMatchObject({ lines: [expect.objectContaining({ id: line.id, qty: 3 })] });
  });
}

test('a remote that throws while rendering takes down only its own part of the page', async ({ page }) => {
  // A saved cart of a shape the shop cannot render, recorded at the cart's current version (2, so no
  // migration reads it first): its page throws inside the shop's code.
  await seedSavedState(page, {
    cart: { lines: 42 },
    _sliceVersions: { cart: 2 },
    _persist: { version: 1, rehydrated: true },
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/cart');
  await expect(unavailablePanel(page)).toBeVisible();
  await expectFramedPage(page);
  await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a slow remote shows the loading state, then its page, with no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Its first files are slow (every file slowed would add up along the chain past any fair wait).
  await page.route(/\/remotes\/booking\/.*\/(mf-manifest\.json|remoteEntry\.js)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  // Arriving on the page itself shows its prerendered HTML meanwhile; moving there inside the site shows loading.
  await page.goto('/404');
  await navigateInPage(page, '/appoinment');
  await expect(page.getByTestId('remote-loading').first()).toBeVisible();
  await expect(page.locator('[data-remote="booking"] h1')).toBeVisible({ timeout: 30_000 });
  await expect(unavailablePanel(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a remote built against an incompatible contract is refused, naming both versions', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  // Simulates a booking release built against contract 2.0.0.
  await page.route('**/remotes/booking/**/__federation_expose_remote*.js', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(`"${CONTRACT_VERSION}"`, '"2.0.0"');
    await route.fulfill({ response, body });
  });
  await page.goto('/appoinment');
  await expect(unavailablePanel(page)).toBeVisible();
  expect(messages.some((text) => text.includes('"booking"') && text.includes('2.0.0') && text.includes(CONTRACT_VERSION))).toBe(true);
});
