import { CONTRACT_VERSION, federationName, siteRoutes, type RemoteDefinition, type RemoteName } from '@hospital/shared-types';
import { createRemoteLoader, type FederationRuntime } from '../federation/remote-loader';
import { isRouteReady, preloadRoute } from './preload';

function Page() {
  return null;
}

/** A content remote whose doctor page shows the booking remote's widget, which fetches its data on preload. */
function setup() {
  const preloaded: unknown[] = [];
  const content: RemoteDefinition = {
    name: 'content',
    contractVersion: CONTRACT_VERSION,
    release: '1',
    routes: [
      {
        path: '/team-single/:slug',
        title: 'Doctor',
        load: async () => ({ default: Page }),
        widgets: ({ slug }) => (slug ? [{ name: 'booking.doctor-availability', props: { doctorSlug: slug } }] : []),
      },
    ],
  };
  const booking: RemoteDefinition = {
    name: 'booking',
    contractVersion: CONTRACT_VERSION,
    release: '1',
    routes: [],
    widgets: {
      'booking.doctor-availability': async () => ({ default: Page, preload: (props) => void preloaded.push(props) }),
    },
  };
  const definitions: Record<string, RemoteDefinition> = { [federationName('content')]: content, [federationName('booking')]: booking };
  const runtime: FederationRuntime = {
    registerRemotes: () => undefined,
    loadRemote: async <T>(id: string) => ({ default: definitions[id.split('/')[0] ?? ''] }) as T,
  };
  const map: Partial<Record<RemoteName, string>> = { content: '/c', booking: '/b' };
  // The route lists the two releases state.
  const routes = siteRoutes({ content: [{ path: '/team-single/:slug' }], booking: [] });
  return { loader: createRemoteLoader({ runtime, map, routes }), preloaded };
}

describe('fetching a page ahead', () => {
  it('fetches the widgets of other remotes the page shows, and has them fetch their data for its address', async () => {
    const { loader, preloaded } = setup();
    await expect(preloadRoute(loader, '/team-single/dr-karthik-varma')).resolves.toBe(true);
    expect(isRouteReady(loader, '/team-single/dr-karthik-varma')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.getState('booking').status).toBe('ready');
    expect(preloaded).toEqual([{ doctorSlug: 'dr-karthik-varma' }]);
  });
});
