import { commonCatalog } from './i18n/catalog';
import { site } from './site';

/** The hospital's own words (`site.blurb`, opening hours, its place) that several packages show. */
export type SiteTextKey =
  | 'site.blurb'
  | 'site.hours.emergency'
  | 'site.hours.outpatient'
  | 'site.hours.pharmacy'
  | 'site.address.locality'
  | 'site.address.city';

// The catalog's English must be the site's own words: one source, checked here at the type level and in a test.
export const SITE_TEXT_ENGLISH: Record<SiteTextKey, string> = {
  'site.blurb': site.blurb,
  'site.hours.emergency': site.openingHours.emergency,
  'site.hours.outpatient': site.openingHours.outpatient,
  'site.hours.pharmacy': site.openingHours.pharmacy,
  'site.address.locality': site.address.locality,
  'site.address.city': site.address.city,
};

/** The hospital's sentences in the page's language, in a component. */
export function useSiteText(): (key: SiteTextKey) => string {
  return commonCatalog.useT();
}

/** The hospital's sentences in the page's language, outside React. */
export const siteText = (key: SiteTextKey): string => commonCatalog.t(key);
