import { act, renderHook } from '@testing-library/react';
import { nextIndex, prevIndex } from './rotation';
import { useRotation } from './useRotation';

describe('rotation arithmetic', () => {
  it('cycles 0, 1, 2 and wraps both ways', () => {
    expect([0, 1, 2].map((i) => nextIndex(i, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((i) => prevIndex(i, 3))).toEqual([2, 0, 1]);
  });
});

describe('useRotation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 3000 ms while running', () => {
    const { result } = renderHook(() => useRotation(3, 3000, true));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(6000));
    expect(result.current.index).toBe(0);
  });

  it('stands still while paused and resumes afterwards', () => {
    const { result, rerender } = renderHook(({ running }) => useRotation(3, 3000, running), {
      initialProps: { running: false },
    });
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(0);
    rerender({ running: true });
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });

  it('moves by hand and restarts the period after a manual move', () => {
    const { result } = renderHook(() => useRotation(3, 3000, true));
    act(() => jest.advanceTimersByTime(2000));
    act(() => result.current.prev());
    expect(result.current.index).toBe(2);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current.index).toBe(2);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(1));
    expect(result.current.index).toBe(1);
  });
});
