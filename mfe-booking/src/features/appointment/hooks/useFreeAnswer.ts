import { useCallback, useEffect, useState } from 'react';
import type { ApiProblem } from '../../../lib/api-request';
import type { Outcome } from '../api/slots.resource';

export type FreeAnswer<T> =
  /** Nothing to ask yet (no department, or no valid date). */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; answer: T }
  /** `problem`: no usable answer came; the page says so and offers to try again. */
  | { status: 'failed'; message: string; problem?: ApiProblem };

/**
 * An answer of the slots API, asked again whenever `key` changes (an earlier request still on its way is
 * abandoned) or when `reload` is called; `key` null asks nothing. `load` is read when the key changes.
 */
export function useFreeAnswer<T>(key: string | null, load: (signal: AbortSignal) => Promise<Outcome<T>>) {
  const [state, setState] = useState<FreeAnswer<T>>({ status: 'idle' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (outcome) => {
        // An answer read before the abort (or a kept one) must not overwrite a newer key's, nor reach an unmounted form.
        if (controller.signal.aborted) return;
        setState(
          outcome.ok
            ? { status: 'ready', answer: outcome.answer }
            : { status: 'failed', message: outcome.message, ...(outcome.problem ? { problem: outcome.problem } : {}) },
        );
      },
      () => undefined, // aborted: a newer request is on its way
    );
    return () => controller.abort();
    // `load` follows from `key`: a new function each render must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  return { state, reload };
}
