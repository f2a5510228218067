// The one script a prerendered page carries: it runs the shell's scripts once the first screen is on
// screen, so their work never holds back its first paint or its first images. The files themselves are
// already on their way: the page's head announces them at low priority (preload-hints.ts), behind the first
// screen's own requests. It does not wait for the whole page's 'load' (a font or an image further down).
// Plain ES5 in a string: it runs as written in every visitor's browser, before any bundle.

/** A function expression taking the list of script addresses to load, in order. */
export const PRERENDERED_LOADER = `(function (sources) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
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
  function whenPresented() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) return start();
    // Buffered: a paint entry recorded before now is delivered too.
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntries().some(isFirstContentfulPaint)) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    // Never wait on a paint entry that does not come.
    setTimeout(start, 2000);
  }
  // The images of the first screen loaded and decoded first, so that screen is whole.
  function whenFirstScreenDrawn() {
    var shown = [].slice.call(document.images).filter(function (image) {
      return image.loading !== 'lazy' && image.getBoundingClientRect().top < innerHeight;
    });
    Promise.all(shown.map(function (image) { return image.decode().catch(function () {}); })).then(function () {
      requestAnimationFrame(function () { requestAnimationFrame(whenPresented); });
    });
  }
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', whenFirstScreenDrawn);
  else whenFirstScreenDrawn();
})`;
