import { useEffect, useId, useState } from 'react';
import { DESK_SEARCH_LIMIT, type DeskAction, type DeskAppointmentRow, type DeskSearchAnswer } from '@hospital/booking-contract';
import type { StaffClient } from '../api/staff-client';
import { useNameFonts } from '../hooks/useNameFonts';
import { AppointmentTable } from './AppointmentTable';
import styles from './Desk.module.css';

/** Typing pauses this long before the search is asked: one request per word, not per letter. */
const TYPING_PAUSE_MS = 250;

export interface DeskSearchProps {
  client: StaffClient;
  /** Bumped after every change the desk makes: the answers are asked again. */
  version: number;
  onAction: (appointment: DeskAppointmentRow, action: DeskAction, place?: string) => void;
  onSignedOut: (message: string) => void;
}

type Found = { query: string; appointments: DeskAppointmentRow[] } | { query: string; error: string };

/** A patient on the phone gives a reference, a number or a name: found on any date, upcoming first. */
export function DeskSearch({ client, version, onAction, onSignedOut }: DeskSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const query = text.trim();

  useEffect(() => {
    if (!query) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client.get<DeskSearchAnswer>(`/appointments/search?${new URLSearchParams({ q: query }).toString()}`, controller.signal).then(
        (outcome) => {
          if (outcome.ok) setFound({ query, appointments: outcome.value.appointments });
          else if (outcome.status === 401) onSignedOut('Your session has ended. Please sign in again.');
          else setFound({ query, error: outcome.message });
        },
        () => undefined,
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, query, version, onSignedOut]);

  const shown = found && 'appointments' in found ? found.appointments : [];
  useNameFonts(shown.map((a) => a.fullName));

  return (
    <section aria-labelledby={`${id}-title`} className={`${styles.card} ${styles.noPrint}`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Find an appointment
      </h2>
      <form role="search" aria-labelledby={`${id}-title`} className={styles.toolbar} onSubmit={(e) => e.preventDefault()}>
        <div className={`${styles.field} ${styles.grow}`}>
          <label htmlFor={`${id}-q`}>Reference, phone or patient’s name (any date)</label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            aria-describedby={`${id}-hint`}
            // Where the desk starts after signing in: a caller on the phone is the first thing.
            data-start-here
            onChange={(e) => setText(e.target.value)}
          />
          <span id={`${id}-hint`} className={styles.hint}>
            e.g. ASH-7K3Q-9XPD, 98480 12345, or the first letters of a name in English, Telugu or Hindi
          </span>
        </div>
        {text && (
          <button type="button" className={styles.secondary} onClick={() => setText('')}>
            Clear
          </button>
        )}
      </form>
      <div aria-live="polite" className={styles.searchSummary}>
        {found && 'error' in found && <p className={styles.error}>{found.error}</p>}
        {found && 'appointments' in found && (
          <p className={styles.muted}>
            {found.appointments.length === 0
              ? `No appointment on any date matches “${found.query}”.`
              : `${found.appointments.length === DESK_SEARCH_LIMIT ? `The first ${DESK_SEARCH_LIMIT}` : found.appointments.length} appointment${found.appointments.length === 1 ? '' : 's'} matching “${found.query}”, upcoming first.`}
          </p>
        )}
      </div>
      {shown.length > 0 && (
        <div className={styles.tableWrap}>
          <AppointmentTable
            caption={`Appointments matching ${found?.query ?? ''}`}
            appointments={shown}
            showDate
            besides="doctor"
            place="search"
            onAction={onAction}
          />
        </div>
      )}
    </section>
  );
}
