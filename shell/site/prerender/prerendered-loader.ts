// The one script a prerendered page carries: it runs the shell's scripts once the first screen is on
// screen, so their work never holds back its first paint or its first images. The files themselves are
// announced (fetched at low priority) by this script as soon as the first paint is seen, all at once: the
// shell's, the map, the manifests, the route's remote (preload-hints.ts). It does not wait for the whole
// page's 'load' (a font, a far image).
// It sits ahead of the stylesheets: an inline script after one would hold the parser until it arrived.
// The shell runs as soon as the first screen is drawn, its work overlapping the downloads still under way.
// Waiting for all of the shell's scripts first was measured (2026-11-24): Lighthouse TBT 5-70 ms instead of
// 28-165, but a slow phone's gap from first paint to a live page 1.40-1.60 s instead of 1.32-1.47 s.
// Plain ES5 in a string: it runs as written in every visitor's browser, before any bundle.

export const PRERENDERED_LOADER = `(function (sources, later) {
  var started = false;
  var announced = false;
  function announce() {
    if (announced) return;
    announced = true;
    later.forEach(function (hint) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = hint.as;
      link.href = hint.href;
      link.setAttribute('fetchpriority', 'low');
      if (hint.crossOrigin) link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    });
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
  // The images of the first screen loaded and decoded first, so that screen is whole. Asked once the page
  // is painted: its stylesheets are in, so where each image sits is known without a layout of its own.
  function whenFirstScreenDrawn() {
    var shown = [].slice.call(document.images).filter(function (image) {
      return image.loading !== 'lazy' && image.getBoundingClientRect().top < innerHeight;
    });
    Promise.all(shown.map(function (image) { return image.decode().catch(function () {}); })).then(function () {
      requestAnimationFrame(function () { requestAnimationFrame(start); });
    });
  }
  function whenParsed() {
    afterFirstPaint(whenFirstScreenDrawn);
  }
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
})`;
