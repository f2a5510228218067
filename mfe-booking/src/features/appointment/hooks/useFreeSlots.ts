import { useCallback, useEffect, useState } from 'react';
import { isIsoDate, type SlotsAnswer } from '@hospital/shared-types';
import { fetchSlots } from '../api/slots.resource';

export type FreeSlots =
  /** No department or no valid date yet. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; answer: SlotsAnswer }
  | { status: 'failed'; message: string };

/**
 * The free times of the chosen department (and doctor) on the chosen date, fetched again whenever one
 * of them changes (an earlier request still on its way is abandoned) or when `reload` is called.
 */
export function useFreeSlots(service: string, date: string, doctor: string) {
  const [state, setState] = useState<FreeSlots>({ status: 'idle' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (!service || !isIsoDate(date)) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchSlots({ service, date, ...(doctor ? { doctor } : {}) }, controller.signal).then(
      (outcome) => setState(outcome.ok ? { status: 'ready', answer: outcome.answer } : { status: 'failed', message: outcome.message }),
      () => undefined, // aborted: a newer request is on its way
    );
    return () => controller.abort();
  }, [service, date, doctor, round]);

  return { state, reload };
}
