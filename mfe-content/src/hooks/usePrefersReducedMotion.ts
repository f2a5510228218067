import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const list = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const query = list();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const matches = (): boolean => list()?.matches ?? false;
/** Prerendered pages are saved still (carousels stopped, counters at their values): hydration starts there. */
const saved = (): boolean => true;

/** True while the visitor asks for reduced motion; follows changes to the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, matches, saved);
}
