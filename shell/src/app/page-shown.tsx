import { createContext, useContext, useEffect } from 'react';

/** Called once a route shows its page or its unavailable panel: the live page can replace the prerendered one. */
export const PageShownContext = createContext<() => void>(() => undefined);

/** Rendered beside a page inside its Suspense boundary, so its effect runs only once the page is on screen. */
export function PageShown() {
  const shown = useContext(PageShownContext);
  useEffect(() => shown(), [shown]);
  return null;
}
