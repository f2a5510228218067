// The one script a prerendered page carries: it runs the shell's scripts once the first screen is on
// screen, so their work never holds back its first paint or its first images. The files themselves are
// already on their way: the page's head announces the shell's at low priority, behind the first screen's own
// requests, and this script announces the rest (map, manifests, the route's remote) as soon as the first
// paint is seen (preload-hints.ts). It does not wait for the whole page's 'load' (a font, a far image).
// Plain ES5 in a string: it runs as written in every visitor's browser, before any bundle.

/**
 * A function expression taking the list of script addresses to load, in order, and the files to announce
 * after the first paint ({ href, as, crossOrigin }).
 */
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
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) return then();
    // Buffered: a paint entry recorded before now is delivered too.
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntries().some(isFirstContentfulPaint)) return;
      observer.disconnect();
      then();
    }).observe({ type: 'paint', buffered: true });
    // Never wait on a paint entry that does not come.
    setTimeout(then, 2000);
  }
  afterFirstPaint(announce);
  function whenPresented() {
    afterFirstPaint(start);
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
