// The shell's own text (header, footer, menus, status panels, the offline page) in every language: English
// bundled, the others fetched before the page shows in them (docs/i18n-conventions.md).
import { createCatalog } from '@hospital/i18n';
import english from './en.json';

export const catalog = createCatalog<keyof typeof english>('shell', english, {
  te: () => import(/* webpackChunkName: "i18n-te" */ './te.json'),
  hi: () => import(/* webpackChunkName: "i18n-hi" */ './hi.json'),
});

export type ShellKey = keyof typeof english;

export const { t, useT } = catalog;
