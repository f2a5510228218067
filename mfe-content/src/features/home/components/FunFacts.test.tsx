import { act, render, screen } from '@testing-library/react';
import { FunFacts } from './FunFacts';
import { countAt } from '../../../hooks/count-up';
import { doctors } from '../../../data/doctors/doctors';

describe('countAt', () => {
  it('starts at 0, ends exactly at the target and never overshoots', () => {
    expect(countAt(5000, 0)).toBe(0);
    expect(countAt(5000, 1)).toBe(5000);
    for (let p = 0; p <= 1; p += 0.1) expect(countAt(15, p)).toBeLessThanOrEqual(15);
  });
});

describe('FunFacts', () => {
  it('shows the final values at once under reduced motion', () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    render(<FunFacts />);
    for (const value of ['12+', '5000+']) expect(screen.getAllByText(value).length).toBeGreaterThan(0);
    // The doctors are the roster's count, exactly: not rounded up, no "+".
    expect(screen.getByText('Expert doctors').previousElementSibling).toHaveTextContent(new RegExp(`^${doctors.length}$`));
  });

  it('counts only once it is scrolled into view', () => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    let trigger: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observe = jest.fn();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        trigger = callback;
      }
      observe = observe;
      disconnect = jest.fn();
    };
    let now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));

    render(<FunFacts />);
    // Before it is seen every counter shows 0 (readers get the final value from a hidden copy).
    expect(screen.getAllByText('0+')).toHaveLength(3);
    expect(screen.getAllByText('0', { exact: true })).toHaveLength(1);
    expect(observe).toHaveBeenCalled();
    act(() => trigger?.([{ isIntersecting: true }]));
    now = 5000;
    act(() => {
      while (frames.length) frames.shift()?.(now);
    });
    expect(screen.queryAllByText('0+')).toHaveLength(0);
    expect(screen.getAllByText('5000+')).toHaveLength(1);
  });
});
