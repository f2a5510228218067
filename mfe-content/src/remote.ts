import { CONTRACT_VERSION, type RemoteDefinition } from '@hospital/shared-types';
import { routes } from './routes';
import { loadLanguage } from './i18n/catalog';

const remote: RemoteDefinition = {
  name: 'content',
  contractVersion: CONTRACT_VERSION,
  release: __RELEASE__,
  loadLanguage,
  routes,
};

export default remote;
