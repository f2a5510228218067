import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hospital/router/testing';
import { CONTRACT_VERSION, type RemoteDefinition, type RemotePageProps } from '@hospital/shared-types';
import { createRemoteLoader, type FederationRuntime } from '../federation/remote-loader';
import { RemoteLoaderContext } from './remote-context';
import { RemotePage } from './RemotePage';

function Cart({ shell }: RemotePageProps) {
  return (
    <>
      <h1>Your cart</h1>
      <shell.Slot name="booking.appointment-form" fallback={<a href="/appoinment">Book on the appointment page</a>} />
    </>
  );
}

function Broken(): never {
  throw new Error('render failed');
}

const shop: RemoteDefinition = {
  name: 'shop',
  contractVersion: CONTRACT_VERSION,
  release: '1',
  routes: [
    { path: '/cart', title: 'Cart', load: async () => ({ default: Cart }) },
    { path: '/checkout', title: 'Checkout', load: async () => ({ default: Broken }) },
  ],
};

/** Serves `shop` once `online` is true; booking never answers. */
function setup() {
  const world = { online: false };
  const runtime: FederationRuntime = {
    registerRemotes: () => undefined,
    loadRemote: async <T,>(id: string) => {
      if (id.startsWith('hospital_shop/') && world.online) return { default: shop } as T;
      throw new Error(`cannot fetch ${id}`);
    },
  };
  const loader = createRemoteLoader({ runtime, map: { shop: '/s', booking: '/b' } });
  const renderAt = (path: string) =>
    render(
      <RemoteLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={[path]}>
          <header>Header</header>
          <RemotePage remote="shop" path={path} />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>,
    );
  return { world, renderAt };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('a remote page', () => {
  it('shows the unavailable panel while its remote cannot be fetched, and Retry brings the page', async () => {
    const { world, renderAt } = setup();
    renderAt('/cart');
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    expect(screen.getByText('Header')).toBeVisible();

    world.online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeVisible();
  });

  it("shows a slot's fallback while the widget's remote is unavailable", async () => {
    const { world, renderAt } = setup();
    world.online = true;
    renderAt('/cart');
    expect(await screen.findByRole('link', { name: 'Book on the appointment page' })).toHaveAttribute('href', '/appoinment');
  });

  it('keeps a page that throws inside its own part of the page', async () => {
    const { world, renderAt } = setup();
    world.online = true;
    renderAt('/checkout');
    expect(await screen.findByTestId('remote-unavailable')).toBeVisible();
    expect(screen.getByText('Header')).toBeVisible();
  });
});
