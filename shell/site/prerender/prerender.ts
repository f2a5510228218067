// Prerendered pages: each address's HTML as the live site renders it, saved so that a visitor's first paint
// needs no JavaScript. The shell's takeover (shell/src/app/takeover.ts) replaces it with the live page.
// A set of pages belongs to one shell build and one deployment map: any release or rollback changes the key,
// and pages of an old key are never served for the new one.
import { createHash } from 'node:crypto';
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import {
  LANGUAGES,
  NOT_FOUND_PATH,
  OFFLINE_PATH,
  PRERENDERING_FLAG,
  isUnlistedPath,
  inLanguage,
  languageOfPath,
  withoutLanguage,
  RENDER_STATIC_HOOK,
  ROUTES,
  SAVED_STATE_ITEM,
  parseDeploymentMap,
  type Language,
} from '@hospital/shared-types';
import { chromiumPath } from '../chromium';
import { PRERENDERED_LOADER } from './prerendered-loader';
import { livePaths } from '../releases/releases';
import { deploymentOrigins } from '../server/security-headers';
import { writeTwins } from '../server/compression';
import { openGuardedBrowser } from './browser';
import { inAnnounceOrder, preloadHints, type ObservedRequest, type PreloadHint } from './preload-hints';
import { siteUrl } from './site-paths';

export const PRERENDERED_DIR = 'prerendered';
/** Sets kept for quick rollbacks; older ones are deleted. */
const KEPT_SETS = 8;

/**
 * What a saved page holds beyond the release: bump it with any change to `snapshot` below. The loader is
 * hashed as written. Not the snapshot's source text: each runtime (tsx, Jest, Playwright) transpiles it
 * differently, and every process must find the same set.
 */
const SAVED_PAGE_FORMAT = 'format 3: the loader holds the first layout for a script font';

