// The one script a server-rendered page carries, inline and last in its head (the site server writes it in,
// shell/site/render/page-html.ts; the factory builds it on its own, rspack.factory.mjs). It runs the shell's
// scripts once the first screen is on screen, so their work never holds back the page's first paint or its
// first images, and announces (fetches at low priority) every file the live page will load as soon as the
// first paint is seen, all at once. It does not wait for the whole page's 'load' (a font, a far image).
// Being last in the head, it holds the parser until the stylesheets are in: when parsing ends Chromium lays the
// page out at once, and without its styles that was a layout of unstyled markup thrown away a moment later
// (bench/REPORT.md, "Server rendering").
import type { PageStart, PreloadHint } from '@hospital/shared-types';

/** Hints asked for in one task: each costs the main thread, and twenty at once made a long task. */
const HINTS_PER_TASK = 6;
/** font-display: optional's block period: a script's font never holds the first layout longer. */
const FONT_WAIT_MS = 100;
/** Never wait longer on a paint entry that does not come. */
const PAINT_WAIT_MS = 2000;

/**
 * A page in Telugu or Hindi is laid out once, in its own font: its body is hidden (base.css, the policy allows
 * no inline style) until that font is in. Laid out before, every letter was first looked for in the system's
 * fonts and the page laid out again when the font came.
 */
function holdLayoutForScriptFonts(scriptFonts: readonly string[]): void {
  if (scriptFonts.length === 0 || !document.fonts) return;
  const faces: FontFace[] = [];
  document.fonts.forEach((face) => {
    if (scriptFonts.includes(face.family.replace(/^["']|["']$/g, ''))) faces.push(face);
  });
  if (faces.length === 0) return;
  const root = document.documentElement;
  root.setAttribute('data-font-wait', '');
  const show = () => root.removeAttribute('data-font-wait');
  Promise.all(faces.map((face) => face.load())).then(show, show);
  setTimeout(show, FONT_WAIT_MS);
}

function hintAt({ href, as, crossOrigin }: PreloadHint): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  link.setAttribute('fetchpriority', 'low');
  if (crossOrigin) link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

/** Runs `then` once the first frame is presented (its paint entry), or after PAINT_WAIT_MS at most. */
function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) return once();
  // Buffered: a paint entry recorded before now is delivered too.
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(once, PAINT_WAIT_MS);
}

/**
 * The eager images of the first screen, decoded, so that screen is whole before the shell runs. Which are on it
 * comes from an IntersectionObserver, computed with the next frame: reading their boxes here would force a
 * layout inside the task that announces the hints.
 */
function whenFirstScreenDrawn(then: () => void): void {
  const eager = [...document.images].filter((image) => image.loading !== 'lazy');
  const decoded = (shown: HTMLImageElement[]) =>
    void Promise.all(shown.map((image) => image.decode().catch(() => undefined))).then(() =>
      requestAnimationFrame(() => requestAnimationFrame(then)),
    );
  if (eager.length === 0 || typeof IntersectionObserver === 'undefined') return decoded(eager);
  const seen = new Set<Element>();
  const shown: HTMLImageElement[] = [];
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (seen.has(entry.target)) continue;
      seen.add(entry.target);
      if (entry.isIntersecting) shown.push(entry.target as HTMLImageElement);
    }
    if (seen.size < eager.length) return;
    observer.disconnect();
    decoded(shown);
  });
  for (const image of eager) observer.observe(image);
}

export function startPage({ sources, later, scriptFonts }: PageStart): void {
  let announced = false;
  let started = false;
  holdLayoutForScriptFonts(scriptFonts);
  const announce = () => {
    if (announced) return;
    announced = true;
    const waiting = [...later];
    const next = () => {
      waiting.splice(0, HINTS_PER_TASK).forEach(hintAt);
      if (waiting.length > 0) setTimeout(next);
    };
    next();
  };
  const start = () => {
    if (started) return;
    started = true;
    announce();
    setTimeout(() => {
      for (const src of sources) {
        const script = document.createElement('script');
        script.src = src;
        // In the page's order, as the shell's page has them.
        script.async = false;
        document.head.appendChild(script);
      }
    });
  };
  afterFirstPaint(announce);
  // A task of its own, after the hints of announce() are out.
  const whenParsed = () => afterFirstPaint(() => setTimeout(() => whenFirstScreenDrawn(start)));
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
}
