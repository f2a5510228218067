// The real site server under the requests an attacker, a link checker or a broken client sends.
import { readdir, readFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { NOT_FOUND_PATH } from '@hospital/shared-types';
import { expect, test } from '../support/test';
import { allRoutes, exampleUrl } from '../support/routes';
import { ROOT, SITE } from '../support/stack';

test('another site cannot frame the booking form', async ({ page, baseURL, cspViolations }) => {
  // A page of another origin, served by the browser itself: nothing leaves this machine.
  await page.route('http://framing.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<h1>Win a prize</h1><iframe src="${baseURL}/appoinment" width="800" height="600"></iframe>`,
    }),
  );
  await page.goto('http://framing.example/');
  await expect(page.getByRole('heading', { name: 'Win a prize' })).toBeVisible();
  // The frame holds Chromium's error page, not the form.
  await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
  const framed = page.frameLocator('iframe');
  await expect(framed.locator('form')).toHaveCount(0);
  await expect(framed.getByRole('button', { name: /book/i })).toHaveCount(0);
  // Chromium may also report the refusal as a violation of the framed page's policy: that one is the point.
  cspViolations.splice(0, cspViolations.length, ...cspViolations.filter((text) => !text.includes('frame-ancestors')));
});

test('a person who follows a broken address gets a page that says so and leads home', async ({ page }) => {
  const broken = await page.goto('/blog-single/%E0%A4%A');
  expect(broken?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This request could not be answered');
  await expect(page.getByRole('link', { name: /\+91/ })).toHaveAttribute('href', /^tel:/);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');

  const missing = await page.goto('/static/js/no-such-file.js');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

/** A GET with exactly these headers: fetch and Playwright's request both add an Accept of their own. */
const bareGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(url, { headers }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers }));
      })
      .on('error', reject);
  });

test('every page address answers with its page to Accept */* and to no Accept at all', async ({ request, baseURL }) => {
  for (const route of allRoutes) {
    const address = exampleUrl(route.path);
    // The not-found page's own address is not found either (docs/product-rules.md#page-not-found).
    const status = route.path === NOT_FOUND_PATH ? 404 : 200;
    for (const headers of [{ accept: '*/*' }, {}] as Array<Record<string, string>>) {
      const answer = await bareGet(`${baseURL}${address}`, headers);
      expect([address, headers.accept, answer.status]).toEqual([address, headers.accept, status]);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  }
  for (const file of ['/static/js/missing.js', '/remotes/booking/missing/mf-manifest.json', '/.env', '/remotes/booking/.staging/x.js']) {
    expect([file, (await request.get(file, { headers: { accept: '*/*' } })).status()]).toEqual([file, 404]);
  }
});

/** Every file under a folder, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) found.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
  }
  return found;
}

const TYPES: Record<string, RegExp> = {
  '.js': /^(text|application)\/javascript; charset=utf-8$/,
  '.css': /^text\/css; charset=utf-8$/,
  '.json': /^application\/json; charset=utf-8$/,
  '.html': /^text\/html; charset=utf-8$/,
  '.svg': /^image\/svg\+xml$/,
  '.webp': /^image\/webp$/,
  '.avif': /^image\/avif$/,
  '.png': /^image\/png$/,
  '.jpg': /^image\/jpeg$/,
  '.woff2': /^font\/woff2$/,
  '.txt': /^text\/plain; charset=utf-8$/,
  '.webmanifest': /^application\/manifest\+json/,
};

test('every file of the shell and of the live releases is served with its own type, and nosniff', async ({ request }) => {
  test.setTimeout(120_000);
  const map = JSON.parse(await readFile(path.join(SITE, 'remotes.json'), 'utf8')) as Record<string, string>;
  const addresses = (await filesUnder(path.join(ROOT, 'shell/dist'))).map((file) => `/${file}`);
  for (const manifest of Object.values(map)) {
    const folder = path.dirname(manifest);
    addresses.push(...(await filesUnder(path.join(SITE, 'releases', folder.replace('/remotes/', '')))).map((file) => `${folder}/${file}`));
  }
  // A build's server container (server/) is the site server's code to run: never sent, in any build.
  const serverCode = addresses.filter((address) => /^(\/remotes\/[^/]+\/[^/]+)?\/server\//.test(address));
  expect(serverCode.length).toBeGreaterThan(4);
  for (const address of serverCode) expect([address, (await request.get(address)).status()]).toEqual([address, 404]);
  addresses.splice(0, addresses.length, ...addresses.filter((address) => !serverCode.includes(address)));
  expect(addresses.length).toBeGreaterThan(50);
  // A .br or .gz twin is another encoding of the file beside it: it is served under the file's own address.
  const twins = addresses.filter((address) => /\.(br|gz)$/.test(address));
  expect(twins.length).toBeGreaterThan(50);
  const unknown: string[] = [];
  for (const address of addresses.filter((address) => !twins.includes(address))) {
    const answer = await request.get(address);
    expect([address, answer.status()]).toEqual([address, 200]);
    expect([address, answer.headers()['x-content-type-options']]).toEqual([address, 'nosniff']);
    const expected = TYPES[path.extname(address)];
    if (!expected) unknown.push(address);
    else expect([address, answer.headers()['content-type']]).toEqual([address, expect.stringMatching(expected)]);
    if (twins.includes(`${address}.br`)) expect([address, answer.headers()['content-encoding']]).toEqual([address, 'br']);
  }
  expect(unknown, 'files of a kind this test does not know yet: add their type').toEqual([]);
});
