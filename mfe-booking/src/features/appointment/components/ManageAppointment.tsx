import { Suspense, lazy, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from '@hospital/router';
import {
  STATUS_LABELS,
  hospitalToday,
  isAppointmentStatus,
  rescheduleProblems,
  type DatedSlot,
  type ManagedAppointment,
  type RescheduleRequest,
} from '@hospital/booking-contract';
import { site, telUrl, useCommonNames, usePageLanguage, usePageLocale, formatRupees } from '@hospital/hospital-data';
import { MANAGE_PAGE_PATH } from '@hospital/shared-types';
import { useT } from '../../../i18n/manage/catalog';
import type { ApiProblem } from '../../../lib/api-request';
import { ServiceProblemNotice } from '../../../components/ServiceProblemNotice';
import { cancelAppointment, openAppointment, rescheduleAppointment, type ManageOutcome } from '../api/manage.resource';
import { readableClock, readableDay } from '../../../lib/slot-text';
import { useFreeSlots } from '../hooks/useFreeSlots';
import { ManagePayment } from './ManagePayment';
import { SlotPicker } from './SlotPicker';
import styles from './ManageAppointment.module.css';

// The calendar file's code (and its icon) comes when an open appointment is shown, not with the booking page.
const ManageCalendarLink = lazy(() => import('./ManageCalendarLink').then((m) => ({ default: m.ManageCalendarLink })));
// The times a refused move offers instead: shown after a refusal, so their code comes then.
const SlotAlternatives = lazy(() => import('./SlotAlternatives').then((m) => ({ default: m.SlotAlternatives })));

type Load =
  | { status: 'loading' }
  | { status: 'missing'; message: string }
  /** No usable answer came: the page says so and offers to ask again. */
  | { status: 'unanswered'; problem: ApiProblem; said?: string | undefined }
  | { status: 'ready'; appointment: ManagedAppointment };
/** `action`: the change to try again (with what the page holds then). */
type Trouble = { problem: ApiProblem; said?: string | undefined; action: 'cancel' | 'move' };
type Mode = 'view' | 'cancel' | 'reschedule';

type T = ReturnType<typeof useT>;

// The strip of free days loads only when a move starts: the booking page, which shares this page's parts, stays as light.
const MoveDays = lazy(() => import('./MoveDays'));

// A visit that will not happen owes nothing: its unpaid fee is not shown (a refund still is).
const ENDED: ReadonlySet<string> = new Set(['cancelled', 'expired']);
const OWED: ReadonlySet<string> = new Set(['unpaid', 'pending']);

const cutoffText = (t: T, minutes: number) =>
  minutes % 60 === 0 ? t('manage.cutoff.hours', { count: minutes / 60 }) : t('manage.cutoff.minutes', { count: minutes });

/** The contract's status, in the page's language (its English label when the status is not one we know). */
const statusText = (t: T, status: string) =>
  isAppointmentStatus(status) ? t(`manage.status.${status}` as const) : ((STATUS_LABELS as Record<string, string>)[status] ?? status);

const MARK = '\u0000';
/** A translated sentence with an element (a doctor's name kept in English) where its placeholder was. */
const around = (text: string, element: ReactNode): ReactNode => {
  const [before = '', after = ''] = text.split(MARK);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
};

/** The patient's own appointment, opened by its link: details, Cancel (with a confirmation) and Reschedule. */
export function ManageAppointment({ token }: { token: string }) {
  const uid = useId();
  const t = useT();
  const names = useCommonNames();
  const locale = usePageLocale();
  const language = usePageLanguage();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [trouble, setTrouble] = useState<Trouble>();
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  // The move form holds the reschedule request itself: one name per field from the form to the API.
  const [move, setMove] = useState<RescheduleRequest>({ preferredDate: '', preferredTime: '' });
  const moveTo = (preferredDate: string, preferredTime = '') => setMove({ preferredDate, preferredTime });
  const [alternatives, setAlternatives] = useState<DatedSlot[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const appointment = load.status === 'ready' ? load.appointment : undefined;
  const { state: free, reload } = useFreeSlots(
    mode === 'reschedule' && appointment ? appointment.service : '',
    move.preferredDate,
    appointment?.doctor.slug ?? '',
  );
  // The strip's days, asked again after a refused time; the window's last day from them or from a day's times.
  const [daysRound, setDaysRound] = useState(0);
  const [windowEnd, setWindowEnd] = useState<string>();
  const lastDay = free.status === 'ready' ? free.answer.bookableUntil : windowEnd;

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    void openAppointment(token).then((outcome) => {
      if (!live) return;
      if (outcome.ok) setLoad({ status: 'ready', appointment: outcome.appointment });
      else if (outcome.problem) setLoad({ status: 'unanswered', problem: outcome.problem, said: outcome.said });
      else setLoad({ status: 'missing', message: outcome.message });
    });
    return () => {
      live = false;
    };
  }, [token, round]);

  /** A change that got no usable answer: said, with Try again; otherwise its own message. */
  const failed = (outcome: Exclude<ManageOutcome, { ok: true }>, action: Trouble['action']) => {
    if (outcome.problem) setTrouble({ problem: outcome.problem, said: outcome.said, action });
    else setError(outcome.message);
  };

  const done = (next: ManagedAppointment, text: string) => {
    setLoad({ status: 'ready', appointment: next });
    setMode('view');
    setError('');
    setTrouble(undefined);
    setAlternatives([]);
    setNotice(text);
    headingRef.current?.focus();
  };

  const confirmCancel = async () => {
    setTrouble(undefined);
    setBusy(true);
    const outcome = await cancelAppointment(token, reason);
    setBusy(false);
    if (outcome.ok) done(outcome.appointment, t('manage.cancel.done'));
    else failed(outcome, 'cancel');
  };

  const confirmMove = async () => {
    if (rescheduleProblems(move).length > 0) {
      setError(t('manage.move.chooseTime'));
      return;
    }
    setTrouble(undefined);
    setBusy(true);
    const outcome = await rescheduleAppointment(token, move);
    setBusy(false);
    if (outcome.ok) {
      done(
        outcome.appointment,
        t('manage.move.done', {
          day: readableDay(outcome.appointment.date, locale),
          time: readableClock(outcome.appointment.time, locale),
        }),
      );
      return;
    }
    failed(outcome, 'move');
    if (outcome.problem) return;
    setAlternatives(outcome.alternatives ?? []);
    reload();
    setDaysRound((n) => n + 1);
  };

  if (load.status === 'loading') {
    return (
      <p className={styles.panel} aria-live="polite">
        {t('manage.loading')}
      </p>
    );
  }
  if (load.status === 'unanswered') {
    return (
      <div className={styles.panel}>
        <ServiceProblemNotice problem={load.problem} message={load.said} takeFocus={round > 0} onRetry={() => setRound((n) => n + 1)} />
      </div>
    );
  }
  if (load.status === 'missing') {
    return (
      <div className={styles.panel}>
        <h2 className={styles.heading}>{t('manage.missing.heading')}</h2>
        <p role="alert">{load.message}</p>
        <p>
          <Link to={MANAGE_PAGE_PATH}>{t('manage.missing.findLink')}</Link>
          {t('manage.missing.orCall')} <a href={telUrl()}>{site.phoneDisplay}</a>
          {t('manage.call.after')}
        </p>
      </div>
    );
  }

  const a = load.appointment;
  const open = a.status === 'booked' || a.status === 'confirmed';
  const feeLine =
    typeof a.fee === 'number' ? t(`manage.payment.${a.payment ?? 'unpaid'}` as const, { amount: formatRupees(a.fee, language) }) : null;
  return (
    <section className={styles.panel} aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`} className={styles.heading} tabIndex={-1} ref={headingRef}>
        {t('manage.details.heading')}
      </h2>
      <p aria-live="polite" className={styles.notice}>
        {notice}
      </p>
      <dl className={styles.details}>
        <dt>{t('manage.details.reference')}</dt>
        <dd className={styles.reference}>{a.reference}</dd>
        <dt>{t('manage.details.status')}</dt>
        <dd data-status={a.status}>{statusText(t, a.status)}</dd>
        {a.guardianName && (
          <>
            <dt>{t('manage.details.patient')}</dt>
            <dd>{a.patientName}</dd>
            <dt>{t('manage.details.guardian')}</dt>
            <dd>{a.guardianName}</dd>
          </>
        )}
        <dt>{t('manage.details.doctor')}</dt>
        <dd translate="no">{a.doctor.name}</dd>
        <dt>{t('manage.details.department')}</dt>
        <dd>{names.department(a.service)}</dd>
        <dt>{t('manage.details.dateTime')}</dt>
        <dd>{t('manage.details.when', { day: readableDay(a.date, locale), time: readableClock(a.time, locale) })}</dd>
        {typeof a.fee === 'number' && !(ENDED.has(a.status) && OWED.has(a.payment ?? 'unpaid')) && (
          <>
            <dt>{t('manage.details.fee')}</dt>
            <dd data-payment={a.payment}>{feeLine}</dd>
          </>
        )}
      </dl>

      {a.status === 'payment_pending' && a.pendingPayment && <ManagePayment appointment={a} token={token} onDone={done} />}

      {open && (
        <Suspense fallback={null}>
          <ManageCalendarLink appointment={a} feeLine={feeLine} />
        </Suspense>
      )}

      {open && !a.changeable && (
        <p className={styles.cutoff}>
          {t('manage.cutoff.before', { cutoff: cutoffText(t, a.cutoffMinutes) })} <a href={telUrl()}>{site.phoneDisplay}</a>
          {t('manage.call.after')}
        </p>
      )}

      {a.changeable && mode === 'view' && (
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => (setMode('reschedule'), setError(''), setTrouble(undefined), moveTo(a.date))}
          >
            {t('manage.actions.reschedule')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => (setMode('cancel'), setError(''), setTrouble(undefined))}>
            {t('manage.actions.cancel')}
          </button>
        </div>
      )}

      {a.changeable && mode === 'cancel' && (
        <div className={styles.step} role="group" aria-labelledby={`${uid}-cancel`}>
          <h3 id={`${uid}-cancel`}>{t('manage.cancel.heading')}</h3>
          <label className={styles.field} htmlFor={`${uid}-reason`}>
            {t('manage.cancel.reason')}
            <textarea id={`${uid}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} />
          </label>
          <p role="alert" className={styles.error}>
            {error}
          </p>
          {trouble && (
            <ServiceProblemNotice
              problem={trouble.problem}
              message={trouble.said}
              kept
              takeFocus
              onRetry={() => void (trouble.action === 'cancel' ? confirmCancel() : confirmMove())}
            />
          )}
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirmCancel()}>
              {t('manage.cancel.confirm')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setMode('view')}>
              {t('manage.cancel.keep')}
            </button>
          </div>
        </div>
      )}

      {a.changeable && mode === 'reschedule' && (
        <div className={styles.step} role="group" aria-labelledby={`${uid}-move`}>
          <h3 id={`${uid}-move`}>{around(t('manage.move.heading', { doctor: MARK }), <span translate="no">{a.doctor.name}</span>)}</h3>
          <Suspense fallback={null}>
            <MoveDays
              id={`${uid}-days`}
              service={a.service}
              doctor={a.doctor.slug}
              value={move.preferredDate}
              onChange={(date) => moveTo(date)}
              round={daysRound}
              onLastDay={setWindowEnd}
            />
          </Suspense>
          <label className={styles.field} htmlFor={`${uid}-date`}>
            {t('manage.move.date')}
            <input
              id={`${uid}-date`}
              type="date"
              min={hospitalToday()}
              max={lastDay}
              value={move.preferredDate}
              onChange={(e) => moveTo(e.target.value)}
            />
          </label>
          <SlotPicker
            id={`${uid}-slots`}
            free={free}
            value={move.preferredTime}
            onChange={(preferredTime) => setMove((now) => ({ ...now, preferredTime }))}
            onBlur={() => undefined}
            onPickDate={(preferredDate) => setMove((now) => ({ ...now, preferredDate }))}
            onRetry={reload}
            focusRef={() => undefined}
          />
          {alternatives.length > 0 && (
            <Suspense fallback={null}>
              <SlotAlternatives
                id={`${uid}-alt`}
                alternatives={alternatives}
                date={move.preferredDate}
                time={move.preferredTime}
                onChoose={(slot) => moveTo(slot.date, slot.time)}
              />
            </Suspense>
          )}
          <p role="alert" className={styles.error}>
            {error}
          </p>
          {trouble && (
            <ServiceProblemNotice
              problem={trouble.problem}
              message={trouble.said}
              kept
              takeFocus
              onRetry={() => void (trouble.action === 'cancel' ? confirmCancel() : confirmMove())}
            />
          )}
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirmMove()}>
              {t('manage.move.confirm')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setMode('view')}>
              {t('manage.move.keep')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
