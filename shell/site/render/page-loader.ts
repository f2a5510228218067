// The one script a prerendered page carries: it runs the shell's scripts once the first screen is on
// screen, so their work never holds back its first paint or its first images. The files themselves are
// announced (fetched at low priority) by this script as soon as the first paint is seen, all at once: the
// shell's, the map, the manifests, the route's remote (preload-hints.ts). It does not wait for the whole
// page's 'load' (a font, a far image).
// It sits last in the head, after the stylesheets, and so holds the parser until they are in: when parsing
// ends Chromium lays the page out at once, and without its styles that was a layout of unstyled markup (at the
// wrong width, in fallback fonts) thrown away a moment later: 60-100 ms of main thread on /hi, 20-30 on /
// (measured 2026-11-26; Lighthouse TBT on /hi, 5 runs, median 147 -> 67 ms). The first paint waits for the
// stylesheets anyway; the preload scanner still finds the body's images and the fonts meanwhile.
// The shell runs as soon as the first screen is drawn, its work overlapping the downloads still under way.
// Waiting for all of the shell's scripts first was measured (2026-11-24): Lighthouse TBT 5-70 ms instead of
// 28-165, but a slow phone's gap from first paint to a live page 1.40-1.60 s instead of 1.32-1.47 s.
// Plain ES5 in a string: it runs as written in every visitor's browser, before any bundle.

const LOADER_SOURCE = `(function (sources, later, scriptFonts) {
  var started = false;
  var announced = false;
  // A page in Telugu or Hindi is laid out once, in its own font: its body is not laid out until that font is
  // in (at most 100 ms, the block period of font-display: optional). Laid out before, every letter of the
  // script was first looked for in the system's fonts (on a machine with none for it, 282 failed lookups,
  // 100-130 ms) and the page laid out again when the font came: 2 layouts of 76-110 and 25-90 ms on /te
  // instead of 1 of about 40 (measured 2026-11-26).
  (function holdLayoutForScriptFonts() {
    var faces = [];
    if (!scriptFonts || !scriptFonts.length || !document.fonts || !document.fonts.forEach) return;
    document.fonts.forEach(function (face) {
      if (scriptFonts.indexOf(face.family.replace(/^["']|["']$/g, '')) >= 0) faces.push(face);
    });
    if (!faces.length) return;
    // The rule that hides the body meanwhile is in the shell's stylesheet (base.css): the CSP allows no inline one.
    var root = document.documentElement;
    root.setAttribute('data-font-wait', '');
    function show() {
      root.removeAttribute('data-font-wait');
    }
    Promise.all(faces.map(function (face) { return face.load(); })).then(show, show);
    setTimeout(show, 100);
  })();
  // A few hints a task: each one asked for costs the main thread (1 ms and more under DevTools, as
  // Lighthouse measures), and twenty in one task made a long one right after the first paint.
  function announce() {
    if (announced) return;
    announced = true;
    var waiting = later.slice();
    (function next() {
      waiting.splice(0, 6).forEach(hintAt);
      if (waiting.length) setTimeout(next);
    })();
  }
  function hintAt(hint) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = hint.as;
    link.href = hint.href;
    link.setAttribute('fetchpriority', 'low');
    if (hint.crossOrigin) link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }
  function start() {
    if (started) return;
    started = true;
    announce();
    setTimeout(function () {
      sources.forEach(function (src) {
        var script = document.createElement('script');
        script.src = src;
        script.async = false;
        document.head.appendChild(script);
      });
    });
  }
  function isFirstContentfulPaint(entry) {
    return entry.name === 'first-contentful-paint';
  }
  // A frame is drawn before it is presented: the paint entry says the reader has the first screen.
  function afterFirstPaint(then) {
    var done = false;
    function once() {
      if (done) return;
      done = true;
      then();
    }
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) return once();
    // Buffered: a paint entry recorded before now is delivered too.
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntries().some(isFirstContentfulPaint)) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
    // Never wait on a paint entry that does not come.
    setTimeout(once, 2000);
  }
  afterFirstPaint(announce);
  // The images of the first screen loaded and decoded first, so that screen is whole. Which eager images
  // are on it comes from an IntersectionObserver, computed with the next frame: reading their boxes here
  // forced a layout inside the task that announces the hints (up to 10 ms of main thread on /hi,
  // measured 2026-11-26), which Lighthouse counted as blocking time.
  function whenFirstScreenDrawn() {
    var eager = [].slice.call(document.images).filter(function (image) {
      return image.loading !== 'lazy';
    });
    if (!eager.length || !window.IntersectionObserver) return decodeThenStart(eager);
    var seen = [];
    var shown = [];
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (seen.indexOf(entry.target) >= 0) return;
        seen.push(entry.target);
        if (entry.isIntersecting) shown.push(entry.target);
      });
      if (seen.length < eager.length) return;
      observer.disconnect();
      decodeThenStart(shown);
    });
    eager.forEach(function (image) { observer.observe(image); });
  }
  function decodeThenStart(shown) {
    Promise.all(shown.map(function (image) { return image.decode().catch(function () {}); })).then(function () {
      requestAnimationFrame(function () { requestAnimationFrame(start); });
    });
  }
  // A task of its own, after the hints of announce() are out.
  function whenParsed() {
    afterFirstPaint(function () { setTimeout(whenFirstScreenDrawn); });
  }
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
})`;

// Its comments are for us: every saved page carries the script, and they were 0.4 KB gzip of each.
export const PAGE_LOADER = LOADER_SOURCE.replace(/^[ \t]*\/\/.*\n/gm, '');
