import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { fingerprint, ops, ROOT, SITE } from '../support/stack';
import { readSavedState } from '../support/site';
import { BP, OXIMETER, addFromShop, openShop, toast } from '../shop/shop-pages';
import { controlled, workerKeeps } from '../offline/worker';

// Changes what is live for booking and shop: the other e2e files only need both to work, which they do
// throughout. Serial, so two releases never edit the deployment map at once.
test.describe.configure({ mode: 'serial' });

const liveBookingRelease = async (page: Page) => {
  const marked = page.locator('[data-booking-release]').first();
  await expect(marked).toBeVisible();
  return marked.getAttribute('data-booking-release');
};

test('a new booking release goes live on the next load and rolls back, touching nothing else', async ({ page }) => {
  test.setTimeout(180_000);
  const untouched = () => fingerprint(path.join(ROOT, 'shell/dist'), path.join(SITE, 'releases/content'), path.join(SITE, 'releases/shop'));
  const before = await untouched();
  const bookingBefore = await fingerprint(path.join(SITE, 'releases/booking'));

  await page.goto('/appoinment');
  const first = await liveBookingRelease(page);

  const version = `1.0.1-e2e.${Date.now()}`;
  const released = await ops('release', 'booking', '--version', version);
  expect(released.code, released.stderr).toBe(0);
  const reloaded = await page.reload();
  // The page says which releases made it.
  expect(reloaded?.headers()['x-releases']).toMatch(
    new RegExp(`^content=[^;]+; booking=${version.replace(/\./g, '\\.')}_[0-9TZ]+; shop=[^;]+; shell=[0-9a-f]{12}$`),
  );
  const second = await liveBookingRelease(page);
  expect(second).not.toBe(first);
  expect(second).toContain(version);

  const again = await ops('release', 'booking', '--version', version);
  expect(again.code).not.toBe(0);
  expect(again.stderr).toContain('already published');

  const started = Date.now();
  const rolledBack = await ops('rollback', 'booking');
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  const rolled = await page.reload();
  expect(rolled?.headers()['x-releases']).not.toContain(version);
  expect(await liveBookingRelease(page)).toBe(first);
  test.info().annotations.push({ type: 'rollback reaches the next visitor in', description: `${Date.now() - started} ms` });

  expect(await untouched()).toEqual(before);
  // The first booking release is byte-identical too; only a new folder was added beside it.
  const bookingAfter = await fingerprint(path.join(SITE, 'releases/booking'));
  for (const [file, hash] of Object.entries(bookingBefore)) expect(bookingAfter[file]).toBe(hash);
  expect((await readdir(path.join(SITE, 'releases/booking'))).length).toBe(2);

  const status = JSON.parse((await ops('releases', '--json')).stdout) as Array<{
    remote: string;
    live: string;
    manifestAnswers: boolean;
    releases: unknown[];
  }>;
  expect(status.find((remote) => remote.remote === 'booking')).toMatchObject({ live: first, manifestAnswers: true });
});

test('an unknown remote or release is refused with a clear message and nothing changes', async () => {
  const readMap = () => readFile(path.join(SITE, 'remotes.json'), 'utf8');
  const mapBefore = await readMap();
  const unknownRemote = await ops('rollback', 'billing');
  expect(unknownRemote.code).not.toBe(0);
  expect(unknownRemote.stderr).toContain('Unknown remote "billing"');
  const unknownRelease = await ops('rollback', 'shop', '0.0.1_nope');
  expect(unknownRelease.code).not.toBe(0);
  expect(unknownRelease.stderr).toContain('no release "0.0.1_nope"');
  expect(await readMap()).toBe(mapBefore);
});

/** Where the live shop release's files are: the folder of its manifest in the deployment map. */
const liveShopFolder = async () => {
  const map = JSON.parse(await readFile(path.join(SITE, 'remotes.json'), 'utf8')) as Record<string, string>;
  return map.shop!.replace(/mf-manifest\.json$/, '');
};

/** The cart's pictures: each from the given release folder, and each drawn (not a broken image). */
async function expectCartPictures(page: Page, folder: string) {
  await page.goto('/cart');
  const pictures = page.getByRole('table', { name: 'Items in your cart' }).locator('img');
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    expect(new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)).pathname).toMatch(
      new RegExp(`^${folder}`),
    );
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
}

test('a cart saved under one shop release shows its pictures after a newer release and after a rollback', async ({ page }) => {
  test.setTimeout(240_000);
  const first = await liveShopFolder();
  await openShop(page);
  await addFromShop(page, BP.title);
  await addFromShop(page, OXIMETER.title);
  await page.getByRole('button', { name: `Wishlist ${BP.title}` }).click();
  await expect(toast(page, 'Item Added to Wishlist')).toBeVisible();
  // What is saved names products, never the files of the release that was live.
  const saved = JSON.stringify(await readSavedState(page));
  expect(saved).toContain(BP.title);
  expect(saved).not.toContain('/remotes/');
  expect(saved).not.toMatch(/\.svg/);
  await expectCartPictures(page, first);

  const released = await ops('release', 'shop', '--version', `1.0.1-e2e.${Date.now()}`);
  expect(released.code, released.stderr).toBe(0);
  const second = await liveShopFolder();
  expect(second).not.toBe(first);
  await expectCartPictures(page, second);

  const rolledBack = await ops('rollback', 'shop');
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  expect(await liveShopFolder()).toBe(first);
  await expectCartPictures(page, first);
  await page.goto('/wishlist');
  await expect(page.getByRole('row').filter({ hasText: BP.title }).locator('img')).toHaveAttribute('src', new RegExp(first));
});

test('with the service worker installed, a release and a rollback are in effect on the next online load', async ({ browser }) => {
  test.setTimeout(180_000);
  // Every other test blocks the worker (playwright.config.ts); this one is a visitor who has it.
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  const live = () => expect(page.locator('html[data-live]')).toBeAttached({ timeout: 30_000 });
  try {
    await page.goto('/appoinment');
    await live();
    const first = await liveBookingRelease(page);
    await workerKeeps(page, ['/appoinment', '/remotes.json']);

    const version = `1.0.2-e2e.${Date.now()}`;
    const released = await ops('release', 'booking', '--version', version);
    expect(released.code, released.stderr).toBe(0);
    await page.reload();
    await live();
    expect(await controlled(page)).toBe(true);
    expect(await liveBookingRelease(page)).toContain(version);

    const rolledBack = await ops('rollback', 'booking', first ?? '');
    expect(rolledBack.code, rolledBack.stderr).toBe(0);
    await page.reload();
    await live();
    expect(await controlled(page)).toBe(true);
    expect(await liveBookingRelease(page)).toBe(first);
  } finally {
    await context.close();
  }
});
