import { useSyncExternalStore, type ReactNode } from 'react';
import { NavigationType, Router, createPath, type Location, type Navigator } from '@hospital/router';
import { DEFAULT_LANGUAGE, languageOfPath, type Language } from '@hospital/hospital-data';

interface RouterState {
  action: NavigationType;
  location: Location;
}

interface SavedState {
  usr?: unknown;
  key?: string;
}

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const saved = (window.history.state ?? {}) as SavedState;
  return { pathname, search, hash, state: saved.usr ?? null, key: saved.key ?? 'default' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

// The history as a store the router reads with useSyncExternalStore: a move made before the router subscribes
// (a <Navigate> redirect runs in its effect, before its ancestors' effects) is still seen.
const listeners = new Set<() => void>();
let lastAction = NavigationType.Pop;
let snapshot: RouterState | undefined;

function currentState(): RouterState {
  const location = readLocation();
  const known = snapshot?.location;
  const same = known && (['pathname', 'search', 'hash', 'key'] as const).every((part) => known[part] === location[part]);
  if (!snapshot || !same) snapshot = { action: lastAction, location };
  return snapshot;
}

const announce = (action: NavigationType) => {
  lastAction = action;
  snapshot = undefined;
  for (const listener of listeners) listener();
};

const onPop = () => announce(NavigationType.Pop);

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', onPop);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPop);
  };
}

/** The browser's history, as the router and the language switch both move it. */
const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: (delta) => window.history.go(delta),
  push(to, state) {
    window.history.pushState({ usr: state, key: newKey() }, '', navigator.createHref(to));
    announce(NavigationType.Push);
  },
  replace(to, state) {
    window.history.replaceState({ usr: state, key: newKey() }, '', navigator.createHref(to));
    announce(NavigationType.Replace);
  },
};

/**
 * Moves to the same page in another language in place: the address changes and the router's basename with
 * it, in one render, so every page, form and scroll position stays as it was (the route tree is the same).
 */
export function replaceAddress(path: string): void {
  window.history.replaceState(window.history.state, '', path);
  announce(NavigationType.Replace);
}

export const basenameOf = (language: Language): string => (language === DEFAULT_LANGUAGE ? '/' : `/${language}`);

/**
 * The shell's router: the address's language is its basename, so the same route table serves /about,
 * /te/about and /hi/about, and every `Link` a remote renders keeps the page's language without knowing it.
 * React Router's BrowserRouter fixes its basename; this one follows the address.
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribe, currentState, currentState);
  return (
    <Router
      basename={basenameOf(languageOfPath(state.location.pathname))}
      location={state.location}
      navigationType={state.action}
      navigator={navigator}
    >
      {children}
    </Router>
  );
}
