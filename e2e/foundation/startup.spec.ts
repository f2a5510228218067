import { expect, test } from '../support/test';

const HINT = '//# allFunctionsCalledOnLoad';

test('each remote is loaded by its entry script, its manifest never asked for', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/appoinment');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A move to a page of another remote loads that one too.
  await page.getByRole('link', { name: 'About Us' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

  for (const remote of ['booking', 'content']) {
    expect(
      asked.some((path) => new RegExp(`^/remotes/${remote}/[^/]+/remoteEntry\\.js$`).test(path)),
      remote,
    ).toBe(true);
  }
  expect(asked.filter((path) => path.endsWith('mf-manifest.json'))).toEqual([]);
});

test('the shell entry and React DOM, whose code nearly all runs at start, ask V8 to compile them at once; no other script does', async ({
  page,
  request,
}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const hinted: string[] = [];
  for (const path of scripts) {
    const body = await (await request.get(path)).text();
    if (body.startsWith(`${HINT}\n`)) hinted.push(body.includes('hydrateRoot') ? 'react-dom' : path.replace(/\.[0-9a-f]+\.js$/, '.js'));
  }
  expect(hinted.sort()).toEqual(['/static/js/main.js', 'react-dom']);
});
