import type { ReactNode } from 'react';
import { fieldClasses } from '@hospital/forms';
import { DAY_PERIODS, dayPeriod, site, telUrl, type FreeSlot } from '@hospital/shared-types';
import { readableClock, readableDay } from '../data/slot-text';
import type { FreeSlots } from '../hooks/useFreeSlots';
import form from './AppointmentForm.module.css';
import styles from './SlotPicker.module.css';

interface SlotPickerProps {
  id: string;
  free: FreeSlots;
  value: string;
  onChange: (time: string) => void;
  onBlur: () => void;
  /** Shows another day's times (the next day that has some). */
  onPickDate: (date: string) => void;
  onRetry: () => void;
  error?: string | undefined;
  /** The control a failed submit focuses: the chosen or first time, or the status line. */
  focusRef: (element: HTMLElement | null) => void;
}

/**
 * The free times of a day as one group of radio buttons (arrow keys move between them), split into
 * Morning, Afternoon and Evening. Says when it is loading, when a day has no free time (and offers
 * the next day that has one), and when the times could not be loaded.
 */
export function SlotPicker({ id, free, value, onChange, onBlur, onPickDate, onRetry, error, focusRef }: SlotPickerProps) {
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const describedBy = [statusId, error ? errorId : ''].filter(Boolean).join(' ');
  const slots: FreeSlot[] = free.status === 'ready' ? free.answer.slots : [];
  const focusTarget = slots.find((slot) => slot.time === value)?.time ?? slots[0]?.time;

  let status: ReactNode;
  if (free.status === 'idle') status = 'Choose a service and a date to see the free times.';
  else if (free.status === 'loading') status = <span className={styles.loading}>Loading free times…</span>;
  else if (free.status === 'failed') status = free.message;
  else if (slots.length > 0) status = `${slots.length} free ${slots.length === 1 ? 'time' : 'times'} on ${readableDay(free.answer.date)}.`;
  else status = `No free times on ${readableDay(free.answer.date)}.`;

  return (
    <fieldset className={`${fieldClasses.field} ${form.wide} ${form.fieldset}`} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={fieldClasses.label}>
        Preferred time
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p id={statusId} className={styles.status} aria-live="polite" tabIndex={-1} ref={slots.length === 0 ? focusRef : undefined}>
        {status}
      </p>
      {free.status === 'failed' && (
        <div className={styles.actions}>
          <button type="button" className={styles.link} onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {free.status === 'ready' && slots.length === 0 && (
        <div className={styles.actions}>
          {free.answer.nextDate ? (
            <button type="button" className={styles.link} onClick={() => onPickDate(free.answer.nextDate as string)}>
              Show {readableDay(free.answer.nextDate)}, the next day with free times
            </button>
          ) : (
            <p className={styles.status}>
              No free times before {readableDay(free.answer.bookableUntil)}. Please call <a href={telUrl()}>{site.phoneDisplay}</a>.
            </p>
          )}
        </div>
      )}
      {slots.length > 0 && (
        <div className={styles.groups}>
          {DAY_PERIODS.map((period) => {
            const times = slots.filter((slot) => dayPeriod(slot.time) === period);
            if (times.length === 0) return null;
            return (
              <fieldset key={period} className={styles.period}>
                <legend className={styles.periodName}>{period}</legend>
                <div className={styles.times}>
                  {times.map((slot) => (
                    <label key={slot.time} className={styles.time}>
                      <input
                        type="radio"
                        name={`${id}-time`}
                        value={slot.time}
                        checked={value === slot.time}
                        onChange={() => onChange(slot.time)}
                        onBlur={onBlur}
                        ref={slot.time === focusTarget ? focusRef : undefined}
                      />
                      {readableClock(slot.time)}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      )}
      <p className={fieldClasses.hint}>Outpatient hours: {site.openingHours.outpatient}. Times are India time.</p>
      {error && (
        <p id={errorId} className={fieldClasses.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
