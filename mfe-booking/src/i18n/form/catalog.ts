// The form area's text. Its English comes with the code of the pages that show it; Telugu and Hindi come
// with the remote's language (../catalog.ts), for every area at once.
import { createAreaCatalog } from '@hospital/i18n';
import english from './en.json';

export const { t, useT } = createAreaCatalog('booking', english);
