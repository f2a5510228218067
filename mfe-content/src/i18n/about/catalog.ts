// The About page's and /home2's own text. Its English comes with those pages' code; Telugu and Hindi come
// with the remote's language (../catalog.ts), for every area at once.
import { createAreaCatalog } from '@hospital/i18n';
import english from './en.json';

export const { t, useT } = createAreaCatalog('content', english);
