import { whenLoadedAndLive } from './when-live';

afterEach(() => delete document.documentElement.dataset.live);

describe('work that waits for the loaded, live page', () => {
  it('runs once the live page has taken over, not before, and once only', async () => {
    const then = jest.fn();
    whenLoadedAndLive(then);
    await Promise.resolve();
    expect(then).not.toHaveBeenCalled();
    document.documentElement.dataset.live = 'true';
    // MutationObserver callbacks are microtasks.
    await Promise.resolve();
    expect(then).toHaveBeenCalledTimes(1);
    document.documentElement.removeAttribute('data-live');
    document.documentElement.dataset.live = 'true';
    await Promise.resolve();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a page already live, and not at all once cancelled', async () => {
    document.documentElement.dataset.live = 'true';
    const now = jest.fn();
    whenLoadedAndLive(now);
    expect(now).toHaveBeenCalledTimes(1);
    delete document.documentElement.dataset.live;
    const cancelled = jest.fn();
    whenLoadedAndLive(cancelled)();
    document.documentElement.dataset.live = 'true';
    await Promise.resolve();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
