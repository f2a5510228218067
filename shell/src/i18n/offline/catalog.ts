// The offline page's text: its English comes with that page's code (off the first load); Telugu and Hindi
// come with the shell's language (../catalog.ts).
import { createAreaCatalog } from '@hospital/i18n';
import english from './en.json';

export const { t, useT } = createAreaCatalog('shell', english);

export type OfflineKey = keyof typeof english;
