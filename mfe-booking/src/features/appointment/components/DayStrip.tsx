import { useRef, useState, type ReactNode } from 'react';
import { fieldClasses } from '@hospital/forms';
import { usePageLocale } from '@hospital/hospital-data';
import { useT } from '../../../i18n/form/catalog';
import { readableDay, shortDay } from '../../../lib/slot-text';
import { ServiceProblemNotice } from '../../../components/ServiceProblemNotice';
import type { FreeDays } from '../hooks/useFreeDays';
import form from './AppointmentForm.module.css';
import picker from './SlotPicker.module.css';
import styles from './DayStrip.module.css';

interface DayStripProps {
  id: string;
  days: FreeDays;
  /** The chosen date (typed or picked here). */
  value: string;
  onChange: (date: string) => void;
  onRetry: () => void;
}

/**
 * The next 14 days as one group of radio buttons (Tab enters at the chosen or first free day, arrow keys
 * move between free days), each saying how many times it has free. A day without free times is disabled,
 * struck through and says so in words, and its name tells a screen reader the same.
 */
export function DayStrip({ id, days, value, onChange, onRetry }: DayStripProps) {
  const t = useT();
  const locale = usePageLocale();
  const statusId = `${id}-status`;
  const list = days.status === 'ready' ? days.answer.days : [];
  const statusLine = useRef<HTMLParagraphElement>(null);
  // After Try again its button is gone: focus waits on the status line, and a second failure's notice takes it.
  const [retried, setRetried] = useState(false);
  const retry = () => {
    setRetried(true);
    statusLine.current?.focus();
    onRetry();
  };
  const problem = days.status === 'failed' ? days.problem : undefined;

  let status: ReactNode = null;
  if (days.status === 'loading') status = <span className={picker.loading}>{t('days.loading')}</span>;
  else if (days.status === 'failed') status = problem ? null : days.message;
  else if (days.status === 'ready' && !list.some((day) => day.free > 0)) status = t('days.noneAtAll');

  return (
    <fieldset className={`${fieldClasses.field} ${form.wide} ${form.fieldset}`} aria-describedby={statusId}>
      <legend className={fieldClasses.label}>{t('days.label')}</legend>
      <p id={statusId} className={picker.status} aria-live="polite" tabIndex={-1} ref={statusLine}>
        {status}
      </p>
      {problem && <ServiceProblemNotice problem={problem} onRetry={retry} takeFocus={retried} />}
      {days.status === 'failed' && !problem && (
        <div className={picker.actions}>
          <button type="button" className={picker.link} onClick={retry}>
            {t('slots.retry')}
          </button>
        </div>
      )}
      {list.length > 0 && (
        <div className={styles.strip}>
          {list.map(({ date, free }) => {
            const short = shortDay(date, locale);
            const full = free > 0;
            return (
              <label key={date} className={`${picker.time} ${styles.day}${full ? '' : ` ${styles.unavailable}`}`}>
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={date}
                  checked={value === date}
                  disabled={!full}
                  onChange={() => onChange(date)}
                  aria-label={
                    full
                      ? t('days.dayFree', { day: readableDay(date, locale), count: free })
                      : t('days.dayNone', { day: readableDay(date, locale) })
                  }
                />
                <span className={styles.weekday}>{short.weekday}</span>
                <span className={styles.date}>{short.day}</span>
                <span className={styles.month}>{short.month}</span>
                {full ? (
                  <span className={styles.count}>
                    <span className={styles.number}>{free}</span> {t('days.freeWord')}
                  </span>
                ) : (
                  <span className={styles.count}>{t('days.noneShort')}</span>
                )}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
