import type { ReactNode } from 'react';
import { NavigationType, Router, createPath, type Navigator } from '@hospital/router';
import { languageOfPath } from '@hospital/hospital-data';
import { basenameOf } from '../routing/LanguageRouter';

const stay: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** The shell's router at one address, as the browser's LanguageRouter renders it there first. */
export function staticLanguageRouter(address: string) {
  const location = { pathname: address, search: '', hash: '', state: null, key: 'default' };
  return function StaticLanguageRouter({ children }: { children: ReactNode }) {
    return (
      <Router
        basename={basenameOf(languageOfPath(address))}
        location={location}
        navigationType={NavigationType.Pop}
        navigator={stay}
        static
      >
        {children}
      </Router>
    );
  };
}
