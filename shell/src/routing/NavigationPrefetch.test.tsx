import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '@hospital/router';
import { MemoryRouter } from '@hospital/router/testing';
import { CONTRACT_VERSION, siteRoutes, type RemoteDefinition, type RemotePageProps } from '@hospital/shared-types';
import { createRemoteLoader, type FederationRuntime } from '../federation/remote-loader';
import { RemoteLoaderContext } from './remote-context';
import { RemotePage } from './RemotePage';
import { NavigationPrefetch, TAP_WAIT_MS } from './NavigationPrefetch';
import { aheadAllowed, createPrefetcher } from './prefetch';
import { forgetVisitorActivity } from './visitor-activity';

/** The visitor uses the page: fetching ahead may start. */
const visitorScrolls = () => act(() => void window.dispatchEvent(new Event('scroll')));
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function Packages(_: RemotePageProps) {
  return <h1>Health packages</h1>;
}
function About(_: RemotePageProps) {
  return (
    <>
      <h1>About us</h1>
      <Link to="/packages">Packages</Link>
    </>
  );
}

/** A content remote whose page code arrives only when the test says so. */
function setup() {
  const requested: string[] = [];
  let release: () => void = () => undefined;
  const packagesArrived = new Promise<void>((resolve) => (release = resolve));
  const content: RemoteDefinition = {
    name: 'content',
    contractVersion: CONTRACT_VERSION,
    release: '1',
    routes: [
      { path: '/about', title: 'About', load: async () => ({ default: About }) },
      {
        path: '/packages',
        title: 'Health Packages',
        load: async () => {
          requested.push('/packages');
          await packagesArrived;
          return { default: Packages };
        },
      },
      {
        path: '/blog',
        title: 'Blog',
        load: async () => {
          requested.push('/blog');
          return { default: Packages };
        },
      },
    ],
  };
  const runtime: FederationRuntime = {
    registerRemotes: () => undefined,
    loadRemote: async <T,>() => ({ default: content }) as T,
  };
  // The content release states the routes its code mounts.
  const routes = siteRoutes({ content: content.routes.map(({ path }) => ({ path })) });
  const loader = createRemoteLoader({ runtime, map: { content: '/c' }, routes });
  return { loader, requested, release: () => release() };
}