// How a page is saved is the server's code, not the release's: a server that saves pages differently saves
// them anew.
export async function pageKey(site: string, shell: string, saver = `${SAVED_PAGE_FORMAT}\n${PRERENDERED_LOADER}`): Promise<string> {
  const hash = createHash('sha256');
  hash.update(saver);
  for (const file of [path.join(site, 'remotes.json'), path.join(shell, 'index.html')]) {
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex').slice(0, 16);
}

export const setDir = (site: string, key: string): string => path.join(site, PRERENDERED_DIR, key);

const fileName = (address: string): string => `${encodeURIComponent(address)}.html`;

/** The saved page for an address under a key, if there is one. */
export function prerenderedPage(site: string, key: string, address: string): string | null {
  // '/te/' is the Telugu home page, saved as '/te'.
  const page = withoutLanguage(address) === '/' ? inLanguage('/', languageOfPath(address)) : address;
  const file = path.join(setDir(site, key), fileName(page));
  return existsSync(file) ? file : null;
}

export const hasSet = (site: string, key: string): boolean => existsSync(setDir(site, key));

/**
 * Every address without parameters in the route table, every site path the live releases list and the
 * shell's offline page (kept by the service worker, so it reads without JavaScript), in each language; never a
 * staff page (the console is drawn live, for the person signed in).
 */
export async function addressesToPrerender(
  site: string,
  refused?: (entry: string) => void,
  languages: readonly Language[] = LANGUAGES,
): Promise<string[]> {
  const routes = ROUTES.filter((route) => !route.unlisted).map((route) => route.path).filter((p) => !p.includes(':') && p !== NOT_FOUND_PATH);
  const pages = [...new Set([...routes, OFFLINE_PATH, ...(await livePaths(site, refused))])].filter((p) => !isUnlistedPath(p));
  return [...new Set(pages.flatMap((page) => languages.map((language) => inLanguage(page, language))))].sort();
}

/** The site's origin, and any other origin the deployment map serves remotes from (a CDN). */
async function allowedOrigins(base: string, site: string): Promise<string[]> {
  const map = parseDeploymentMap(JSON.parse(await readFile(path.join(site, 'remotes.json'), 'utf8').catch(() => '{}')));
  return [new URL(base).origin, ...deploymentOrigins(map)];
}

const personal = new Set(ROUTES.filter((route) => route.personal).map((route) => route.path));

interface SnapshotOptions {
  personal: boolean;
  savedStateKey: string;
  loaderSource: string;
  /** Announced by the loader once the first paint is seen. */
  hints: PreloadHint[];
  /** The live page as React's server renderer writes it, for hydration (shell/src/app/render-static.tsx). */
  rendered: string;
}

/** Runs in the page: the shell's own index.html with the rendered head additions and #root put in. */
async function snapshot({ personal: isPersonal, savedStateKey, loaderSource, hints, rendered }: SnapshotOptions): Promise<string> {
  const original = new DOMParser().parseFromString(await (await fetch('/index.html')).text(), 'text/html');
  // The page's language, as the live page set it: what a reader's tools and the script's font go by.
  original.documentElement.lang = document.documentElement.lang;
  const known = new Set([...original.head.children].map((node) => node.outerHTML));
  for (const node of document.head.children) {
    if (known.has(node.outerHTML)) continue;
    const isData = node instanceof HTMLScriptElement && node.type === 'application/ld+json';
    if (node instanceof HTMLScriptElement && !isData) continue;
    if (node instanceof HTMLLinkElement && /preload|prefetch/.test(node.rel)) continue;
    // The page's own title, description and canonical: React adopts them when it hydrates.
    original.head.append(node.cloneNode(true));
  }
  // Fonts the page used arrive with its stylesheets, before the first paint (they are 'optional').
  for (const entry of performance.getEntriesByType('resource')) {
    if (!entry.name.endsWith('.woff2')) continue;
    const preload = original.createElement('link');
    Object.assign(preload, { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href: entry.name });
    original.head.append(preload);
  }
  // Faces for a script other than Latin (Telugu, Devanagari), which a reader's system may have no font for:
  // the loader holds the page's first layout until they are in (prerendered-loader.ts).
  const scriptFonts: string[] = [];
  document.fonts.forEach((face) => {
    const ranges = face.unicodeRange.split(',').map((range) => /U\+([0-9A-F]+)(?:-([0-9A-F]+))?/i.exec(range.trim()));
    const coversLatin = ranges.some((match) => match && parseInt(match[1] ?? '', 16) <= 0x41 && parseInt(match[2] ?? match[1] ?? '', 16) >= 0x41);
    const family = face.family.replace(/^["']|["']$/g, '');
    if (face.status === 'loaded' && !coversLatin && !scriptFonts.includes(family)) scriptFonts.push(family);
  });
  const root = original.createElement('div');
  root.id = 'root';
  root.innerHTML = rendered;
  // The renderer writes the page's head tags first: the live head's copies above are the ones kept.
  for (const node of [...root.children]) {
    if (node.matches('title, meta, link, base, style, script:not([type="application/ld+json"])')) node.remove();
  }
  root.querySelectorAll('script:not([type="application/ld+json"])').forEach((node) => node.remove());
  // What is true only at this moment (a doctor's free times) is not saved: the live page fetches it afresh.
  root.querySelectorAll('[data-live-only]').forEach((node) => node.replaceChildren());
  // Plain HTML until the live page hydrates it: links, menus (details, popover) and fields work meanwhile.
  root.setAttribute('data-prerendered', '');
  if (isPersonal) {
    root.querySelector('main')?.setAttribute('data-personal', '');
    // A returning visitor's cart or wishlist is not in the saved page: their main content shows only live.
    const check = original.createElement('script');
    check.textContent = `try{if(localStorage.getItem(${JSON.stringify(savedStateKey)}))document.documentElement.setAttribute('data-returning','')}catch(e){}`;
    original.head.prepend(check);
  }
  original.getElementById('root')?.replaceWith(root);
  // The page is readable without JavaScript: its scripts load once it is on screen (see prerendered-loader.ts).
  const scripts = [...original.querySelectorAll<HTMLScriptElement>('script[src]')];
  const sources = scripts.map((script) => script.getAttribute('src'));
  scripts.forEach((script) => script.remove());
  // The saved page must work on whatever address the site is reached by.
  for (const node of original.querySelectorAll<HTMLElement>('[href], [src]')) {
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name);
      if (value?.startsWith(`${location.origin}/`)) node.setAttribute(name, value.slice(location.origin.length));
    }
  }
  // Everything the live page will ask for, announced at once when the page is painted (preload-hints.ts).
  const later = hints.filter((hint) => !original.head.querySelector(`link[href="${hint.href}"]`));
  const loader = original.createElement('script');
  loader.textContent = `${loaderSource}(${JSON.stringify(sources)},${JSON.stringify(later)},${JSON.stringify(scriptFonts)})`;
  // Last in the head, after the stylesheets: it holds the parser until they are in (see prerendered-loader.ts).
  original.head.append(loader);
  return `<!doctype html>\n${original.documentElement.outerHTML}\n`;
}

/** Playwright's resource types as the Sec-Fetch-Dest header names them. */
const DESTINATIONS: Record<string, string> = { script: 'script', stylesheet: 'style', fetch: 'empty', xhr: 'empty', font: 'font', image: 'image', document: 'document' };

/** Runs in the page first: notes every script and link added with a crossorigin attribute (CORS mode). */
const CORS_ELEMENTS = `(function () {
  var seen = (window.__corsElements = []);
  new MutationObserver(function (records) {
    records.forEach(function (record) {
      record.addedNodes.forEach(function (node) {
        var address = node.src || node.href;
        if ((node.tagName === 'SCRIPT' || node.tagName === 'LINK') && address && node.crossOrigin !== null) seen.push(address);
      });
    });
  }).observe(document, { childList: true, subtree: true });
})();`;

/**
 * Opens an address in a fresh context (nothing cached, so every request the page makes is seen with the
 * mode it was made in), waits for the live page, and returns its HTML to save. Closes the context.
 */
async function savePage(context: BrowserContext, url: string, address: string): Promise<string> {
  try {
    await context.addInitScript({ content: `window[${JSON.stringify(PRERENDERING_FLAG)}] = true;${CORS_ELEMENTS}` });
    const tab = await context.newPage();
    // Requests as the browser made them; which were CORS-mode the page's own elements tell (the fences'
    // interception hides the Sec-Fetch headers).
    const requests: Array<{ url: string; type: string }> = [];
    tab.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
    await tab.goto(url);
    await tab.waitForSelector('html[data-live]', { state: 'attached', timeout: 60_000 });
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    const cors = new Set(await tab.evaluate(() => (window as unknown as { __corsElements: string[] }).__corsElements));
    const observed = requests.map(({ url: address, type }): ObservedRequest => ({
      url: address,
      destination: DESTINATIONS[type] ?? type,
      mode: type === 'fetch' || type === 'xhr' || cors.has(address) ? 'cors' : 'no-cors',
    }));
    const hints = inAnnounceOrder(preloadHints(observed, new URL(url).origin));
    const rendered = await tab.evaluate(
      (hook) => (window as unknown as Record<string, () => Promise<string>>)[hook]?.() ?? Promise.reject(new Error(`The shell offers no ${hook}`)),
      RENDER_STATIC_HOOK,
    );
    return await tab.evaluate(snapshot, {
      rendered,
      personal: personal.has(address),
      savedStateKey: SAVED_STATE_ITEM,
      loaderSource: PRERENDERED_LOADER,
      hints,
    });
  } finally {
    await context.close();
  }
}

type Log = (message: string) => void;

export interface PrerenderResult {
  key: string;
  pages: number;
  ms: number;
}

/**
 * Opens every address on the running site in Chromium, waits for the live page, and saves it. Resolves to
 * null when the deployment map changed meanwhile.
 */
export async function prerenderSite(
  base: string,
  site: string,
  shell: string,
  log: Log,
  languages: readonly Language[] = LANGUAGES,
): Promise<PrerenderResult | null> {
  const started = Date.now();
  const key = await pageKey(site, shell);
  const refused: string[] = [];
  const addresses = await addressesToPrerender(site, (entry) => refused.push(entry), languages);
  if (refused.length > 0) log(`Sitemap entries that are not site paths were left out: ${refused.join(', ')}`);
  // A still hero and a phone's width: the first screen a visitor sees.
  const guarded = await openGuardedBrowser(await allowedOrigins(base, site), { width: 412, height: 823 });
  // The fenced context it opens first is not used: each page gets a fresh one (savePage).
  await guarded.context.close();
  const temporary = `${setDir(site, key)}.${process.pid}.tmp`;
  try {
    await mkdir(temporary, { recursive: true });
    const queue = [...addresses];
    const worker = async () => {
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
        const url = siteUrl(base, address);
        if (!url) throw new Error(`Not an address of this site: ${JSON.stringify(address).slice(0, 120)}`);
        const html = await savePage(await guarded.newContext(), url, address);
        const file = path.join(temporary, fileName(address));
        await writeFile(file, html);
        await writeTwins(file, Buffer.from(html));
      }
    };
    await Promise.all([worker(), worker()]);
    if ((await pageKey(site, shell)) !== key) {
      log('The deployment map changed while pages were prerendered: this set is discarded.');
      return null;
    }
    await rm(setDir(site, key), { recursive: true, force: true });
    await rename(temporary, setDir(site, key));
    await pruneOldSets(site);
    return { key, pages: addresses.length, ms: Date.now() - started };
  } finally {
    await rm(temporary, { recursive: true, force: true });
    await guarded.close();
    const blocked = [...guarded.blocked].map(([origin, count]) => `${origin} (${count})`);
    if (blocked.length > 0) log(`Prerendering refused requests to other origins: ${blocked.join(', ')}`);
  }
}

