// Visitors over real HTTP while a canary of the content remote runs for 30 % of them: new visitors split near
// the share, and one visitor keeps one release, in the page, its header and the map the browser loads.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PageRenderer } from '../render/pages';
import { writeCanaries } from '../releases/canary-record';
import { createSiteServer } from '../server/server';
import { writeRouteLists } from '../test/declared-routes';
import { FAKE_RENDERER, testSite, writeRelease, type TestSite } from '../test/render-site';
import { BUCKET_COOKIE, inCanary } from './visitor-releases';

jest.setTimeout(60_000);

let fixture: TestSite;
let renderer: PageRenderer;
let app: FastifyInstance;
let base: string;

beforeEach(async () => {
  // Each page is the content remote's, its About page code loaded: the page's hints name the release's files.
  fixture = await testSite(
    FAKE_RENDERER.replace(
      "chunkLoaded('shell', '7', []);",
      "chunkLoaded('shell', '7', []); globalThis.__hospitalServer.chunkLoaded('content', '42', []);",
    ).replace('remote: null', "remote: 'content'"),
  );
  const folder = path.join(fixture.site, 'releases', 'content', '1.1.0');
  await writeRelease(folder);
  await writeRouteLists({ content: folder });
  renderer = new PageRenderer({ site: fixture.site, shell: fixture.shell, log: () => undefined });
  app = await createSiteServer({ site: fixture.site, shell: fixture.shell, pages: renderer });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await app?.close();
  await renderer.close();
});

const startCanary = (percent: number) =>
  writeCanaries(fixture.site, {
    content: { remote: 'content', release: '1.1.0', percent, live: '1.0.0', startedAt: new Date().toISOString(), startedBy: 'test' },
  });

const contentRelease = (answer: Response) => /content=([^;]+);/.exec(answer.headers.get('x-releases') ?? '')?.[1];

describe('what a visitor gets while a canary runs', () => {
  it('sets no cookie while no canary runs', async () => {
    const answer = await fetch(`${base}/about`);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(contentRelease(answer)).toBe('1.0.0');
  });

  it('splits 100 new visitors near the share, each told their bucket in a first-party cookie', async () => {
    await startCanary(30);
    let canary = 0;
    for (let visitor = 0; visitor < 100; visitor += 1) {
      const answer = await fetch(`${base}/about`);
      const cookie = answer.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(new RegExp(`^${BUCKET_COOKIE}=\\d{1,2}; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly$`));
      expect(answer.headers.get('vary')).toContain('Cookie');
      const bucket = Number(/=(\d+);/.exec(cookie)?.[1]);
      expect(contentRelease(answer)).toBe(inCanary('content', bucket, 30) ? '1.1.0' : '1.0.0');
      if (contentRelease(answer) === '1.1.0') canary += 1;
    }
    // Binomial(100, 0.3): 12-48 is four standard deviations either side.
    expect(canary).toBeGreaterThanOrEqual(12);
    expect(canary).toBeLessThanOrEqual(48);
  });

  it('keeps one visitor on one release through ten pages: the render, its header, its hints and the map agree', async () => {
    await startCanary(30);
    const bucket = [...Array(100).keys()].find((candidate) => inCanary('content', candidate, 30)) as number;
    const cookie = `${BUCKET_COOKIE}=${bucket}`;
    for (const address of ['/about', '/te/about', '/hi/about', '/contact', '/', '/te', '/about', '/blog', '/te/contact', '/about']) {
      const page = await fetch(`${base}${address}`, { headers: { cookie } });
      expect(page.headers.get('set-cookie')).toBeNull();
      expect(contentRelease(page)).toBe('1.1.0');
      const html = await page.text();
      expect([address, page.headers.get('x-server-rendered')]).toEqual([address, '1']);
      expect(html).toContain('/remotes/content/1.1.0/remoteEntry.js');
      expect(html).not.toContain('/remotes/content/1.0.0/');
      const map = (await (await fetch(`${base}/remotes.json`, { headers: { cookie } })).json()) as Record<string, string>;
      expect(map.content).toBe('/remotes/content/1.1.0/mf-manifest.json');
    }
    const live = await fetch(`${base}/remotes.json`, {
      headers: { cookie: `${BUCKET_COOKIE}=${[...Array(100).keys()].find((candidate) => !inCanary('content', candidate, 30))}` },
    });
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(((await live.json()) as Record<string, string>).content).toBe('/remotes/content/1.0.0/mf-manifest.json');
  });
});
