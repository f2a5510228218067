// With no signal: after one visit, the pages a visitor opened, /emergency-help and the offline page work from
// the service worker (shell/worker/sw.ts). Tests here allow the worker; every other test blocks it
// (playwright.config.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { site } from '@hospital/hospital-data';
import { EMERGENCY_HELP_PATH, OFFLINE_PATH } from '@hospital/shared-types';
import { CHROMIUM_ARGS, chromiumPath } from '@hospital/site/chromium';
import { chromium, expect, test, type Page } from '../support/test';
import { AppointmentFormPage, anyOf, firstFreeDay, patient } from '../booking/appointment-form';
import { controlled, workerKeeps } from './worker';

test.use({ serviceWorkers: 'allow' });

const expectEmergencyNumbers = async (page: Page) => {
  const main = page.locator('main');
  for (const [display, dial] of [
    [site.emergencyDisplay, site.phoneE164],
    [site.ambulanceDisplay, site.ambulanceE164],
    [site.publicAmbulance, site.publicAmbulance],
  ]) {
    await expect(main.getByRole('link', { name: `Call ${display}` })).toHaveAttribute('href', `tel:${dial}`);
  }
};

test('after one visit, visited pages and /emergency-help open with no network; any other address shows the offline page', async ({
  rawPage: page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/about');
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 30_000 });
  await workerKeeps(page, ['/about', EMERGENCY_HELP_PATH, OFFLINE_PATH]);
  // A page opened inside the live page, with no document request: the page asks the worker to keep it.
  await page.locator('footer a[href="/contact"]').first().click();
  await expect(page).toHaveURL('/contact');
  await workerKeeps(page, ['/contact']);

  await context.setOffline(true);
  for (const [address, heading] of [
    ['/about', /About/],
    ['/contact', /Contact/],
  ] as const) {
    await page.goto(address);
    await expect(page.locator('main h1').first()).toContainText(heading);
    await expect(page.getByRole('link', { name: `24/7 Emergency: ${site.emergencyDisplay}` })).toHaveAttribute(
      'href',
      `tel:${site.phoneE164}`,
    );
  }

  await page.goto(EMERGENCY_HELP_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency help' })).toBeVisible();
  await expectEmergencyNumbers(page);
  // Not replaced by an "unavailable" panel when the live page cannot load its code.
  await page.waitForTimeout(1_500);
  await expectEmergencyNumbers(page);

  const fallback = await page.goto('/packages');
  await expect(page).toHaveURL('/packages');
  // The worker's answer keeps the saved page's policy.
  expect(fallback?.headers()['content-security-policy']).toContain("default-src 'self'");
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(main.getByRole('link', { name: `Call ${site.emergencyDisplay}` })).toHaveAttribute('href', `tel:${site.phoneE164}`);
  await expect(main.getByRole('link', { name: `Call ${site.publicEmergency}` })).toHaveAttribute('href', `tel:${site.publicEmergency}`);
  await main.getByRole('link', { name: 'Emergency help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency help' })).toBeVisible();

  await context.setOffline(false);
  // Back online, the real page. The worker's own fetches may see the network a moment after the page does
  // (one CI run's first load still got the offline page), so the load is tried again for a few seconds.
  await expect(async () => {
    await page.goto('/packages');
    await expect(page.locator('main h1').first()).not.toHaveText('You are offline', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(await controlled(page)).toBe(true);
});

test('a Telugu visitor with no signal gets the Telugu addresses of the emergency help and offline pages', async ({
  rawPage: page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/te/about');
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 30_000 });
  await workerKeeps(page, ['/te/emergency-help', '/te/offline', '/hi/emergency-help', EMERGENCY_HELP_PATH]);
  await context.setOffline(true);

  await page.goto('/te/emergency-help');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.locator(`main a[href="tel:${site.phoneE164}"]`).first()).toBeVisible();

  await page.goto('/te/packages');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.locator(`main a[href="tel:${site.publicEmergency}"]`).first()).toBeVisible();
  await context.setOffline(false);
});

test('the offline page reads without JavaScript', async ({ browser }) => {
  // The page as the server renders it (what the worker keeps).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(OFFLINE_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Call ${site.emergencyDisplay}` })).toHaveAttribute('href', `tel:${site.phoneE164}`);
  await expect(page.getByRole('link', { name: 'Emergency help' }).last()).toHaveAttribute('href', EMERGENCY_HELP_PATH);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await context.close();
});

test('the booking form offline says it cannot send, sends nothing and keeps what was typed', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  await workerKeeps(page, ['/appoinment']);
  const who = patient();
  const day = await firstFreeDay(request, who.service);
  const filled = { ...who, date: day.date, time: anyOf(day.times) };
  await form.fill(filled);
  await form.payButton('Pay at Hospital').click();

  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/appointments') && r.method() === 'POST') sent.push(r.url());
  });
  await context.setOffline(true);
  await form.submit.click();
  const alert = form.form.getByRole('alert');
  await expect(alert).toContainText('You are offline, so this request cannot be sent');
  await expect(alert).toContainText('Nothing has been sent or saved to send later');
  await form.expectValues(filled);
  await expect(form.payButton('Pay at Hospital')).toHaveAttribute('aria-pressed', 'true');
  expect(sent).toEqual([]);
  await context.setOffline(false);
});

test('the site can be installed: Chromium finds no installability error in its manifest and worker', async ({ baseURL }) => {
  // Chromium never offers to install from a throwaway (incognito) profile: use a profile on disk, as a phone would.
  const profile = await mkdtemp(path.join(tmpdir(), 'install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS],
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // What Lighthouse's installable-manifest audit asked the browser: the parsed manifest and the installability errors.
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown> & { icons?: unknown[] };
    expect(parsed).toMatchObject({
      name: site.name,
      short_name: site.shortName,
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b5cab',
    });
    for (const size of ['192x192', '512x512']) {
      expect(parsed.icons).toContainEqual(expect.objectContaining({ sizes: size, type: 'image/png', purpose: 'any' }));
      expect(parsed.icons).toContainEqual(expect.objectContaining({ sizes: size, type: 'image/png', purpose: 'maskable' }));
    }
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId), {
        timeout: 20_000,
      })
      .toEqual([]);
    const served = await page.request.get('/manifest.webmanifest');
    expect(served.headers()['content-type']).toContain('application/manifest+json');
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
