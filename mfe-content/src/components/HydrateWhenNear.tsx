import { Suspense, use, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './HydrateWhenNear.module.css';

const MARK = 'data-hydrate-when-near';

interface Gate {
  promise: Promise<void>;
  open(): void;
}

function gate(): Gate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return {
    promise,
    open() {
      // Marked as React's `use` marks a settled promise, so a render in the same task reads it as open.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
}

/** The server drew this wrapper already: the page is being hydrated, not rendered in the browser. */
function drawnByServer(id: string): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll(`[${MARK}]`)].some((element) => element.getAttribute(MARK) === id);
}

function Held({ until, children }: { until: Gate | null; children: ReactNode }) {
  if (until) use(until.promise);
  return children;
}

/**
 * A section below the fold that a phone need not hydrate with the page: the server's HTML stays on screen,
 * links working as plain links, and React adopts it when it comes within `margin` of the viewport or the
 * visitor points at or focuses something in it. Rendered in the browser (a move from another page) it shows at once.
 */
export function HydrateWhenNear({ children, margin = '200px' }: { children: ReactNode; margin?: string }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [held] = useState(() => (drawnByServer(id) ? gate() : null));
  const [firstChildren] = useState(children);
  // New content for a section still waiting (another language, say) hydrates it now: React would otherwise
  // draw it anew, empty until it came near.
  if (children !== firstChildren) held?.open();
  useEffect(() => {
    const wrapper = ref.current;
    if (!held || !wrapper) return undefined;
    const section = wrapper.firstElementChild;
    if (!section || typeof IntersectionObserver === 'undefined') {
      held.open();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), {
      rootMargin: margin,
    });
    // On the document, capturing: React stops a focus or pointer event aimed at a section it has not hydrated
    // at its root, before the section would hear it.
    const events = ['focusin', 'pointerdown', 'touchstart'] as const;
    const onEvent = (event: Event) => event.target instanceof Node && wrapper.contains(event.target) && release();
    function release() {
      held?.open();
      stop();
    }
    function stop() {
      observer.disconnect();
      for (const name of events) document.removeEventListener(name, onEvent, true);
    }
    observer.observe(section);
    for (const name of events) document.addEventListener(name, onEvent, { capture: true, passive: true });
    return stop;
  }, [held, margin]);
  return (
    <div ref={ref} className={styles.contents} {...{ [MARK]: id }}>
      <Suspense fallback={null}>
        <Held until={held}>{children}</Held>
      </Suspense>
    </div>
  );
}
