import '@testing-library/jest-dom';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@hospital/router/testing';
import { type ShellServices, type SlotProps } from '@hospital/shared-types';
import HomePage from './HomePage';

// act() flushes React's work between steps, as a browser's event loop would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const shell: ShellServices = { Slot: (props: SlotProps) => <div data-testid="slot">{props.name}</div> };
const page = (
  <MemoryRouter initialEntries={['/']}>
    <HomePage shell={shell} />
  </MemoryRouter>
);

/** IntersectionObservers the test drives: `bringNear(element)` tells those watching it that it is near the viewport. */
const watchers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
class TestObserver {
  private readonly watcher: { callback: IntersectionObserverCallback; targets: Element[] } = { callback: () => undefined, targets: [] };
  constructor(callback: IntersectionObserverCallback) {
    this.watcher.callback = callback;
    watchers.push(this.watcher);
  }
  observe(target: Element) {
    this.watcher.targets.push(target);
  }
  disconnect() {
    this.watcher.targets = [];
  }
}
const bringNear = (element: Element) =>
  act(async () => {
    for (const { callback, targets } of watchers)
      if (targets.includes(element))
        callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

const testimonials = () => screen.getByRole('region', { name: 'Patient testimonials' });
const shownStory = () => within(testimonials()).getByRole('button', { current: true });
const sevenSeconds = () => act(async () => jest.advanceTimersByTime(7_000));

beforeEach(() => {
  jest.useFakeTimers();
  watchers.length = 0;
  Object.assign(globalThis, { IntersectionObserver: TestObserver });
  // Motion welcome: a live carousel moves on by itself every 7 s.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('the home page hydrated from the server HTML', () => {
  it('shows a section below the fold as the server drew it, and makes it live once it comes near', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(shownStory()).toHaveAccessibleName(/^Testimonial 1:/);
    await sevenSeconds();
    // Not hydrated: the story the server drew stays, nothing runs for it yet.
    expect(shownStory()).toHaveAccessibleName(/^Testimonial 1:/);

    await bringNear(testimonials().closest('section') as Element);
    await sevenSeconds();
    expect(shownStory()).toHaveAccessibleName(/^Testimonial 2:/);
    await act(async () => fireEvent.click(within(testimonials()).getByRole('button', { name: 'Next testimonial' })));
    expect(shownStory()).toHaveAccessibleName(/^Testimonial 3:/);
  });
});
