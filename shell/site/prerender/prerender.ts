// Prerendered pages: each address's HTML as the live site renders it, saved so that a visitor's first paint
// needs no JavaScript. The shell's takeover (shell/src/app/takeover.ts) replaces it with the live page.
// A set of pages belongs to one shell build and one deployment map: any release or rollback changes the key,
// and pages of an old key are never served for the new one.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NOT_FOUND_PATH, ROUTES } from '@hospital/shared-types';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';
import { PRERENDERED_LOADER } from './prerendered-loader';
import { livePaths } from '../releases/releases';
import { SAVED_STATE_ITEM } from '@hospital/shared-types';

export const PRERENDERED_DIR = 'prerendered';
/** Sets kept for quick rollbacks; older ones are deleted. */
const KEPT_SETS = 8;

export async function pageKey(site: string, shell: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [path.join(site, 'remotes.json'), path.join(shell, 'index.html')]) {
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex').slice(0, 16);
}

export const setDir = (site: string, key: string): string => path.join(site, PRERENDERED_DIR, key);

const fileName = (address: string): string => `${encodeURIComponent(address)}.html`;

/** The saved page for an address under a key, if there is one. */
export function prerenderedPage(site: string, key: string, address: string): string | null {
  const file = path.join(setDir(site, key), fileName(address));
  return existsSync(file) ? file : null;
}

export const hasSet = (site: string, key: string): boolean => existsSync(setDir(site, key));

/** Every address without parameters in the route table, and every address the live releases list. */
export async function addressesToPrerender(site: string): Promise<string[]> {
  const plain = ROUTES.map((route) => route.path).filter((p) => !p.includes(':') && p !== NOT_FOUND_PATH);
  return [...new Set([...plain, ...(await livePaths(site))])].sort();
}

const personal = new Set(ROUTES.filter((route) => route.personal).map((route) => route.path));

interface SnapshotOptions {
  personal: boolean;
  savedStateKey: string;
  loaderSource: string;
}

/** Runs in the page: the shell's own index.html with the rendered head additions and #root put in. */
async function snapshot({ personal: isPersonal, savedStateKey, loaderSource }: SnapshotOptions): Promise<string> {
  const original = new DOMParser().parseFromString(await (await fetch('/index.html')).text(), 'text/html');
  const known = new Set([...original.head.children].map((node) => node.outerHTML));
  for (const node of document.head.children) {
    if (known.has(node.outerHTML)) continue;
    const isData = node instanceof HTMLScriptElement && node.type === 'application/ld+json';
    if (node instanceof HTMLScriptElement && !isData) continue;
    if (node instanceof HTMLLinkElement && /preload|prefetch/.test(node.rel)) continue;
    const copy = node.cloneNode(true) as Element;
    // Page-specific tags the live page writes again; stylesheets stay for the live page to reuse.
    if (!(node instanceof HTMLLinkElement && node.rel === 'stylesheet')) copy.setAttribute('data-prerendered', '');
    original.head.append(copy);
  }
  // Fonts the page used arrive with its stylesheets, before the first paint (they are 'optional').
  for (const entry of performance.getEntriesByType('resource')) {
    if (!entry.name.endsWith('.woff2')) continue;
    const preload = original.createElement('link');
    Object.assign(preload, { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href: entry.name });
    original.head.append(preload);
  }
  const root = document.getElementById('root')?.cloneNode(true) as HTMLElement;
  root.querySelectorAll('script:not([type="application/ld+json"])').forEach((node) => node.remove());
  // What is true only at this moment (a doctor's free times) is not saved: the live page fetches it afresh.
  root.querySelectorAll('[data-live-only]').forEach((node) => node.replaceChildren());
  // Until the live page takes over, nothing half-works: links, buttons and fields wait for it.
  root.setAttribute('data-prerendered', '');
  root.setAttribute('inert', '');
  if (isPersonal) {
    root.querySelector('main')?.setAttribute('data-personal', '');
    // A returning visitor's cart or wishlist is not in the saved page: their main content shows only live.
    const check = original.createElement('script');
    check.textContent = `try{if(localStorage.getItem(${JSON.stringify(savedStateKey)}))document.documentElement.setAttribute('data-returning','')}catch(e){}`;
    original.head.prepend(check);
  }
  original.getElementById('root')?.replaceWith(original.importNode(root, true));
  // The page is readable without JavaScript: its scripts load once it is on screen (see prerendered-loader.ts).
  const scripts = [...original.querySelectorAll<HTMLScriptElement>('script[src]')];
  const sources = scripts.map((script) => script.getAttribute('src'));
  scripts.forEach((script) => script.remove());
  const loader = original.createElement('script');
  loader.textContent = `${loaderSource}(${JSON.stringify(sources)})`;
  original.body.append(loader);
  // The saved page must work on whatever address the site is reached by.
  for (const node of original.querySelectorAll<HTMLElement>('[href], [src]')) {
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name);
      if (value?.startsWith(`${location.origin}/`)) node.setAttribute(name, value.slice(location.origin.length));
    }
  }
  return `<!doctype html>\n${original.documentElement.outerHTML}\n`;
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
export async function prerenderSite(base: string, site: string, shell: string, log: Log): Promise<PrerenderResult | null> {
  const started = Date.now();
  const key = await pageKey(site, shell);
  const addresses = await addressesToPrerender(site);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  const temporary = `${setDir(site, key)}.${process.pid}.tmp`;
  try {
    await mkdir(temporary, { recursive: true });
    // A still hero and a phone's width: the first screen a visitor sees.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, reducedMotion: 'reduce' });
    const queue = [...addresses];
    const worker = async () => {
      const tab = await context.newPage();
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
        await tab.goto(`${base}${address}`);
        await tab.waitForSelector('html[data-live]', { state: 'attached', timeout: 60_000 });
        await tab.evaluate(() => document.fonts.ready.then(() => undefined));
        const html = await tab.evaluate(snapshot, {
          personal: personal.has(address),
          savedStateKey: SAVED_STATE_ITEM,
          loaderSource: PRERENDERED_LOADER,
        });
        await writeFile(path.join(temporary, fileName(address)), html);
      }
      await tab.close();
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
    await browser.close();
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

/** Prerenders for the current key when asked, one run at a time, again if the key changed during a run. */
export class Prerenderer {
  private running: Promise<void> | null = null;
  private again = false;
  private base: string | null = null;
  private readonly disabled: boolean;

  constructor(
    private readonly site: string,
    private readonly shell: string,
    private readonly log: Log,
  ) {
    this.disabled = process.env.PRERENDER === 'off' || !existsSync(chromiumPath());
    if (process.env.PRERENDER !== 'off' && this.disabled) {
      log(`No Chromium at ${chromiumPath()}: pages are served without prerendered HTML (apt-get install -y chromium).`);
    }
  }

  /** Prerenders now (against the site at `base`) and resolves when the pages are saved. */
  start(base: string): Promise<void> {
    this.base = base;
    this.request();
    return this.idle();
  }

  busy(): boolean {
    return this.running !== null;
  }

  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /** Asked by the server when it serves an address under a key with no saved pages. */
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
        if (hasSet(this.site, await pageKey(this.site, this.shell))) continue;
        try {
          const result = await prerenderSite(base, this.site, this.shell, this.log);
          if (result) this.log(`Prerendered ${result.pages} pages in ${(result.ms / 1000).toFixed(1)} s.`);
        } catch (error) {
          // The plain page still works; the next visit after this run asks again.
          this.log(`Prerendering failed: ${error instanceof Error ? error.message : String(error)}`);
          break;
        }
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
  }
}
