import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@hospital/router/testing';
import { siteRoutes } from '@hospital/shared-types';
import { createRemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderContext } from '../routing/remote-context';
import { Layout } from './Layout';

// The desk is staff only because the booking release says so (its route list), not by its address.
const loader = createRemoteLoader({
  runtime: { registerRemotes: () => undefined, loadRemote: () => Promise.reject(new Error('not loaded here')) },
  map: {},
  routes: siteRoutes({ content: [{ path: '/about' }], booking: [{ path: '/staff', unlisted: true }] }),
});

const renderAt = (path: string) =>
  render(
    <RemoteLoaderContext.Provider value={loader}>
      <MemoryRouter initialEntries={[path]}>
        <Layout>
          <p>The page</p>
        </Layout>
      </MemoryRouter>
    </RemoteLoaderContext.Provider>,
  );

describe('the layout around a page', () => {
  it('gives the public pages the header, footer, booking button and WhatsApp bubble', () => {
    renderAt('/about');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Book An Appointment/i }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /WhatsApp/i })).toBeInTheDocument();
  });

  it.each(['/staff', '/te/staff', '/hi/staff'])('gives the desk at %s only its page, a skip link and the main landmark', (path) => {
    renderAt(path);
    expect(screen.getByRole('main')).toHaveTextContent('The page');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book An Appointment/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /skip/i })).toHaveAttribute('href', '#main');
  });
});
