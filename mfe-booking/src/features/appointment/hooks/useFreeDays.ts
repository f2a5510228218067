import { useCallback, useEffect, useState } from 'react';
import type { FreeDaysAnswer } from '@hospital/shared-types';
import { fetchFreeDays } from '../api/free-days.resource';

export type FreeDays =
  /** No department chosen yet. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; answer: FreeDaysAnswer }
  | { status: 'failed'; message: string };

/** The strip's days for the chosen department (and doctor): asked again when either changes, or on `reload`. */
export function useFreeDays(service: string, doctor: string) {
  const [state, setState] = useState<FreeDays>({ status: 'idle' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (!service) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchFreeDays({ service, ...(doctor ? { doctor } : {}) }, controller.signal).then(
      (outcome) => setState(outcome.ok ? { status: 'ready', answer: outcome.answer } : { status: 'failed', message: outcome.message }),
      () => undefined, // aborted: a newer request is on its way
    );
    return () => controller.abort();
  }, [service, doctor, round]);

  return { state, reload };
}
