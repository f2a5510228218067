// The floor: a page's rendered HTML and CSS saved as a static page with no JavaScript. Lighthouse on it
// shows how fast the page could paint if nothing had to run first.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Browser } from 'playwright-core';
import { BENCH_TMP } from './stack';

export const floorName = (page: string) => (page === '/' ? 'home' : page.replace(/\W+/g, '-').replace(/^-|-$/g, ''));

/** Renders the page in Chromium and stores its DOM without scripts, stylesheet links made absolute. */
export async function saveFloor(browser: Browser, base: string, page: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
  const html = await tab.evaluate((origin) => {
    const doc = document.documentElement.cloneNode(true) as HTMLElement;
    doc.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="preload"][as="fetch"]').forEach((node) => node.remove());
    // Every link absolute, the font's preload too: served from another origin, a relative one would miss
    // and the font arrive late, so the floor's largest paint moved from run to run with the font.
    doc.querySelectorAll<HTMLLinkElement>('link[href]').forEach((link) => (link.href = new URL(link.getAttribute('href') ?? '', origin).href));
    doc.querySelectorAll<HTMLImageElement>('img').forEach((img) => (img.src = new URL(img.getAttribute('src') ?? '', origin).href));
    return `<!doctype html>\n${doc.outerHTML}`;
  }, base);
  await context.close();
  const dir = path.join(BENCH_TMP, 'floor');
  await mkdir(dir, { recursive: true });
  const file = `${floorName(page)}.html`;
  await writeFile(path.join(dir, file), html);
  return file;
}

export async function serveFloor(port: number) {
  const app = Fastify();
  await app.register(fastifyStatic, { root: path.join(BENCH_TMP, 'floor') });
  await app.listen({ port, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
