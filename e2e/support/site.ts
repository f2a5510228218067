import { expect, expectLive, type Page } from './test';
import { isUnlistedAddress } from './routes';

/**
 * The shell's frame around every page: banner, main landmark, footer. The desk is a workplace, not a public page:
 * its main landmark and heading, and none of the public frame.
 */
export async function expectFramedPage(page: Page) {
  if (isUnlistedAddress(new URL(page.url()).pathname)) {
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    return;
  }
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
}

export const unavailablePanel = (page: Page) => page.getByTestId('remote-unavailable');

/** Makes every file of one remote unreachable, as when its host is down. */
export async function takeRemoteDown(page: Page, remote: 'content' | 'booking' | 'shop') {
  await page.route(`**/remotes/${remote}/**`, (route) => route.abort('connectionrefused'));
}

export async function bringRemoteBack(page: Page, remote: 'content' | 'booking' | 'shop') {
  await page.unroute(`**/remotes/${remote}/**`);
}

export const PERSIST_KEY = 'persist:root';

/**
 * Writes the store's saved state the way redux-persist does: each key's value JSON-encoded again.
 * It is written from the site's robots.txt, where no app runs: a live page could still be between
 * reading its saved state and writing it back, and would write over ours (seen in CI under load).
 */
export async function seedSavedState(page: Page, state: Record<string, unknown>) {
  await page.goto('/robots.txt');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [PERSIST_KEY, JSON.stringify(Object.fromEntries(Object.entries(state).map(([k, v]) => [k, JSON.stringify(v)])))],
  );
}

export async function readSavedState(page: Page): Promise<Record<string, unknown>> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), PERSIST_KEY);
  const outer = JSON.parse(raw ?? '{}') as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([k, v]) => [k, JSON.parse(v)]));
}

/** Navigates inside the running page, as a click on a link would: no reload, the same document. */
export async function navigateInPage(page: Page, url: string) {
  // The router hears the move only once the live page has taken over: before, a popstate goes unheard.
  await expectLive(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}