async function pruneOldSets(site: string) {
  const dir = path.join(site, PRERENDERED_DIR);
  const sets = await Promise.all(
    (await readdir(dir)).filter((name) => !name.endsWith('.tmp')).map(async (name) => ({ name, time: (await stat(path.join(dir, name))).mtimeMs })),
  );
  sets.sort((a, b) => b.time - a.time);
  await Promise.all(sets.slice(KEPT_SETS).map(({ name }) => rm(path.join(dir, name), { recursive: true, force: true })));
}

export interface PrerendererOptions {
  /** The run itself (tests stand in for Chromium). */
  run?: typeof prerenderSite;
  /** Wait after a failed run before the next try for the same shell and map; doubled each time. */
  retryAfterMs?: number;
  maxRetryAfterMs?: number;
  /** How often the map and the shell are checked for a change the file watch missed. */
  pollMs?: number;
}

/**
 * Prerenders the pages of the current shell and deployment map: at start, and whenever the map or the shell
 * changes (a release, a rollback), noticed by watching their files. Never because of a visit. One run at a
 * time; after a failed run it waits (1 min, doubling to 30 min) before trying the same map again.
 */
export class Prerenderer {
  private running: Promise<void> | null = null;
  private again = false;
  private base: string | null = null;
  private readonly disabled: boolean;
  private failure: { key: string; failures: number; retryAt: number } | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private watchers: FSWatcher[] = [];
  private lastKey: string | null = null;
  private readonly run: typeof prerenderSite;
  private readonly retryAfterMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly site: string,
    private readonly shell: string,
    private readonly log: Log,
    { run = prerenderSite, retryAfterMs = 60_000, maxRetryAfterMs = 30 * 60_000, pollMs = 10_000 }: PrerendererOptions = {},
  ) {
    this.run = run;
    this.retryAfterMs = retryAfterMs;
    this.maxRetryAfterMs = maxRetryAfterMs;
    this.pollMs = pollMs;
    this.disabled = process.env.PRERENDER === 'off' || (run === prerenderSite && !existsSync(chromiumPath()));
    if (process.env.PRERENDER !== 'off' && this.disabled) {
      log(`No Chromium at ${chromiumPath()}: pages are served without prerendered HTML (apt-get install -y chromium).`);
    }
  }

  /** Prerenders now (against the site at `base`), then follows releases; resolves when this first run is over. */
  start(base: string): Promise<void> {
    this.base = base;
    if (this.disabled) return Promise.resolve();
    this.watch();
    this.request();
    return this.idle();
  }

  /** Stops following releases (a run under way finishes). */
  stop(): void {
    for (const watcher of this.watchers) watcher.close();
    this.watchers = [];
    for (const timer of [this.pollTimer, this.retryTimer]) if (timer) clearTimeout(timer);
    this.pollTimer = this.retryTimer = null;
    this.base = null;
  }

  busy(): boolean {
    return this.running !== null;
  }

  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** A release or rollback rewrites remotes.json (by rename); a shell build rewrites index.html. */
  private watch(): void {
    const follow = (dir: string, name: string) => {
      try {
        const watcher = watch(dir, { persistent: false }, (_event, file) => {
          if (file === null || String(file) === name) this.request();
        });
        watcher.on('error', () => watcher.close());
        this.watchers.push(watcher);
      } catch {
        // No such folder yet: the poll below still notices.
      }
    };
    follow(this.site, 'remotes.json');
    follow(this.shell, 'index.html');
    const poll = async () => {
      const key = await pageKey(this.site, this.shell);
      if (key !== this.lastKey && !this.running) this.request();
    };
    this.pollTimer = setInterval(() => void poll(), this.pollMs);
    this.pollTimer.unref();
  }

  /** Runs for the current shell and map unless their pages are saved, a run is under way, or a failed run's wait is not over. */
  request(): void {
    if (!this.base || this.disabled) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const base = this.base;
    this.running = (async () => {
      do {
        this.again = false;
        const key = await pageKey(this.site, this.shell);
        this.lastKey = key;
        if (hasSet(this.site, key)) continue;
        if (this.failure?.key === key && Date.now() < this.failure.retryAt) {
          this.retryLater();
          continue;
        }
        try {
          const result = await this.run(base, this.site, this.shell, this.log);
          if (result) this.log(`Prerendered ${result.pages} pages in ${(result.ms / 1000).toFixed(1)} s.`);
          this.failure = null;
        } catch (error) {
          // The plain pages still work; the same map is tried again only after a wait.
          const failures = this.failure?.key === key ? this.failure.failures + 1 : 1;
          const wait = Math.min(this.retryAfterMs * 2 ** (failures - 1), this.maxRetryAfterMs);
          this.failure = { key, failures, retryAt: Date.now() + wait };
          this.log(
            `Prerendering failed: ${error instanceof Error ? error.message : String(error)}. Plain pages are served; next try in ${Math.round(wait / 1000)} s or at the next release.`,
          );
          this.retryLater();
        }
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
  }

  private retryLater(): void {
    if (this.retryTimer || !this.failure) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.request();
    }, Math.max(0, this.failure.retryAt - Date.now()));
    this.retryTimer.unref();
  }
}
