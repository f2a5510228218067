// What the pages say when the booking service is slow, unreachable or failing. Its English comes with the
// code of the pages that show it; Telugu and Hindi come with the remote's language (../catalog.ts).
import { createAreaCatalog } from '@hospital/i18n';
import english from './en.json';

export const { t, useT } = createAreaCatalog('booking', english);
