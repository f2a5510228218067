import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeskDayAnswer } from '@hospital/booking-contract';
import type { StaffClient } from '../api/staff-client';

/** How often the open day is read again: bookings made meanwhile (on any API instance) show up. */
export const DESK_REFRESH_MS = 5_000;

export interface DayState {
  answer: DeskDayAnswer | null;
  error: string | null;
  /** References that arrived since the day was first shown. */
  fresh: ReadonlySet<string>;
  reload: () => void;
}

/** One date's appointments, read again every few seconds and after each change (`version`); `onSignedOut` when the session has ended. */
export function useDay(client: StaffClient, date: string, onSignedOut: (message: string) => void, version = 0): DayState {
  const [answer, setAnswer] = useState<DeskDayAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [tick, setTick] = useState(0);
  const known = useRef<{ date: string; references: Set<string> } | null>(null);

  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    client.day(date, controller.signal).then(
      (outcome) => {
        if (!outcome.ok) {
          if (outcome.status === 401) onSignedOut('Your session has ended. Please sign in again.');
          else setError(outcome.message);
          return;
        }
        setError(null);
        const references = outcome.value.appointments.map((a) => a.reference);
        const before = known.current;
        if (before && before.date === date) {
          const added = references.filter((r) => !before.references.has(r));
          if (added.length > 0) setFresh((current) => new Set([...current, ...added]));
        } else {
          setFresh(new Set());
        }
        known.current = { date, references: new Set(references) };
        setAnswer(outcome.value);
      },
      () => undefined,
    );
    const timer = setTimeout(reload, DESK_REFRESH_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, date, tick, version, onSignedOut, reload]);

  return { answer, error, fresh, reload };
}
