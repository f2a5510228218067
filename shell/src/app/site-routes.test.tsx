import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@hospital/router/testing';
import { CONTRACT_VERSION, siteRoutes, type RemoteDefinition } from '@hospital/shared-types';
import { createRemoteLoader, type FederationRuntime } from '../federation/remote-loader';
import { RemoteLoaderContext } from '../routing/remote-context';
import { SiteRoutes } from './App';

const content: RemoteDefinition = {
  name: 'content',
  contractVersion: CONTRACT_VERSION,
  release: '1',
  routes: [{ path: '/404', title: 'Page not found', load: async () => ({ default: () => <h1>Page not found</h1> }) }],
};

/** Content loads; the shop's code never does, but its release's route list is read. */
function renderAt(path: string) {
  const runtime: FederationRuntime = {
    registerRemotes: () => undefined,
    loadRemote: async <T,>(id: string) => {
      if (id.startsWith('hospital_content/')) return { default: content } as T;
      throw new Error(`cannot fetch ${id}`);
    },
  };
  const routes = siteRoutes({ content: [{ path: '/404' }], shop: [{ path: '/gift-cards' }, { path: '/gift-cards/:code' }] });
  const loader = createRemoteLoader({ runtime, map: { content: '/c', shop: '/s' }, routes });
  return render(
    <RemoteLoaderContext.Provider value={loader}>
      <MemoryRouter initialEntries={[path]}>
        <SiteRoutes />
      </MemoryRouter>
    </RemoteLoaderContext.Provider>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the routes the shell mounts', () => {
  it.each(['/gift-cards', '/gift-cards/abc'])(
    'mounts %s for the remote whose release states it, and shows its panel while its code cannot load',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    },
  );

  it("shows the content remote's 404 page at an address no release states", async () => {
    renderAt('/cart');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
