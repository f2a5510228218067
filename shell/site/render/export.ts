// A static copy of the site for a plain static host or CDN (docs/releases.md, "Static export"): every address of the
// current deployment rendered as it would be on request (HTML with brotli and gzip twins), beside the shell's
// files, the live releases' browser files and the map. Nothing in it needs a server to run.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, inLanguage, languageOfPath, site as hospital, withoutLanguage, type Language } from '@hospital/hospital-data';
import { NOT_FOUND_PATH, OFFLINE_PATH, REDIRECTS, ROUTE_LISTS_URL, fillPath, pathParams } from '@hospital/shared-types';
import { livePaths } from '../releases/releases';
import { renderSitemap } from '../server/sitemap';
import { SERVER_FOLDER } from './deployment';
import { LiveRoutes } from './live-routes';
import { PageRenderer } from './pages';
import type { RenderWorkerScript } from './render-thread';

/**
 * Every address without parameters the live releases state, every site path the live releases list and the
 * shell's offline page, in each language; never a staff page (drawn live, for the person signed in).
 */
export async function addressesToRender(
  site: string,
  refused?: (entry: string) => void,
  languages: readonly Language[] = LANGUAGES,
): Promise<string[]> {
  const live = new LiveRoutes(site);
  const routes = live
    .current()
    .routes.filter((route) => !route.unlisted && !route.path.includes(':') && route.path !== NOT_FOUND_PATH)
    .map((route) => route.path);
  const pages = [...new Set([...routes, OFFLINE_PATH, ...(await livePaths(site, refused))])].filter(
    (p) => live.routeOf(p)?.unlisted !== true,
  );
  return [...new Set(pages.flatMap((page) => languages.map((language) => inLanguage(page, language))))].sort();
}

/** Where a static host looks for an address: `/about` -> `about.html`, `/` -> `index.html`, `/te` -> `te.html`. */
export const exportedFile = (address: string): string => (address === '/' ? 'index.html' : `${address.slice(1)}.html`);

/**
 * The aliases of the exported addresses (`/te/appointment` for `/te/appoinment`, docs/product-rules.md#routes-and-aliases):
 * a plain static host has no redirects, so each is a page that sends the browser on.
 */
export function aliasesOf(addresses: readonly string[]): Array<{ from: string; to: string }> {
  return addresses.flatMap((address) => {
    const language = languageOfPath(address);
    return REDIRECTS.flatMap(({ from, to }) => {
      const params = pathParams(to, withoutLanguage(address));
      return params ? [{ from: inLanguage(fillPath(from, params), language), to: address }] : [];
    });
  });
}

/** Moves a browser on at once, and tells a search engine where the page is. */
export const movedPage = (to: string): string =>
  `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${to}"><link rel="canonical" href="${hospital.origin}${to}"><meta name="robots" content="noindex"><title>${to}</title></head><body><a href="${to}">${hospital.origin}${to}</a></body></html>\n`;

const notServerCode = (source: string) => !source.split(path.sep).includes(SERVER_FOLDER);

export interface ExportResult {
  pages: number;
  failed: string[];
}

export async function exportSite({
  site,
  shell,
  out,
  log = console.log,
  worker,
}: {
  site: string;
  shell: string;
  out: string;
  log?: (message: string) => void;
  /** The render thread's script: the built one under `npm run export`, the TypeScript (tsx) one in the tests. */
  worker?: RenderWorkerScript;
}): Promise<ExportResult> {
  const pages = new PageRenderer({ site, shell, log, ...(worker ? { worker } : {}) });
  try {
    const deployment = await pages.deployment();
    await rm(out, { recursive: true, force: true });
    await mkdir(out, { recursive: true });
    // The shell's files (its page is each address's own) and the live releases' browser files.
    await cp(shell, out, {
      recursive: true,
      filter: (source) => notServerCode(path.relative(shell, source)) && path.relative(shell, source) !== 'index.html',
    });
    for (const [remote, release] of Object.entries(deployment.remotes)) {
      if (release)
        await cp(release.folder, path.join(out, 'remotes', remote, path.basename(release.folder)), {
          recursive: true,
          filter: (source) => notServerCode(path.relative(release.folder, source)),
        });
    }
    await cp(path.join(site, 'remotes.json'), path.join(out, 'remotes.json'));
    await writeFile(path.join(out, ROUTE_LISTS_URL.slice(1)), new LiveRoutes(site).current().json);
    const refused: string[] = [];
    const addresses = await addressesToRender(site, (entry) => refused.push(entry));
    if (refused.length > 0) log(`Sitemap entries that are not site paths were left out: ${refused.join(', ')}`);
    await writeFile(path.join(out, 'sitemap.xml'), renderSitemap(await livePaths(site)));
    const failed: string[] = [];
    // The not-found page in each language, for the host to answer unknown addresses with (status 404).
    const notFound = LANGUAGES.map((language) => inLanguage(NOT_FOUND_PATH, language));
    for (const address of [...addresses, ...notFound]) {
      const page = await pages.page(address);
      if (!page) {
        failed.push(address);
        continue;
      }
      const file = path.join(out, exportedFile(address));
      await mkdir(path.dirname(file), { recursive: true });
      await Promise.all([writeFile(file, page.html), writeFile(`${file}.br`, page.br), writeFile(`${file}.gz`, page.gzip)]);
    }
    for (const alias of aliasesOf(addresses)) {
      const file = path.join(out, exportedFile(alias.from));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, movedPage(alias.to));
    }
    return { pages: addresses.length + notFound.length - failed.length, failed };
  } finally {
    await pages.close();
  }
}
