import { expect, expectLive, test } from '../support/test';
import { ops } from '../support/stack';
import { contentRelease, copyOfLiveContent } from './live-copy';

// A healthy canary of the content remote (a copy of the live release) at 30 %: new visitors split near that
// share, and a visitor in the canary keeps it, in the server's render and in what the browser loads, page after page.
test.describe.configure({ mode: 'serial' });

const SHARE = 30;
const NEW_VISITORS = 100;

const bucketOf = (headers: Record<string, string>) => /release_bucket=(\d+)/.exec(headers['set-cookie'] ?? '')?.[1];

test('new visitors split near the share, and one visitor keeps one release through ten pages', async ({ page, context, playwright }) => {
  test.setTimeout(240_000);
  const origin = test.info().project.use.baseURL as string;
  const started = await ops(
    'release',
    'content',
    '--version',
    `9.2.0-share.${Date.now()}`,
    '--from',
    await copyOfLiveContent(),
    '--canary',
    String(SHARE),
    '--why',
    'share test',
  );
  expect(started.code, started.stderr).toBe(0);
  try {
    const status = JSON.parse((await ops('releases', '--json')).stdout) as Array<{
      remote: string;
      live: string;
      canary: { release: string; percent: number } | null;
    }>;
    const content = status.find((remote) => remote.remote === 'content')!;
    expect(content.canary?.percent).toBe(SHARE);
    const canary = content.canary!.release;

    // Each new visitor: no cookie, a bucket given with the first page.
    const canaryBuckets: string[] = [];
    for (let visitor = 0; visitor < NEW_VISITORS; visitor += 1) {
      const fresh = await playwright.request.newContext({ baseURL: origin });
      const answer = await fresh.get('/about');
      const release = contentRelease(answer.headers());
      expect([content.live, canary]).toContain(release);
      const bucket = bucketOf(answer.headers());
      expect(bucket, 'a new visitor is given a bucket while a canary runs').toBeDefined();
      if (release === canary) canaryBuckets.push(bucket!);
      await fresh.dispose();
    }
    // Binomial(100, 0.3): mean 30, standard deviation 4.6; 12 to 48 leaves out less than 1 in 10,000 runs.
    test.info().annotations.push({ type: 'new visitors in the canary', description: `${canaryBuckets.length} of ${NEW_VISITORS}` });
    expect(canaryBuckets.length).toBeGreaterThanOrEqual(12);
    expect(canaryBuckets.length).toBeLessThanOrEqual(48);

    // One of them, in a browser: ten pages, by address, by link and by reload.
    await context.addCookies([{ name: 'release_bucket', value: canaryBuckets[0]!, url: origin }]);
    const loaded = new Set<string>();
    page.on('request', (sent) => {
      const folder = /\/remotes\/content\/([^/]+)\//.exec(new URL(sent.url()).pathname)?.[1];
      if (folder) loaded.add(folder);
    });
    const rendered: Array<string | undefined> = [];
    const visit = async (address: string) => rendered.push(contentRelease((await page.goto(address))!.headers()));
    await visit('/');
    await visit('/about');
    for (const address of ['/services', '/team', '/packages', '/blog', '/contact']) {
      // In place: the browser loads the page's code from the release its map names.
      await page.locator(`a[href="${address}"]:visible`).first().click({ timeout: 15_000 });
      await expect(page).toHaveURL(new RegExp(`${address}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await visit('/department');
    rendered.push(contentRelease((await page.reload())!.headers()));
    await visit('/emergency-help');
    await expectLive(page);
    expect(rendered).toEqual(Array(rendered.length).fill(canary));
    expect([...loaded]).toEqual([canary]);
  } finally {
    expect((await ops('rollback', 'content')).code).toBe(0);
  }
});
