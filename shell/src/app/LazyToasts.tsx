import { lazy, Suspense, useEffect, useState } from 'react';

const Toasts = lazy(() => import('./Toasts').then((module) => ({ default: module.Toasts })));

/** Toasts always follow something the visitor did, or come late; react-toastify queues until the container mounts. */
const LATE_MOUNT_MS = 10_000;

/**
 * Mounts the page's one toast container on the visitor's first interaction, so a first visit
 * does not download the toast library for nothing. A toast raised before it mounts waits in
 * react-toastify's queue and shows as soon as it does.
 */
export function LazyToasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const event of events) window.addEventListener(event, want, { capture: true, once: true, passive: true });
    const timer = window.setTimeout(want, LATE_MOUNT_MS);
    return () => {
      for (const event of events) window.removeEventListener(event, want, { capture: true });
      window.clearTimeout(timer);
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
