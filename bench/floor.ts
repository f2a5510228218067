// The floor: a page's rendered HTML and CSS saved as a static page with no JavaScript. Lighthouse on it
// shows how fast the page could paint if nothing had to run first.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import replyFrom from '@fastify/reply-from';
import type { Browser } from 'playwright-core';
import { BENCH_TMP } from './stack';

/** Where the floor server keeps the saved pages; every other address it passes on to the site. */
const FLOOR_PREFIX = '/floor/';

export const floorName = (page: string) => (page === '/' ? 'home' : page.replace(/\W+/g, '-').replace(/^-|-$/g, ''));

/** Renders the page in Chromium and stores its DOM without scripts, its addresses as paths on the floor server. */
export async function saveFloor(browser: Browser, base: string, page: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
  const html = await tab.evaluate(() => {
    const doc = document.documentElement.cloneNode(true) as HTMLElement;
    doc
      .querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="preload"][as="fetch"]')
      .forEach((node) => node.remove());
    // Addresses on the site's origin become paths: the floor server passes them on (serveFloor).
    for (const node of doc.querySelectorAll<HTMLElement>('[href], [src]')) {
      for (const name of ['href', 'src']) {
        const value = node.getAttribute(name);
        if (value?.startsWith(`${location.origin}/`)) node.setAttribute(name, value.slice(location.origin.length));
      }
    }
    return `<!doctype html>\n${doc.outerHTML}`;
  });
  await context.close();
  const dir = path.join(BENCH_TMP, 'floor');
  await mkdir(dir, { recursive: true });
  const file = `${floorName(page)}.html`;
  await writeFile(path.join(dir, file), html);
  return file;
}

/**
 * Serves the saved pages under /floor/ and passes every other request to the site, so a floor page loads its
 * stylesheets, images and fonts from its own origin as the page does. (Served from another origin, its fonts
 * would be refused: the site's own files carry no CORS header, so the floor would be drawn in the system's
 * font and its largest paint would never wait for a web font that ours waits for.)
 */
export async function serveFloor(port: number, site: string) {
  const app = Fastify();
  await app.register(fastifyStatic, { root: path.join(BENCH_TMP, 'floor'), prefix: FLOOR_PREFIX });
  await app.register(replyFrom, { base: site });
  app.setNotFoundHandler((request, reply) => reply.from(request.url));
  await app.listen({ port, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${port}${FLOOR_PREFIX.slice(0, -1)}`, stop: () => app.close() };
}
