import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HydrateWhenNear } from './HydrateWhenNear';

// act() flushes React's work between steps, as a browser's event loop would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An IntersectionObserver the test moves: `scrollNear()` brings every observed element into view. */
const observed = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
class FakeObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observed.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observed.delete(this.entry);
  }
}
const scrollNear = () =>
  act(async () => {
    for (const { callback, targets } of [...observed])
      callback(
        targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  });

/** A section that says when it is live, and counts taps once it is. */
function Counter({ label }: { label: string }) {
  const [live, setLive] = useState(false);
  const [taps, setTaps] = useState(0);
  useEffect(() => setLive(true), []);
  return (
    <section>
      <p>{live ? 'live' : 'static'}</p>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        {label} {taps}
      </button>
    </section>
  );
}

function Page({ label = 'Taps' }: { label?: string }) {
  return (
    <main>
      <HydrateWhenNear>
        <Counter label={label} />
      </HydrateWhenNear>
    </main>
  );
}

async function hydrateServerPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  return { container, root: root as ReturnType<typeof hydrateRoot> };
}

beforeEach(() => {
  observed.clear();
  Object.assign(globalThis, { IntersectionObserver: FakeObserver });
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydrateWhenNear', () => {
  it('leaves a server-drawn section as the server drew it until it comes near, then makes it live', async () => {
    await hydrateServerPage();
    expect(screen.getByText('static')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Taps 0' })).toBeInTheDocument();

    await scrollNear();
    expect(screen.getByText('live')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Taps 0' }));
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeInTheDocument();
  });

  it('makes a section live when the visitor focuses something in it before it comes near', async () => {
    await hydrateServerPage();
    expect(screen.getByText('static')).toBeInTheDocument();
    await act(async () => screen.getByRole('button').focus());
    expect(screen.getByText('live')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeInTheDocument();
  });

  it('keeps the section on screen when the page changes before it comes near', async () => {
    const { root } = await hydrateServerPage();
    await act(async () => root.render(<Page label="Count" />));
    expect(screen.getByRole('button', { name: 'Count 0' })).toBeInTheDocument();
    expect(screen.getByText('live')).toBeInTheDocument();
  });

  it('shows a section at once when the page is drawn in the browser', async () => {
    render(<Page />);
    expect(await screen.findByText('live')).toBeInTheDocument();
    expect(observed.size).toBe(0);
  });
});
