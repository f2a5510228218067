import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@hospital/router';
import { MANAGE_PAGE_PATH, STATUS_LABELS, site, telUrl, todayIn, type DatedSlot, type ManagedAppointment } from '@hospital/shared-types';
import { cancelAppointment, openAppointment, rescheduleAppointment } from '../api/manage.resource';
import { readableClock, readableDay } from '../data/slot-text';
import { useFreeSlots } from '../hooks/useFreeSlots';
import { SlotAlternatives } from './SlotAlternatives';
import { SlotPicker } from './SlotPicker';
import styles from './ManageAppointment.module.css';

type Load = { status: 'loading' } | { status: 'missing'; message: string } | { status: 'ready'; appointment: ManagedAppointment };
type Mode = 'view' | 'cancel' | 'reschedule';

const cutoffText = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`);

/** The patient's own appointment, opened by its link: details, Cancel (with a confirmation) and Reschedule. */
export function ManageAppointment({ token }: { token: string }) {
  const uid = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [alternatives, setAlternatives] = useState<DatedSlot[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const appointment = load.status === 'ready' ? load.appointment : undefined;
  const { state: free, reload } = useFreeSlots(mode === 'reschedule' && appointment ? appointment.service : '', date, appointment?.doctor.slug ?? '');

  useEffect(() => {
    let live = true;
    void openAppointment(token).then((outcome) => {
      if (!live) return;
      setLoad(outcome.ok ? { status: 'ready', appointment: outcome.appointment } : { status: 'missing', message: outcome.message });
    });
    return () => {
      live = false;
    };
  }, [token]);

  const done = (next: ManagedAppointment, text: string) => {
    setLoad({ status: 'ready', appointment: next });
    setMode('view');
    setError('');
    setAlternatives([]);
    setNotice(text);
    headingRef.current?.focus();
  };

  const confirmCancel = async () => {
    setBusy(true);
    const outcome = await cancelAppointment(token, reason);
    setBusy(false);
    if (outcome.ok) done(outcome.appointment, 'Your appointment is cancelled. Its time is free for another patient; we have e-mailed you.');
    else setError(outcome.message);
  };

  const confirmMove = async () => {
    if (!date || !time) {
      setError('Please choose a new date and time.');
      return;
    }
    setBusy(true);
    const outcome = await rescheduleAppointment(token, date, time);
    setBusy(false);
    if (outcome.ok) {
      done(outcome.appointment, `Your appointment has moved to ${readableDay(outcome.appointment.date)}, ${readableClock(outcome.appointment.time)}. We have e-mailed you the new details.`);
      return;
    }
    setError(outcome.message);
    setAlternatives(outcome.alternatives ?? []);
    reload();
  };

  if (load.status === 'loading') return <p className={styles.panel} aria-live="polite">Loading your appointment…</p>;
  if (load.status === 'missing') {
    return (
      <div className={styles.panel}>
        <h2 className={styles.heading}>Appointment not found</h2>
        <p role="alert">{load.message}</p>
        <p>
          <Link to={MANAGE_PAGE_PATH}>Find your appointment with your reference and phone number</Link>, or call{' '}
          <a href={telUrl()}>{site.phoneDisplay}</a>.
        </p>
      </div>
    );
  }

  const a = load.appointment;
  const open = a.status === 'booked' || a.status === 'confirmed';
  return (
    <section className={styles.panel} aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`} className={styles.heading} tabIndex={-1} ref={headingRef}>
        Your appointment
      </h2>
      <p aria-live="polite" className={styles.notice}>
        {notice}
      </p>
      <dl className={styles.details}>
        <dt>Reference</dt>
        <dd className={styles.reference}>{a.reference}</dd>
        <dt>Status</dt>
        <dd data-status={a.status}>{STATUS_LABELS[a.status]}</dd>
        <dt>Doctor</dt>
        <dd>{a.doctor.name}</dd>
        <dt>Department</dt>
        <dd>{a.service}</dd>
        <dt>Date and time</dt>
        <dd>
          {readableDay(a.date)}, {readableClock(a.time)} (India time)
        </dd>
      </dl>

      {open && !a.changeable && (
        <p className={styles.cutoff}>
          Appointments can be changed online until {cutoffText(a.cutoffMinutes)} before their time. To cancel or move this one, please call{' '}
          <a href={telUrl()}>{site.phoneDisplay}</a>.
        </p>
      )}

      {a.changeable && mode === 'view' && (
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={() => (setMode('reschedule'), setError(''), setDate(a.date), setTime(''))}>
            Reschedule
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => (setMode('cancel'), setError(''))}>
            Cancel appointment
          </button>
        </div>
      )}

      {a.changeable && mode === 'cancel' && (
        <div className={styles.step} role="group" aria-labelledby={`${uid}-cancel`}>
          <h3 id={`${uid}-cancel`}>Cancel this appointment?</h3>
          <label className={styles.field} htmlFor={`${uid}-reason`}>
            Reason (optional)
            <textarea id={`${uid}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} />
          </label>
          <p role="alert" className={styles.error}>
            {error}
          </p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirmCancel()}>
              Yes, cancel it
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setMode('view')}>
              Keep my appointment
            </button>
          </div>
        </div>
      )}

      {a.changeable && mode === 'reschedule' && (
        <div className={styles.step} role="group" aria-labelledby={`${uid}-move`}>
          <h3 id={`${uid}-move`}>Choose a new time with {a.doctor.name}</h3>
          <label className={styles.field} htmlFor={`${uid}-date`}>
            New date
            <input id={`${uid}-date`} type="date" min={todayIn()} value={date} onChange={(e) => (setDate(e.target.value), setTime(''))} />
          </label>
          <SlotPicker
            id={`${uid}-slots`}
            free={free}
            value={time}
            onChange={setTime}
            onBlur={() => undefined}
            onPickDate={setDate}
            onRetry={reload}
            focusRef={() => undefined}
          />
          {alternatives.length > 0 && (
            <SlotAlternatives id={`${uid}-alt`} alternatives={alternatives} date={date} time={time} onChoose={(slot) => (setDate(slot.date), setTime(slot.time))} />
          )}
          <p role="alert" className={styles.error}>
            {error}
          </p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirmMove()}>
              Move my appointment
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setMode('view')}>
              Keep the current time
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
