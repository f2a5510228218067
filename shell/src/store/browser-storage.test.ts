import { SAVED_STATE_ITEM } from '@hospital/shared-types';
import { browserStorage } from './browser-storage';

describe('browserStorage', () => {
  it("is the window's localStorage", () => {
    const { storage } = browserStorage(window);
    storage.setItem(SAVED_STATE_ITEM, '{"a":"1"}');
    expect(window.localStorage.getItem(SAVED_STATE_ITEM)).toBe('{"a":"1"}');
    window.localStorage.clear();
  });

  it('tells the store when another tab wrote the saved state, and before every press of the visitor', () => {
    const onChange = jest.fn();
    browserStorage(window).watch(onChange);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(onChange).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_STATE_ITEM }));
    expect(onChange).toHaveBeenCalledTimes(1);

    const clicked = jest.fn(() => expect(onChange).toHaveBeenCalledTimes(2));
    document.body.addEventListener('pointerdown', clicked);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(clicked).toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('tells the store when the tab comes back: from the back-forward cache, or shown again', () => {
    const onChange = jest.fn();
    browserStorage(window).watch(onChange);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(onChange).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(onChange).toHaveBeenCalledTimes(1);
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onChange).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onChange).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });
});
