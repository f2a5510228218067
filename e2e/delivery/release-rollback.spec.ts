import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { fingerprint, ops, ROOT, SITE } from '../support/stack';

// Changes what is live for booking: the other e2e files only need booking to work, which it does throughout.
test.describe.configure({ mode: 'serial' });

const liveBookingRelease = async (page: Page) => {
  const marked = page.locator('[data-booking-release]').first();
  await expect(marked).toBeVisible();
  return marked.getAttribute('data-booking-release');
};

test('a new booking release goes live on the next load and rolls back, touching nothing else', async ({ page }) => {
  test.setTimeout(180_000);
  const untouched = () =>
    fingerprint(path.join(ROOT, 'shell/dist'), path.join(SITE, 'releases/content'), path.join(SITE, 'releases/shop'));
  const before = await untouched();
  const bookingBefore = await fingerprint(path.join(SITE, 'releases/booking'));

  await page.goto('/appoinment');
  const first = await liveBookingRelease(page);

  const version = `1.0.1-e2e.${Date.now()}`;
  const released = await ops('release', 'booking', '--version', version);
  expect(released.code, released.stderr).toBe(0);
  await page.reload();
  const second = await liveBookingRelease(page);
  expect(second).not.toBe(first);
  expect(second).toContain(version);

  const again = await ops('release', 'booking', '--version', version);
  expect(again.code).not.toBe(0);
  expect(again.stderr).toContain('already published');

  const started = Date.now();
  const rolledBack = await ops('rollback', 'booking');
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  await page.reload();
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
