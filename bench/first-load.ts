// The JavaScript a first visit to a page downloads, raw and gzip, split by owner (shell, each remote)
// and by shared library, as Chromium fetched it from the running site.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '@hospital/site/chromium';

export interface JsFile {
  url: string;
  raw: number;
  gzip: number;
  owner: string;
  library?: string;
}

export interface FirstLoad {
  page: string;
  files: JsFile[];
  raw: number;
  gzip: number;
  byOwner: Record<string, { raw: number; gzip: number }>;
  byLibrary: Record<string, { raw: number; gzip: number }>;
}

export const CHROME_ARGS = CHROMIUM_ARGS;

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: chromiumPath(), args: [...CHROME_ARGS] });

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** Maps chunk URLs to the shared library they hold, from the shell's and the remotes' manifests. */
async function libraryIndex(base: string): Promise<Map<string, string>> {
  const index = new Map<string, string>();
  const add = (prefix: string, manifest: Manifest) => {
    for (const shared of manifest.shared) {
      for (const asset of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        index.set(new URL(asset, prefix).pathname, shared.name);
      }
    }
  };
  add(`${base}/`, (await (await fetch(`${base}/mf-manifest.json`)).json()) as Manifest);
  const map = (await (await fetch(`${base}/remotes.json`)).json()) as Record<string, string>;
  for (const manifestUrl of Object.values(map)) {
    const url = new URL(manifestUrl, base);
    add(url.href.replace(/mf-manifest\.json$/, ''), (await (await fetch(url)).json()) as Manifest);
  }
  return index;
}

const ownerOf = (pathname: string): string => /^\/remotes\/([^/]+)\//.exec(pathname)?.[1] ?? 'shell';

const sum = (files: JsFile[], key: (file: JsFile) => string | undefined) => {
  const totals: Record<string, { raw: number; gzip: number }> = {};
  for (const file of files) {
    const name = key(file);
    if (!name) continue;
    const total = (totals[name] ??= { raw: 0, gzip: 0 });
    total.raw += file.raw;
    total.gzip += file.gzip;
  }
  return totals;
};

export async function measureFirstLoad(browser: Browser, base: string, pagePath: string): Promise<FirstLoad> {
  const libraries = await libraryIndex(base);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // First-load JavaScript only: with Save-Data the live page fetches no other page's code ahead (shell/src/routing/prefetch.ts).
  await page.addInitScript({
    content: `Object.defineProperty(navigator.connection, 'saveData', { get: function () { return true; } });`,
  });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.origin === new URL(base).origin) scripts.add(url.href);
  });
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
  // A server-rendered page loads its scripts after it has painted: count them once the live page is up.
  await page.waitForSelector('html[data-live]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  await context.close();
  // The bytes come from the server again: Chromium may already have dropped large bodies.
  const files = await Promise.all(
    [...scripts].map(async (href): Promise<JsFile> => {
      const body = Buffer.from(await (await fetch(href)).arrayBuffer());
      const { pathname } = new URL(href);
      return {
        url: pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        owner: ownerOf(pathname),
        library: libraries.get(pathname),
      };
    }),
  );
  return {
    page: pagePath,
    files,
    raw: files.reduce((total, file) => total + file.raw, 0),
    gzip: files.reduce((total, file) => total + file.gzip, 0),
    byOwner: sum(files, (file) => (file.library ? undefined : file.owner)),
    byLibrary: sum(files, (file) => file.library),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const base = process.env.BENCH_URL ?? 'http://localhost:8080';
  const browser = await launchChromium();
  for (const pagePath of process.argv.slice(2)) {
    const load = await measureFirstLoad(browser, base, pagePath);
    console.log(`${pagePath}: ${kb(load.raw)} raw, ${kb(load.gzip)} gzip in ${load.files.length} files`);
    for (const [name, total] of Object.entries({ ...load.byOwner, ...load.byLibrary })) {
      console.log(`  ${name.padEnd(34)} ${kb(total.raw).padStart(10)} ${kb(total.gzip).padStart(10)} gzip`);
    }
  }
  await browser.close();
}

// `npx tsx bench/first-load.ts /about /` prints the figures for a running site (BENCH_URL).
if (process.argv[1]?.endsWith('first-load.ts')) void main();
