// The page a visitor gets: the shell's index.html with the render's head tags, the page's stylesheets and
// fonts, and #root as React's server renderer wrote it (marked data-prerendered, which the shell hydrates:
// shell/src/app/takeover.ts). Its one inline script, the loader (shell/src/page-loader/), runs the shell once
// the first screen is drawn, told what to load by the data block before it.
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, inLanguage, site, withoutLanguage } from '@hospital/hospital-data';
import { PAGE_START_ID, SAVED_STATE_ITEM, type PageStart, type RenderedPage } from '@hospital/shared-types';
import { inAnnounceOrder } from './preload-hints';
import type { PageFiles } from './page-files';

export interface FontFace {
  family: string;
  url: string;
  /** Inclusive code point ranges. */
  ranges: Array<[number, number]>;
}

const RANGE = /U\+([0-9A-F?]+)(?:-([0-9A-F]+))?/gi;

/** The @font-face rules of a stylesheet (as built: minified or not). */
export function fontFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body = '']) => {
    const family = /font-family:\s*["']?([^;"']+)["']?/.exec(body)?.[1]?.trim();
    const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+)/.exec(body)?.[1] ?? 'U+0-10FFFF';
    if (!family || !url) return [];
    const ranges = [...range.matchAll(RANGE)].map(([, from = '0', to]): [number, number] =>
      to ? [parseInt(from, 16), parseInt(to, 16)] : [parseInt(from.replace(/\?/g, '0'), 16), parseInt(from.replace(/\?/g, 'F'), 16)],
    );
    return [{ family, url, ranges }];
  });
}

const covers = (face: FontFace, codePoint: number) => face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/**
 * The faces a page's text needs, as the browser picks them by unicode-range: each letter from the first face
 * (in the stylesheets' order, which is the families' order) that covers it. A script's whole font, listed
 * after its cut to the site's text, is needed only by a letter the cut lacks.
 */
export function facesUsed(faces: FontFace[], html: string): FontFace[] {
  const text = html.replace(/<[^>]*>/g, '');
  const used = new Set<FontFace>();
  for (const character of new Set(text)) {
    const face = faces.find((candidate) => covers(candidate, character.codePointAt(0) ?? 0));
    if (face) used.add(face);
  }
  return faces.filter((face) => used.has(face));
}

/** JSON inside a script element: a '<' can never close it. */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface PageParts {
  shellPage: string;
  /** The shell build's loader script (page-loader.ts). */
  loader: string;
  page: RenderedPage;
  files: PageFiles;
  faces: FontFace[];
  /** Pages that show what a visitor saved (cart, wishlist…): their main content waits for the live page. */
  personal: boolean;
  /** The page's address without its language ('/about'): its other languages are named (hreflang) as in the sitemap. */
  path?: string;
}

/** The page in each language and English as x-default, as the sitemap names them; none for a page not to be indexed. */
function alternateLinks(page: RenderedPage, address: string | undefined): string[] {
  if (address === undefined || page.status !== 200 || /<meta name="robots" content="[^"]*noindex/.test(page.head)) return [];
  // A page whose canonical is another address (a blog layout's is the plain post) names that one's languages.
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.head)?.[1];
  const path = canonical?.startsWith(site.origin) ? withoutLanguage(canonical.slice(site.origin.length) || '/') : address;
  const link = (hreflang: string, language: (typeof LANGUAGES)[number]) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(`${site.origin}${inLanguage(path, language)}`)}">`;
  return [...LANGUAGES.map((language) => link(language, language)), link('x-default', DEFAULT_LANGUAGE)];
}

export function pageHtml({ shellPage, loader, page, files, faces, personal, path }: PageParts): string {
  const used = facesUsed(faces, page.root);
  const head: string[] = [];
  if (personal) {
    // A returning visitor's cart or wishlist is not in this page: their main content shows only live.
    head.push(
      `<script>try{if(localStorage.getItem(${JSON.stringify(SAVED_STATE_ITEM)}))document.documentElement.setAttribute('data-returning','')}catch(e){}</script>`,
    );
  }
  head.push(...files.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`));
  head.push(page.head);
  head.push(...alternateLinks(page, path));
  if (page.status === 404 && !/<meta name="robots"/.test(page.head)) head.push('<meta name="robots" content="noindex">');
  // Fonts the page's text uses arrive with its stylesheets, before the first paint (they are 'optional').
  head.push(
    ...used.map(({ url }) => `<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="${escapeAttribute(url)}">`),
  );
  // Faces of a script other than Latin (Telugu, Devanagari), which a reader's system may have no font for: the
  // loader holds the page's first layout until they are in.
  const scriptFonts = [...new Set(used.filter((face) => !covers(face, 0x41)).map((face) => face.family))];
  const inHead = new Set(files.stylesheets);
  const later = inAnnounceOrder(files.hints.filter((hint) => !inHead.has(hint.href)));
  // Last in the head, after the stylesheets: it holds the parser until they are in (shell/src/page-loader/).
  const start: PageStart = { sources: files.sources, later, scriptFonts };
  head.push(`<script type="application/json" id="${PAGE_START_ID}">${inScript(start)}</script><script>${loader}</script>`);
  const root = personal ? page.root.replace(/<main\b/, '<main data-personal=""') : page.root;
  return shellPage
    .replace(/<html lang="[A-Za-z-]+"/, `<html lang="${LOCALES[page.language]}"`)
    .replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '')
    .replace('</head>', `${head.join('')}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="">${root}</div>`);
}
