import { useRef, useState, type ReactNode } from 'react';
import { fieldClasses } from '@hospital/forms';
import { DAY_PERIODS, dayPeriod, type DayPeriod, type FreeSlot } from '@hospital/booking-contract';
import { site, telUrl, usePageLocale, useSiteText } from '@hospital/hospital-data';
import { useT } from '../../../i18n/form/catalog';
import { readableClock, readableDay } from '../../../lib/slot-text';
import { ServiceProblemNotice } from '../../../components/ServiceProblemNotice';
import type { FreeSlots } from '../hooks/useFreeSlots';
import form from './AppointmentForm.module.css';
import styles from './SlotPicker.module.css';

/** The groups' names, as catalog keys (the periods themselves stay the contract's English values). */
const PERIOD_NAMES = {
  Morning: 'slots.period.morning',
  Afternoon: 'slots.period.afternoon',
  Evening: 'slots.period.evening',
} as const satisfies Record<DayPeriod, string>;

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
  const t = useT();
  const locale = usePageLocale();
  const siteText = useSiteText();
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const describedBy = [statusId, error ? errorId : ''].filter(Boolean).join(' ');
  const slots: FreeSlot[] = free.status === 'ready' ? free.answer.slots : [];
  const statusLine = useRef<HTMLParagraphElement | null>(null);
  // After Try again its button is gone: focus waits on the status line, and a second failure's notice takes it.
  const [retried, setRetried] = useState(false);
  const retry = () => {
    setRetried(true);
    statusLine.current?.focus();
    onRetry();
  };
  const problem = free.status === 'failed' ? free.problem : undefined;
  const focusTarget = slots.find((slot) => slot.time === value)?.time ?? slots[0]?.time;

  let status: ReactNode;
  if (free.status === 'idle') status = t('slots.status.idle');
  else if (free.status === 'loading') status = <span className={styles.loading}>{t('slots.status.loading')}</span>;
  else if (free.status === 'failed') status = problem ? null : free.message;
  else if (slots.length > 0) status = t('slots.status.free', { count: slots.length, day: readableDay(free.answer.date, locale) });
  else status = t('slots.status.none', { day: readableDay(free.answer.date, locale) });
  const outpatientHours = siteText('site.hours.outpatient');

  return (
    <fieldset
      className={`${fieldClasses.field} ${form.wide} ${form.fieldset}`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className={fieldClasses.label}>
        {t('slots.label')}
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p
        id={statusId}
        className={styles.status}
        aria-live="polite"
        tabIndex={-1}
        ref={(element) => {
          statusLine.current = element;
          if (slots.length === 0) focusRef(element);
        }}
      >
        {status}
      </p>
      {problem && <ServiceProblemNotice problem={problem} onRetry={retry} takeFocus={retried} />}
      {free.status === 'failed' && !problem && (
        <div className={styles.actions}>
          <button type="button" className={styles.link} onClick={retry}>
            {t('slots.retry')}
          </button>
        </div>
      )}
      {free.status === 'ready' && slots.length === 0 && (
        <div className={styles.actions}>
          {free.answer.nextDate ? (
            <button type="button" className={styles.link} onClick={() => onPickDate(free.answer.nextDate as string)}>
              {t('slots.nextDay', { day: readableDay(free.answer.nextDate, locale) })}
            </button>
          ) : (
            <p className={styles.status}>
              {t('slots.noneBefore.before', { day: readableDay(free.answer.bookableUntil, locale) })}{' '}
              <a href={telUrl()}>{site.phoneDisplay}</a>
              {t('slots.noneBefore.after')}
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
                <legend className={styles.periodName}>{t(PERIOD_NAMES[period])}</legend>
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
                      {readableClock(slot.time, locale)}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      )}
      <p className={fieldClasses.hint}>{t('slots.hint', { hours: outpatientHours })}</p>
      {error && (
        <p id={errorId} className={fieldClasses.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
