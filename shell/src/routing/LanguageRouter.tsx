import { useEffect, useState, type ReactNode } from 'react';
import { NavigationType, Router, createPath, type Location, type Navigator } from '@hospital/router';
import { DEFAULT_LANGUAGE, languageOfPath, type Language } from '@hospital/shared-types';

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

type Listener = (state: RouterState) => void;
const listeners = new Set<Listener>();
const announce = (action: NavigationType) => {
  const state = { action, location: readLocation() };
  for (const listener of listeners) listener(state);
};

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
  const [state, setState] = useState<RouterState>(() => ({ action: NavigationType.Pop, location: readLocation() }));
  useEffect(() => {
    const onPop = () => announce(NavigationType.Pop);
    listeners.add(setState);
    window.addEventListener('popstate', onPop);
    return () => {
      listeners.delete(setState);
      window.removeEventListener('popstate', onPop);
    };
  }, []);
  const basename = basenameOf(languageOfPath(state.location.pathname));
  return (
    <Router basename={basename} location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
