import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/test';
import { ops } from '../support/stack';
import { contentRelease, copyOfLiveContent } from './live-copy';

// Starts a canary of the content remote at 1 % (bucket 0 only) and puts this spec's visitor in bucket 0. It runs
// after every other spec (its own Playwright project), so no other spec's visitor can meet the broken canary.
test.describe.configure({ mode: 'serial' });

const IN_CANARY = 0;
const ON_LIVE = 50;

/** The live content release copied as a new build whose About page code throws in the browser. */
async function brokenAboutPage(): Promise<string> {
  const build = await copyOfLiveContent();
  const groups = JSON.parse(await readFile(path.join(build, 'chunk-groups.json'), 'utf8')) as Record<string, string[]>;
  const about =
    Object.entries(groups)
      .find(([key]) => key.endsWith('/AboutPage'))?.[1]
      .filter((file) => file.endsWith('.js')) ?? [];
  expect(about.length).toBeGreaterThan(0);
  for (const file of about) {
    const text = await readFile(path.join(build, file), 'utf8');
    await writeFile(path.join(build, file), `throw new Error('a broken canary');\n${text}`);
    // Its compressed twins would be served in its place.
    for (const twin of ['.br', '.gz']) await rm(path.join(build, `${file}${twin}`), { force: true });
  }
  return build;
}

/** The content remote's canary as the release command reports it (null when none runs). */
const canaryOfContent = async () =>
  (JSON.parse((await ops('releases', '--json')).stdout) as Array<{ remote: string; canary: unknown }>).find(
    (remote) => remote.remote === 'content',
  )?.canary;

test('a canary whose page throws in the browser is ended by itself, and its visitor gets the live release next', async ({
  rawPage: page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const origin = test.info().project.use.baseURL as string;
  const live = contentRelease((await request.get('/about')).headers());
  const version = `9.0.0-broken.${Date.now()}`;
  const started = await ops(
    'release',
    'content',
    '--version',
    version,
    '--from',
    await brokenAboutPage(),
    '--canary',
    '1',
    '--why',
    'broken on purpose',
  );
  expect(started.code, started.stderr).toBe(0);
  const canary = (
    JSON.parse((await ops('releases', '--json')).stdout) as Array<{ remote: string; canary: { release: string } | null }>
  ).find((remote) => remote.remote === 'content')?.canary?.release;
  expect(canary).toContain(version);
  const startedAt = Date.now();

  await context.addCookies([{ name: 'release_bucket', value: String(IN_CANARY), url: origin }]);
  // The visitor's pages: rendered with the canary, its About page failing in the browser (a beacon each), until the
  // canary is ended (its figures are judged on a timer, so the visit it ends after depends on the machine's speed).
  // (The raw page: a broken page never goes live, which the suite's page would wait for.)
  let canaryVisits = 0;
  for (let visit = 0; visit < 40; visit += 1) {
    const beacon = page
      .waitForRequest((sent) => sent.url().endsWith('/api/site/beacon') && sent.method() === 'POST', { timeout: 30_000 })
      .catch(() => null);
    const answer = await page.goto('/about');
    const release = contentRelease(answer!.headers());
    if (release === live) break;
    expect(release).toBe(canary);
    canaryVisits += 1;
    const sent = await beacon;
    // Ended between this page's render and its map: the browser got the live release, which works.
    if (!sent && (await canaryOfContent()) === null) break;
    expect(JSON.parse(sent?.postData() ?? '{}')).toMatchObject({ remote: 'content', release: canary, route: '/about' });
    // Live visitors meanwhile, over the same minutes.
    for (let other = 0; other < 2; other += 1) await request.get('/about', { headers: { cookie: `release_bucket=${ON_LIVE}` } });
  }
  // No canary is judged on fewer visits than the rule's smallest sample (CANARY_MIN_VISITS, 10 in the suite).
  expect(canaryVisits).toBeGreaterThanOrEqual(10);

  await expect.poll(canaryOfContent, { timeout: 60_000 }).toBeNull();
  test.info().annotations.push({ type: 'broken canary ended by itself after', description: `${Date.now() - startedAt} ms` });

  const history = JSON.parse((await ops('releases', '--history', '--json')).stdout) as Array<{
    remote: string;
    kind: string;
    from: string;
    to: string;
    figures?: { canary: { failures: number } };
  }>;
  expect(history.filter((entry) => entry.remote === 'content').at(-1)).toMatchObject({ kind: 'canary-ended', from: canary, to: live });

  // The same visitor's next page: the live release, working.
  const next = await page.goto('/about');
  expect(contentRelease(next!.headers())).toBe(live);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
