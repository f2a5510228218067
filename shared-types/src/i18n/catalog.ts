// The contract's own words, shown by several remotes (department and package names): one catalog, so every
// remote names them alike. Each remote bundles the contract, so each copy loads it into the shared runtime
// under the same namespace; the content is the same.
import { createCatalog } from '@hospital/i18n';
import english from './en.json';

export const commonCatalog = createCatalog<keyof typeof english>('common', english, {
  te: () => import(/* webpackChunkName: "i18n-te" */ './te.json'),
  hi: () => import(/* webpackChunkName: "i18n-hi" */ './hi.json'),
});
