import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from '@hospital/router';
import { languageOfPath, withoutLanguage } from '@hospital/hospital-data';
import { useRemoteLoader } from './remote-context';
import { createPrefetcher, internalPath, type Prefetcher } from './prefetch';
import { whenLoadedAndLive } from '../app/when-live';
import { whenVisitorActive } from './visitor-activity';

/** The header's links (top bar, menu, mobile menu): the pages a visitor most often goes to next. The ones on
 * screen and the phone menu's own links are fetched ahead; a group's (Services, the phone menu's groups) once it is opened. */
const HEADER_LINKS = '#root [data-site-topbar] a[href], #root header a[href]';
/** Links in the page and the footer: fetched ahead once they come into view. */
const PAGE_LINKS = '#root main a[href], #root footer a[href]';
/** Longest a tap waits for the next page's code before the move goes ahead with its loading panel. */
export const TAP_WAIT_MS = 2500;
/** Quiet time after the page went live before fetching ahead starts for a visitor who has not used it yet. */
export const AHEAD_AFTER_QUIET_MS = 5000;

const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

const pathsOf = (anchors: Iterable<HTMLAnchorElement>) =>
  [...anchors].map((anchor) => internalPath(anchor)).filter((path): path is string => path !== null);

const shown = (anchor: Element) => (typeof anchor.checkVisibility === 'function' ? anchor.checkVisibility() : true);

/** Links on screen now: a closed menu's links wait until it opens. */
const visible = (anchors: Iterable<HTMLAnchorElement>) => [...anchors].filter(shown);

/** The phone's menu (a popover) is the header there: its own links count as on screen, its groups' links do not. */
const onScreenOrMenuTop = (anchors: Iterable<HTMLAnchorElement>) =>
  [...anchors].filter((anchor) => shown(anchor) || (anchor.closest('[popover]') !== null && anchor.closest('details') === null));

/** Fetches likely next pages ahead, and on intent; a tap on a page whose code is missing waits for it. */
export function NavigationPrefetch({ prefetcher: given, quietMs = AHEAD_AFTER_QUIET_MS }: { prefetcher?: Prefetcher; quietMs?: number }) {
  const loader = useRemoteLoader();
  const prefetcher = useMemo(() => given ?? createPrefetcher(loader), [given, loader]);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // Intent: a hover, focus or touch on a link starts its page's code at once.
  useEffect(() => {
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event.target);
      const path = anchor && internalPath(anchor);
      if (path && path !== location.pathname) void prefetcher.intent(path);
    };
    const kinds = ['mouseover', 'focusin', 'touchstart'] as const;
    for (const kind of kinds) document.addEventListener(kind, onIntent, { passive: true, capture: true });
    return () => {
      for (const kind of kinds) document.removeEventListener(kind, onIntent, { capture: true });
    };
  }, [prefetcher]);

  // A tap on a page whose code has not arrived keeps the current page until it has (as a plain link
  // would), instead of showing a loading panel: the router's move is made once it can render at once.
  // Across the effect's re-runs (navigate changes with each move): only the latest tap may move.
  const latestTap = useRef(0);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = anchorOf(event.target);
      const path = anchor && anchor.closest('#root') && internalPath(anchor);
      if (!anchor || !path || path === location.pathname || prefetcher.ready(path)) return;
      // A link to another language (the switcher) is not the router's move.
      if (languageOfPath(path) !== languageOfPath(location.pathname)) return;
      event.preventDefault();
      // The router adds the page's language itself (it is the router's basename).
      const to = `${withoutLanguage(path)}${anchor.search}${anchor.hash}`;
      const ticket = ++latestTap.current;
      const from = location.href;
      document.documentElement.dataset.navigating = 'true';
      const go = () => {
        clearTimeout(timer);
        if (ticket !== latestTap.current) return;
        latestTap.current++;
        delete document.documentElement.dataset.navigating;
        // The visitor went elsewhere meanwhile (back, or a link whose page was at hand): this tap is spent.
        if (location.href === from) navigate(to);
      };
      const timer = setTimeout(go, TAP_WAIT_MS);
      void prefetcher.intent(path).then(go);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [prefetcher, navigate]);

  // A menu opened (a <details> or a popover in the header): its links are now one tap away.
  useEffect(() => {
    const onToggle = (event: Event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLElement) || !menu.closest('#root header, #root [data-site-topbar]')) return;
      if (!(menu instanceof HTMLDetailsElement ? menu.open : menu.matches(':popover-open'))) return;
      // After the frame that shows them, so that what is on screen can be told.
      requestAnimationFrame(() => prefetcher.ahead(pathsOf(visible(menu.querySelectorAll<HTMLAnchorElement>('a[href]')))));
    };
    document.addEventListener('toggle', onToggle, { capture: true });
    return () => document.removeEventListener('toggle', onToggle, { capture: true });
  }, [prefetcher]);

  // Ahead: once the page is live, used or left quiet a while, and the browser idle: the header's pages on screen,
  // then the links that come into view.
  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    let cancelled = false;
    const start = () => {
      if (cancelled) return;
      prefetcher.ahead(pathsOf(onScreenOrMenuTop(document.querySelectorAll<HTMLAnchorElement>(HEADER_LINKS))));
      if (typeof IntersectionObserver === 'undefined') return;
      observer = new IntersectionObserver((entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLAnchorElement);
        for (const anchor of seen) observer?.unobserve(anchor);
        prefetcher.ahead(pathsOf(seen));
      });
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>(PAGE_LINKS)) observer.observe(anchor);
    };
    // Never before the page's own load is complete and the page is live: the shell's part of a saved page is
    // hydrated before the page's own, and chunks fetched ahead then ran before the page could answer a tap.
    // Then at the visitor's first use of the page, or after a few quiet seconds (visitor-activity.ts).
    let timer: ReturnType<typeof setTimeout> | undefined;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let live = false;
    let used = false;
    const begin = () => {
      if (!live || !used || timer !== undefined || cancelled) return;
      clearTimeout(quiet);
      timer = setTimeout(start, 0);
    };
    const stopActivity = whenVisitorActive(() => {
      used = true;
      begin();
    });
    const stopLive = whenLoadedAndLive(() => {
      live = true;
      quiet = setTimeout(() => {
        used = true;
        begin();
      }, quietMs);
      begin();
    });
    return () => {
      cancelled = true;
      stopLive();
      stopActivity();
      clearTimeout(quiet);
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [prefetcher, pathname, quietMs]);

  return null;
}
