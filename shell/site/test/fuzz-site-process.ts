// The site server in a process of its own for the fuzz test (server/fuzz.test.ts): pages rendered by a stand-in
// renderer, /api sent to the booking API at API_URL. Prints its address once it listens.
import { createSiteServer } from '../server/server';
import { PageRenderer } from '../render/pages';
import { testSite } from './render-site';

/** Every page names its address; nothing here is slow or breaks on purpose (those are render tests). */
const RENDERER = `
exports.createRenderer = async () => ({
  async render(address) {
    globalThis.__hospitalServer.chunkLoaded('shell', '7', []);
    return { status: 200, language: 'en', root: '<main>page</main>', head: '<title>page</title>', remote: null, failed: [] };
  },
});
`;

const fixture = await testSite(RENDERER);
const pages = new PageRenderer({ site: fixture.site, shell: fixture.shell, log: () => undefined });
const app = await createSiteServer({
  site: fixture.site,
  shell: fixture.shell,
  apiUpstreams: [process.env.API_URL ?? ''],
  pages,
  trustProxy: false,
});
const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`site listening at ${url}`);
