import { commonCatalog } from './i18n/catalog';

/** The hospital's own words (`site.blurb`, opening hours, its place) that several packages show. */
export type SiteTextKey =
  'site.blurb' | 'site.hours.emergency' | 'site.hours.outpatient' | 'site.hours.pharmacy' | 'site.address.locality' | 'site.address.city';

/** The hospital's sentences in the page's language, in a component. */
export function useSiteText(): (key: SiteTextKey) => string {
  return commonCatalog.useT();
}

/** The hospital's sentences in the page's language, outside React. */
export const siteText = (key: SiteTextKey): string => commonCatalog.t(key);
