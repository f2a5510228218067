// Every page says which releases made it: rendered or plain, and the next page after a release says the new one.
import type { FastifyInstance } from 'fastify';
import { PageRenderer } from '../render/pages';
import { testSite, type TestSite } from '../test/render-site';
import { createSiteServer } from './server';

jest.setTimeout(60_000);

let fixture: TestSite;
let renderer: PageRenderer;
let app: FastifyInstance;

beforeEach(async () => {
  fixture = await testSite();
  renderer = new PageRenderer({ site: fixture.site, shell: fixture.shell, log: () => undefined });
});

afterEach(async () => {
  await app?.close();
  await renderer.close();
});

const SHELL_BUILD = /; shell=[0-9a-f]{12}$/;

describe('X-Releases', () => {
  it('names the releases a rendered page was made with, and follows a release', async () => {
    app = await createSiteServer({ site: fixture.site, shell: fixture.shell, pages: renderer });
    const first = await app.inject({ url: '/about' });
    expect(first.headers['x-server-rendered']).toBe('1');
    expect(first.headers['x-releases']).toMatch(/^content=1\.0\.0; booking=1\.0\.0; shop=none; shell=[0-9a-f]{12}$/);
    await fixture.release('1.0.1');
    const next = await app.inject({ url: '/te/about' });
    expect(next.headers['x-releases']).toMatch(/^content=1\.0\.1; booking=1\.0\.0; shop=none; shell=/);
    expect(String(next.headers['x-releases']).match(SHELL_BUILD)?.[0]).toBe(String(first.headers['x-releases']).match(SHELL_BUILD)?.[0]);
  });

  it('is on a page served plain, for the browser to render', async () => {
    app = await createSiteServer({ site: fixture.site, shell: fixture.shell });
    const answer = await app.inject({ url: '/about' });
    expect(answer.headers['x-server-rendered']).toBeUndefined();
    expect(answer.headers['x-releases']).toMatch(/^content=1\.0\.0; booking=1\.0\.0; shop=none; shell=[0-9a-f]{12}$/);
    expect((await app.inject({ url: '/no-such-page' })).headers['x-releases']).toMatch(/^content=1\.0\.0;/);
  });
});