function renderSite(loader: ReturnType<typeof setup>['loader'], allowed: () => boolean, phoneMenu = false, quietMs = 60_000) {
  const prefetcher = createPrefetcher(loader, { allowed, idle: (run) => run() });
  return render(
    <RemoteLoaderContext.Provider value={loader}>
      <MemoryRouter initialEntries={['/about']}>
        <NavigationPrefetch prefetcher={prefetcher} quietMs={quietMs} />
        <header>
          {phoneMenu ? (
            <div popover="auto">
              <Link to="/packages">Packages in the phone menu</Link>
              <details>
                <summary>Blog</summary>
                <Link to="/blog">Blog in a closed group</Link>
              </details>
            </div>
          ) : (
            <>
              <Link to="/packages">Packages in the header</Link>
              <Link to="/about">About in the header</Link>
            </>
          )}
        </header>
        <main>
          <Routes>
            <Route path="/about" element={<RemotePage remote="content" path="/about" />} />
            <Route path="/packages" element={<RemotePage remote="content" path="/packages" />} />
          </Routes>
        </main>
      </MemoryRouter>
    </RemoteLoaderContext.Provider>,
    { container: document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' })) },
  );
}

// The live page has taken over (bootstrap's takeover marks it) unless a test says otherwise.
beforeEach(() => {
  document.documentElement.dataset.live = 'true';
  forgetVisitorActivity();
});
afterEach(() => {
  document.getElementById('root')?.remove();
  delete document.documentElement.dataset.live;
});

describe('moving between pages', () => {
  it("fetches a hovered link's page, even when fetching ahead is not allowed", async () => {
    const site = setup();
    renderSite(site.loader, () => false);
    await screen.findByRole('heading', { name: 'About us' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(site.requested).toEqual([]);
    await userEvent.hover(screen.getByRole('link', { name: 'Packages in the header' }));
    await waitFor(() => expect(site.requested).toEqual(['/packages']));
  });

  it("fetches the header's pages ahead once the page is loaded and the visitor uses it, when allowed", async () => {
    const site = setup();
    renderSite(site.loader, () => true);
    await screen.findByRole('heading', { name: 'About us' });
    await pause(100);
    expect(site.requested).toEqual([]);
    visitorScrolls();
    await waitFor(() => expect(site.requested).toEqual(['/packages']));
  });

  it('fetches them ahead after a few quiet seconds for a visitor who only reads', async () => {
    const site = setup();
    renderSite(site.loader, () => true, false, 800);
    await screen.findByRole('heading', { name: 'About us' });
    await pause(100);
    expect(site.requested).toEqual([]);
    await waitFor(() => expect(site.requested).toEqual(['/packages']));
  });

  it("fetches nothing ahead before the live page has taken over, then the header's pages", async () => {
    delete document.documentElement.dataset.live;
    const site = setup();
    renderSite(site.loader, () => true);
    await screen.findByRole('heading', { name: 'About us' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(site.requested).toEqual([]);
    visitorScrolls();
    await pause(100);
    expect(site.requested).toEqual([]);
    act(() => {
      document.documentElement.dataset.live = 'true';
    });
    await waitFor(() => expect(site.requested).toEqual(['/packages']));
  });

  it("fetches the closed phone menu's own links ahead, not its closed groups' links", async () => {
    // The menu is closed: nothing in it is on screen (jsdom draws nothing, so the browser's answer is given here).
    Element.prototype.checkVisibility = function (this: Element) {
      return this.closest('[popover]') === null;
    };
    try {
      const site = setup();
      renderSite(site.loader, () => true, true);
      await screen.findByRole('heading', { name: 'About us' });
      visitorScrolls();
      await waitFor(() => expect(site.requested).toEqual(['/packages']));
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(site.requested).toEqual(['/packages']);
    } finally {
      delete (Element.prototype as Partial<Element>).checkVisibility;
    }
  });

  it("keeps the current page while the next page's code is on its way, then shows it with no loading panel", async () => {
    const site = setup();
    renderSite(site.loader, () => false);
    await screen.findByRole('heading', { name: 'About us' });
    await userEvent.click(screen.getAllByRole('link', { name: 'Packages' })[0] as HTMLElement);
    expect(screen.getByRole('heading', { name: 'About us' })).toBeVisible();
    expect(screen.queryByTestId('remote-loading')).toBeNull();
    await act(async () => site.release());
    expect(await screen.findByRole('heading', { name: 'Health packages' })).toBeVisible();
    expect(screen.queryByTestId('remote-loading')).toBeNull();
  });

  it('does not take the visitor back to a page that was slow to come once they have moved on', async () => {
    const site = setup();
    renderSite(site.loader, () => false);
    await screen.findByRole('heading', { name: 'About us' });
    await userEvent.click(screen.getByRole('link', { name: 'Packages in the header' }));
    await act(async () => site.release());
    expect(await screen.findByRole('heading', { name: 'Health packages' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'About in the header' }));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeVisible();
    // The first tap's longest wait runs out: it must not move again.
    await act(() => new Promise((resolve) => setTimeout(resolve, TAP_WAIT_MS + 200)));
    expect(screen.getByRole('heading', { name: 'About us' })).toBeVisible();
  });
});

describe('fetching ahead', () => {
  const withConnection = (connection: object) => ({ connection }) as unknown as Navigator;
  it('is not allowed under Save-Data or on 2G, and allowed otherwise', () => {
    expect(aheadAllowed(withConnection({ saveData: true, effectiveType: '4g' }))).toBe(false);
    expect(aheadAllowed(withConnection({ saveData: false, effectiveType: '2g' }))).toBe(false);
    expect(aheadAllowed(withConnection({ saveData: false, effectiveType: 'slow-2g' }))).toBe(false);
    expect(aheadAllowed(withConnection({ saveData: false, effectiveType: '3g' }))).toBe(true);
    expect(aheadAllowed({} as Navigator)).toBe(true);
  });
});
