import { expect, test } from '../support/test';

// React DOM announces each renderer to the DevTools hook: two copies of React DOM would inject twice.
const countRenderers = () => {
  const renderers: unknown[] = [];
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
    __renderers: renderers,
  });
};

test('the page holds one React, one store and one toast container while all three remotes are loaded', async ({ page }) => {
  await page.addInitScript(countRenderers);
  await page.goto('/appoinment');
  await expect(page.locator('main h1')).toBeVisible();
  await page.getByRole('link', { name: 'About Us' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: /cart/i })).toBeVisible();
  // Client-side navigation keeps one document: load the other two remotes into it.
  await page.getByRole('link', { name: 'About Us' }).first().click();
  await page.getByRole('link', { name: 'Book An Appointment' }).first().click();
  await expect(page).toHaveURL(/\/appoinment$/);
  await expect(page.locator('main h1')).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length)).toBe(1);
  await expect(page.locator('.Toastify')).toHaveCount(1);

  const reactCopies = await page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> };
      }
    ).__FEDERATION__;
    const loaded: string[] = [];
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [version, share] of Object.entries(packages.react ?? {})) {
          if (share.loaded) loaded.push(`${share.from}@${version}`);
        }
      }
    }
    return [...new Set(loaded)];
  });
  expect(reactCopies).toHaveLength(1);
});
