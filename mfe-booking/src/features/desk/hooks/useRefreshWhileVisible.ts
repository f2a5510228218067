import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` every `everyMs` while the page is visible, and at once when it becomes visible again:
 * a hidden tab asks the server nothing.
 */
export function useRefreshWhileVisible(refresh: () => void, everyMs: number) {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = setInterval(() => latest.current(), everyMs);
    };
    const changed = () => {
      if (document.hidden) return clearInterval(timer);
      latest.current();
      start();
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', changed);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', changed);
    };
  }, [everyMs]);
}
