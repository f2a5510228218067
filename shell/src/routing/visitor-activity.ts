// Fetching ahead runs and evaluates other pages' code: tasks of up to ~40 ms on a slow phone each. The first
// seconds of a page belong to the page: fetching ahead waits for a first sign of the visitor using it (a
// pointer moved, a scroll, a key, a touch) or for a few quiet seconds (NavigationPrefetch.tsx). Intent
// fetches (hover, focus, touch on a link) never wait.

const ACTIVITY = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown'] as const;

let active = false;
const waiting = new Set<() => void>();

function onActivity() {
  active = true;
  for (const kind of ACTIVITY) window.removeEventListener(kind, onActivity, { capture: true });
  const callbacks = [...waiting];
  waiting.clear();
  for (const then of callbacks) then();
}

let listening = false;

/** Calls `then` at the visitor's first activity in this document (at once if there was some); returns a cancel. */
export function whenVisitorActive(then: () => void): () => void {
  // A reader who scrolled the saved page before its scripts came has used it.
  if (window.scrollY > 0) active = true;
  if (active) {
    then();
    return () => undefined;
  }
  if (!listening) {
    listening = true;
    for (const kind of ACTIVITY) window.addEventListener(kind, onActivity, { capture: true, passive: true });
  }
  waiting.add(then);
  return () => waiting.delete(then);
}

/** For tests: back to a document nobody has used yet. */
export function forgetVisitorActivity(): void {
  active = false;
  listening = false;
  waiting.clear();
  for (const kind of ACTIVITY) window.removeEventListener(kind, onActivity, { capture: true });
}
