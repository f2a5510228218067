// The contract's own words, shown by several remotes (department and package names, the hospital's blurb,
// hours and place): one catalog, so every remote names them alike. Each remote bundles the contract, so each
// copy loads it into the shared runtime under the same namespace; the content is the same. The English is the
// contract's own data (not a second copy of it in en.json, which lists the same words for translators and is
// checked against this).
import { createCatalog } from '@hospital/i18n';
import { DEPARTMENTS } from '../departments';
import { HEALTH_PACKAGES } from '../packages';
import { site } from '../site';
import type english from './en.json';

export type CommonKey = keyof typeof english;

export const COMMON_ENGLISH = {
  ...Object.fromEntries(
    DEPARTMENTS.flatMap((department) => [
      [`department.${department.path}.name`, department.name],
      [`department.${department.path}.short`, department.short],
    ]),
  ),
  ...Object.fromEntries(HEALTH_PACKAGES.map((healthPackage) => [`package.${healthPackage.id}`, healthPackage.title])),
  'site.blurb': site.blurb,
  'site.hours.emergency': site.openingHours.emergency,
  'site.hours.outpatient': site.openingHours.outpatient,
  'site.hours.pharmacy': site.openingHours.pharmacy,
  'site.address.locality': site.address.locality,
  'site.address.city': site.address.city,
} as Record<CommonKey, string>;

export const commonCatalog = createCatalog<CommonKey>('common', COMMON_ENGLISH, {
  te: () => import(/* webpackChunkName: "i18n-te" */ './te.json'),
  hi: () => import(/* webpackChunkName: "i18n-hi" */ './hi.json'),
});
