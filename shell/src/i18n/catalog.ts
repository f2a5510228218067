// The shell's own text (header, footer, menus, status panels) in every language: English bundled, the others
// fetched before the page shows in them (docs/i18n-conventions.md). The offline page's English comes with that
// page (offline/catalog.ts); its translations load here with the rest.
import { createCatalog } from '@hospital/i18n';
import english from './en.json';

export const catalog = createCatalog<keyof typeof english>('shell', english, {
  te: () => [import(/* webpackChunkName: "i18n-te" */ './te.json'), import(/* webpackChunkName: "i18n-te" */ './offline/te.json')],
  hi: () => [import(/* webpackChunkName: "i18n-hi" */ './hi.json'), import(/* webpackChunkName: "i18n-hi" */ './offline/hi.json')],
});

export type ShellKey = keyof typeof english;

export const { t, useT } = catalog;
