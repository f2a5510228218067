// A new shell build reaches a visitor who has the old build's worker (shell/worker/sw.ts): the new worker
// waits while any page of the old worker is open, then takes over, keeps the visitor's pages for the new
// build, and no page ever runs files of both builds.
import { cp, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '@hospital/site/server';
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { SITE, ROOT } from '../support/stack';
import { workerKeeps } from './worker';

test.use({ serviceWorkers: 'allow' });

const SHELL = path.join(ROOT, 'shell', 'dist');

/** The shell's entry file named by a build's page. */
const entryOf = (html: string) => /src="(\/static\/js\/main\.[^"]+\.js)"/.exec(html)?.[1] ?? '';

/**
 * A second shell build made from the first: its entry has a new name (and says which build it is), as a real
 * build's changed file would, and its page and worker name that file. Stale compressed twins are dropped.
 */
async function nextBuild(folder: string): Promise<{ entry: string }> {
  await cp(SHELL, folder, { recursive: true });
  const html = await readFile(path.join(folder, 'index.html'), 'utf8');
  const oldEntry = entryOf(html);
  const entry = oldEntry.replace(/\.js$/, 'b.js');
  const code = await readFile(path.join(folder, oldEntry), 'utf8');
  await writeFile(path.join(folder, entry), `self.__shellBuild = 'next';\n${code}`);
  for (const file of ['index.html', 'sw.js']) {
    const text = await readFile(path.join(folder, file), 'utf8');
    await writeFile(path.join(folder, file), text.replaceAll(path.basename(oldEntry), path.basename(entry)));
    for (const twin of ['.br', '.gz']) await rm(path.join(folder, `${file}${twin}`), { force: true });
  }
  return { entry };
}

/** The shell entries a page has loaded: one build's, never two. */
const entriesLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((name) => /^\/static\/js\/main\./.test(name)),
  );

const pageCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('pages-')));
/** Whether a worker of the registration now has none waiting behind it: the waiting one was activated. */
const workerTookOver = async (context: BrowserContext) => {
  const states = await Promise.all(
    context
      .serviceWorkers()
      .map((worker) =>
        worker
          .evaluate(() => (self as unknown as { registration: ServiceWorkerRegistration }).registration.waiting === null)
          .catch(() => false),
      ),
  );
  return states.some(Boolean);
};
const waitingWorker = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

test('a new shell build: its worker waits while a page of the old worker is open, then takes over and keeps the visited pages for the new build', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const temp = await mkdtemp(path.join(tmpdir(), 'shell-next-'));
  // The server reads the shell through a link that a deploy turns at once to the next build: no moment
  // without a server, as behind a real host.
  const live = path.join(temp, 'live');
  const deploy = async (build: string) => {
    await symlink(build, `${live}.next`);
    await rename(`${live}.next`, live);
  };
  let server: FastifyInstance | undefined;
  try {
    const oldEntry = entryOf(await readFile(path.join(SHELL, 'index.html'), 'utf8'));
    const next = await nextBuild(path.join(temp, 'next'));
    await deploy(SHELL);
    server = await createSiteServer({ site: SITE, shell: live });
    await server.listen({ port: 0, host: 'localhost' });
    const origin = `http://localhost:${(server.server.address() as AddressInfo).port}`;

    // The old build: two tabs, its worker in charge, the pages opened kept.
    const first = await context.newPage();
    await first.goto(`${origin}/about`);
    await workerKeeps(first, [`${origin}/about`]);
    await first.goto(`${origin}/contact`);
    await workerKeeps(first, [`${origin}/contact`]);
    const second = await context.newPage();
    await second.goto(`${origin}/doctors`);
    await expect.poll(() => second.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const [oldPages] = await pageCaches(first);
    expect(oldPages).toBeTruthy();

    // The new build goes live. An online load in the first tab brings its worker, which waits: the second
    // tab still shows the old build.
    await deploy(path.join(temp, 'next'));
    await first.goto(`${origin}/blog`);
    await expect.poll(() => waitingWorker(first), { timeout: 30_000 }).toBe(true);
    // That page came from the network and is the new build's, with its files only.
    expect(await entriesLoaded(first)).toEqual([next.entry]);
    await first.goto(`${origin}/about`);
    expect(await waitingWorker(first)).toBe(true);
    expect(await pageCaches(first)).toContain(oldPages);
    // The old tab goes on with the old build's files only, moving inside the live page too.
    await second.getByTestId('site-header').getByRole('link', { name: 'About Us' }).click();
    await expect(second).toHaveURL(/\/about$/);
    await expect(second.locator('main h1').first()).toContainText(/About/);
    expect(await entriesLoaded(second)).toEqual([oldEntry]);
    expect(await second.evaluate(() => '__shellBuild' in self)).toBe(false);

    // Closing the other tab is not enough while this one still shows a page of the old worker: it waits on.
    await second.close();
    await first.goto(`${origin}/packages`);
    expect(await waitingWorker(first)).toBe(true);
    // Once no page of the old worker is open, the next visit is the new worker's, with the old build's pages dropped.
    await first.goto('about:blank');
    // The browser activates it a moment after the last such page is gone; a visit before that would be the
    // old worker's again (a busy machine lost that race).
    await expect.poll(() => workerTookOver(context), { timeout: 30_000 }).toBe(true);
    await first.goto(`${origin}/blog`);
    await expect.poll(() => waitingWorker(first), { timeout: 30_000 }).toBe(false);
    await expect.poll(() => pageCaches(first), { timeout: 30_000 }).not.toContain(oldPages);
    expect(await pageCaches(first)).toHaveLength(1);

    // Offline, a page kept under the old build opens as the new build's, with the new build's files only.
    await context.setOffline(true);
    await first.goto(`${origin}/contact`);
    await expect(first.locator('main h1').first()).toContainText(/Contact/);
    expect(await entriesLoaded(first)).toEqual([next.entry]);
    expect(await first.evaluate(() => (self as unknown as { __shellBuild?: string }).__shellBuild)).toBe('next');
  } finally {
    await context.setOffline(false);
    await server?.close();
    await rm(temp, { recursive: true, force: true });
  }
});
