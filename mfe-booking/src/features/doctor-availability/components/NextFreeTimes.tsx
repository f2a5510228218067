import { useEffect, useState } from 'react';
import { Link } from '@hospital/router';
import { type DatedSlot } from '@hospital/booking-contract';
import { findDoctorIdentity, site, telUrl, usePageLanguage, usePageLocale, formatRupees } from '@hospital/hospital-data';
import { appointmentLink } from '@hospital/shared-types';
import { useT } from '../../../i18n/form/catalog';
import { readableClock, readableDay } from '../../../lib/slot-text';
import { fetchNextSlots, primedNextSlots } from '../api/next-slots.resource';
import styles from './NextFreeTimes.module.css';

/** How many free times the widget lists. */
export const NEXT_FREE_TIMES_SHOWN = 6;

/** A message with one marked part ('Please call <0>{phone}</0>.'): the text before it, the part, the text after. */
const aroundPart = (message: string): [string, string, string] => {
  const [before = '', part = '', after = ''] = message.split(/<\/?0>/);
  return [before, part, after];
};

type State = { status: 'loading' } | { status: 'ready'; slots: DatedSlot[]; fee: number | null } | { status: 'failed' };

/** Times grouped by their date, in order. */
function byDay(slots: DatedSlot[]): Array<[string, DatedSlot[]]> {
  const days = new Map<string, DatedSlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days.entries()];
}

/**
 * A doctor's next free times, each a link that opens the form with the doctor, date and time chosen.
 * Shown on the doctor's page (content remote) through the shell's slot.
 */
export function NextFreeTimes({ doctorSlug }: { doctorSlug: string }) {
  const t = useT();
  const locale = usePageLocale();
  const language = usePageLanguage();
  const doctor = findDoctorIdentity(doctorSlug);
  // Fetched ahead of the move to this page (the widget's preload) and still fresh: shown from the first render.
  const [state, setState] = useState<State>(() => {
    const settled = doctor && primedNextSlots(doctor.slug, NEXT_FREE_TIMES_SHOWN)?.settled;
    return settled ? { status: 'ready', slots: settled.answer.slots, fee: settled.answer.fee ?? null } : { status: 'loading' };
  });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!doctor) return undefined;
    const ahead = round === 0 ? primedNextSlots(doctor.slug, NEXT_FREE_TIMES_SHOWN) : undefined;
    // It may have come between the first render and now.
    if (ahead?.settled) {
      const { slots, fee = null } = ahead.settled.answer;
      setState((current) => (current.status === 'ready' && current.slots === slots ? current : { status: 'ready', slots, fee }));
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    // A fetch ahead still on its way is waited for, not repeated; a retry always asks afresh.
    const answer = ahead ? ahead.promise : fetchNextSlots(doctor.slug, NEXT_FREE_TIMES_SHOWN, controller.signal);
    answer.then(
      (outcome) =>
        !controller.signal.aborted &&
        setState(outcome.ok ? { status: 'ready', slots: outcome.answer.slots, fee: outcome.answer.fee ?? null } : { status: 'failed' }),
      () => undefined,
    );
    return () => controller.abort();
  }, [doctor, round]);

  if (!doctor) return null;
  const headingId = `next-free-${doctor.slug}`;
  const none = aroundPart(t('availability.none', { phone: site.phoneDisplay }));
  const all = aroundPart(t('availability.all', { doctor: doctor.name }));
  return (
    <section className={styles.widget} aria-labelledby={headingId} data-booking-release={__RELEASE__}>
      <h2 id={headingId} className={styles.title}>
        {t('availability.title')}
      </h2>
      {/* Free times are true only now: the live page fetches them (an effect), a server-rendered page never has them. */}
      <div className={styles.live} aria-live="polite">
        {state.status === 'ready' && state.fee !== null && (
          <p className={styles.fee}>{t('form.fee.doctor', { amount: formatRupees(state.fee, language) })}</p>
        )}
        {state.status === 'loading' && <p className={styles.status}>{t('availability.loading')}</p>}
        {state.status === 'failed' && (
          <>
            <p className={styles.status}>{t('availability.failed')}</p>
            <button type="button" className={styles.retry} onClick={() => setRound((n) => n + 1)}>
              {t('availability.retry')}
            </button>
          </>
        )}
        {state.status === 'ready' && state.slots.length === 0 && (
          <p className={styles.status}>
            {none[0]}
            <a href={telUrl()}>{none[1]}</a>
            {none[2]}
          </p>
        )}
        {state.status === 'ready' && state.slots.length > 0 && (
          <ul className={styles.days}>
            {byDay(state.slots).map(([date, slots]) => (
              <li key={date}>
                <p className={styles.day}>{readableDay(date, locale)}</p>
                <ul className={styles.times}>
                  {slots.map((slot) => {
                    const clock = readableClock(slot.time, locale);
                    return (
                      <li key={slot.time}>
                        <Link
                          className={styles.time}
                          to={appointmentLink({ doctor: doctor.slug, date, time: slot.time })}
                          aria-label={t('availability.book', { clock, day: readableDay(date, locale), doctor: doctor.name })}
                        >
                          {clock}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* The form opens on the first day listed here, its times shown (an empty date made the patient guess). */}
      <Link
        className={styles.all}
        to={appointmentLink({ doctor: doctor.slug, ...(state.status === 'ready' && state.slots[0] ? { date: state.slots[0].date } : {}) })}
      >
        {all[0]}
        <span translate="no">{all[1]}</span>
        {all[2]}
      </Link>
    </section>
  );
}
