import { CONTRACT_VERSION, type RemoteDefinition } from '@hospital/shared-types';
import { routes } from './routes';

const remote: RemoteDefinition = {
  name: 'content',
  contractVersion: CONTRACT_VERSION,
  release: __RELEASE__,
  routes,
};

export default remote;
