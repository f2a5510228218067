import { useCallback, useEffect, useState } from 'react';
import { nextIndex, prevIndex } from './rotation';

export interface Rotation {
  index: number;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
}

/**
 * Index of a carousel that advances every `intervalMs` while `running`. Any manual move restarts
 * the interval, so a slide chosen by the visitor stays up for a full period.
 */
export function useRotation(count: number, intervalMs: number, running: boolean): Rotation {
  const [index, setIndex] = useState(0);
  const [moves, setMoves] = useState(0);

  useEffect(() => {
    if (!running || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => nextIndex(i, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, count, intervalMs, moves]);

  const next = useCallback(() => {
    setIndex((i) => nextIndex(i, count));
    setMoves((m) => m + 1);
  }, [count]);
  const prev = useCallback(() => {
    setIndex((i) => prevIndex(i, count));
    setMoves((m) => m + 1);
  }, [count]);
  const goTo = useCallback((target: number) => {
    setIndex(target);
    setMoves((m) => m + 1);
  }, []);

  return { index, next, prev, goTo };
}
