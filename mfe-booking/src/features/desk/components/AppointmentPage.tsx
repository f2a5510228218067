import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from '@hospital/router';
import {
  deskAgeText,
  paymentText,
  type DeskAction,
  type DeskAppointmentRow,
  type DeskDetailAnswer,
  type DeskHistoryEntry,
  type DeskMessage,
  type DeskPaymentEntry,
} from '@hospital/booking-contract';
import { formatRupees } from '@hospital/hospital-data';
import type { StaffClient } from '../api/staff-client';
import { channelLabel, indiaInstant, languageLabel, nameLanguage, paymentLabel, readableDay } from '../data/patient';
import { statusLabel } from '../data/statuses';
import { slotWords } from '../data/slot-words';
import { useNameFonts } from '../hooks/useNameFonts';
import { RowActions } from './RowActions';
import styles from './Desk.module.css';

export interface AppointmentPageProps {
  client: StaffClient;
  reference: string;
  /** Bumped after every change the desk makes: the page is read again. */
  version: number;
  onAction: (appointment: DeskAppointmentRow, action: DeskAction) => void;
  onUndo: (reference: string, what: string) => void;
  onSignedOut: (message: string) => void;
}

const MESSAGE_KINDS: Record<string, string> = {
  booked: 'Booking received',
  confirmed: 'Confirmed',
  rescheduled: 'Moved',
  cancelled: 'Cancelled',
  reinstated: 'Cancellation withdrawn',
  reminder: 'Reminder',
  payment_received: 'Payment receipt',
  payment_late: 'Late payment refunded',
  refund: 'Refund to the patient',
};
const CHANNELS: Record<DeskMessage['channel'], string> = { email: 'E-mail', whatsapp: 'WhatsApp', payment: 'Payment gateway' };

/** How the desk words a change of the appointment's money. */
const PAYMENT_ACTIONS: Record<string, string> = {
  held: 'Time held for an online payment',
  order: 'Payment gateway order',
  paid: 'Paid online',
  failed: 'Online payment failed',
  expired: 'Not paid in time',
  switched: 'Switched to Pay at Hospital',
  refund_requested: 'Refund asked for',
  refunded: 'Refunded',
  paid_at_counter: 'Paid at the counter',
};
const paymentWho = (actor: DeskPaymentEntry['actor']) =>
  actor.kind === 'staff'
    ? (actor.id ?? 'Staff')
    : actor.kind === 'gateway'
      ? 'Payment gateway'
      : actor.kind === 'patient'
        ? 'Patient'
        : 'System';

function deliveryText(message: DeskMessage): string {
  switch (message.state) {
    case 'sent':
      return `Sent ${indiaInstant(message.sentAt ?? message.createdAt)}`;
    case 'waiting':
      return `Waiting: goes ${indiaInstant(message.dueAt)}`;
    case 'retrying':
      return `Not delivered yet: tried ${message.attempts} time${message.attempts === 1 ? '' : 's'}, trying again`;
    case 'failed':
      return `Failing: tried ${message.attempts} times. Call the patient.`;
    case 'dropped':
      return 'Not sent: no longer true';
  }
}

const STATUS_WORDS = (status: string | null) => (status ? statusLabel(status) : '');

function historyWhat(entry: DeskHistoryEntry): string {
  if (entry.action === 'book') return `Booked for ${slotWords(entry.toSlot)}`;
  if (entry.action === 'erase') return 'Personal details erased';
  if (entry.action === 'reschedule')
    return `Moved from ${slotWords(entry.fromSlot)} to ${slotWords(entry.toSlot)} (${STATUS_WORDS(entry.fromStatus)} → ${STATUS_WORDS(entry.toStatus)})`;
  return `${STATUS_WORDS(entry.fromStatus)} → ${STATUS_WORDS(entry.toStatus)}`;
}
const who = (entry: DeskHistoryEntry) =>
  entry.actor.kind === 'staff' ? `${entry.actor.id ?? 'staff'} (desk)` : entry.actor.kind === 'patient' ? 'The patient' : 'The system';

/** One appointment: every field the patient gave, what may be done now, its history and the messages sent. */
export function AppointmentPage({ client, reference, version, onAction, onUndo, onSignedOut }: AppointmentPageProps) {
  const id = useId();
  const [answer, setAnswer] = useState<DeskDetailAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    client.get<DeskDetailAnswer>(`/appointments/${encodeURIComponent(reference)}`, controller.signal).then(
      (outcome) => {
        if (outcome.ok) {
          setAnswer(outcome.value);
          setError(null);
        } else if (outcome.status === 401) onSignedOut('Your session has ended. Please sign in again.');
        else setError(outcome.message);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [client, reference, version, onSignedOut]);

  // Opened from a list: the reader starts at the appointment's heading.
  const shownReference = answer?.appointment.reference;
  useEffect(() => {
    if (shownReference) heading.current?.focus();
  }, [shownReference]);
  useNameFonts(answer ? [answer.appointment.fullName, answer.appointment.guardianName ?? ''] : []);

  const back = (
    <Link to={{ search: '' }} className={styles.secondary}>
      Back to the lists
    </Link>
  );
  if (error) {
    return (
      <section className={styles.card} aria-label={`Appointment ${reference}`}>
        <p className={styles.error} role="alert">
          {error}
        </p>
        {back}
      </section>
    );
  }
  if (!answer) return <p className={styles.muted}>Opening {reference}…</p>;
  const a = answer.appointment;
  const fields: Array<[string, ReactNode]> = [
    ['When', `${readableDay(a.date)} at ${a.time} (India time)`],
    ['Doctor', a.doctorName],
    ['Department', a.service],
    [
      'Status',
      <span key="status" data-status={a.status}>
        {statusLabel(a.status)}
      </span>,
    ],
    [
      'Patient',
      <span key="name" lang={nameLanguage(a.fullName)}>
        {a.fullName}
      </span>,
    ],
    ['Age', deskAgeText(a)],
    ...(a.guardianName
      ? ([
          [
            'Parent or guardian',
            <span key="guardian" lang={nameLanguage(a.guardianName)}>
              {a.guardianName}
            </span>,
          ],
        ] satisfies Array<[string, ReactNode]>)
      : []),
    ['Gender', a.gender],
    [
      'Phone',
      <a key="phone" href={`tel:${a.phone}`}>
        {a.phone}
      </a>,
    ],
    [
      'WhatsApp',
      a.whatsapp ? (
        <a key="wa" href={`tel:${a.whatsapp}`}>
          {a.whatsapp}
        </a>
      ) : (
        'None given'
      ),
    ],
    [
      'E-mail',
      a.email ? (
        <a key="mail" href={`mailto:${a.email}`}>
          {a.email}
        </a>
      ) : (
        'None given'
      ),
    ],
    ['Address', a.address || 'None given'],
    [
      'Message',
      a.message ? (
        <span key="msg" lang={nameLanguage(a.message)}>
          {a.message}
        </span>
      ) : (
        'None'
      ),
    ],
    ['Booked in', languageLabel(a.language)],
    ['Payment', paymentLabel(a.paymentMethod)],
    [
      'Fee',
      <span key="fee" data-payment={a.payment.state}>
        {paymentText(a.payment)}
      </span>,
    ],
    ['Came', channelLabel(a)],
    ['Booked at', indiaInstant(a.createdAt)],
  ];

  return (
    <section aria-labelledby={`${id}-title`} className={`${styles.card} ${styles.detail}`} data-appointment={a.reference}>
      <div className={styles.dayHead}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.cardTitle}>
          Appointment {a.reference}
        </h2>
        {back}
      </div>
      <dl className={styles.facts2}>
        {fields.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <h3 className={styles.subTitle}>What can be done now</h3>
      {a.actions.length === 0 && !answer.undo && (
        <p className={styles.muted}>Nothing: the appointment is {statusLabel(a.status).toLowerCase()}.</p>
      )}
      <div className={styles.toolbar}>
        <RowActions appointment={a} onAction={onAction} />
        {answer.undo && (
          <button
            type="button"
            className={`${styles.small} ${styles.undo}`}
            onClick={() => answer.undo && onUndo(a.reference, answer.undo.what)}
          >
            Undo {answer.undo.what}
          </button>
        )}
      </div>
      {answer.undo && <p className={styles.hint}>You can undo your last change until {indiaInstant(answer.undo.until)}.</p>}

      <h3 className={styles.subTitle}>History</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-history>
          <caption className="visually-hidden">Every change to {a.reference}</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {answer.history.map((entry, i) => (
              <tr key={i} data-undone={entry.undone || undefined}>
                <td data-label="When">{indiaInstant(entry.at)}</td>
                <td data-label="Who">{who(entry)}</td>
                <td data-label="What">
                  {historyWhat(entry)}
                  {entry.undone && <span className={styles.extraMark}>Undone</span>}
                </td>
                <td data-label="Reason">{entry.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {answer.payments.length > 0 && (
        <>
          <h3 className={styles.subTitle}>Payment</h3>
          <div className={styles.tableWrap}>
            <table className={styles.table} data-payments>
              <caption className="visually-hidden">Every change to the money of {a.reference}</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Detail</th>
                </tr>
              </thead>
              <tbody>
                {answer.payments.map((entry, i) => (
                  <tr key={i}>
                    <td data-label="When">{indiaInstant(entry.at)}</td>
                    <td data-label="Who">{paymentWho(entry.actor)}</td>
                    <td data-label="What">{PAYMENT_ACTIONS[entry.action] ?? entry.action}</td>
                    <td data-label="Amount">{entry.amount === null ? '' : formatRupees(entry.amount)}</td>
                    <td data-label="Detail">{entry.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <h3 className={styles.subTitle}>Messages to the patient</h3>
      {answer.messages.length === 0 ? (
        <p className={styles.muted}>None: the patient gave no e-mail or WhatsApp number, or nothing was sent yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-messages>
            <caption className="visually-hidden">Messages sent to the patient about {a.reference}</caption>
            <thead>
              <tr>
                <th scope="col">Message</th>
                <th scope="col">By</th>
                <th scope="col">Delivery</th>
              </tr>
            </thead>
            <tbody>
              {answer.messages.map((message, i) => (
                <tr key={i} data-delivery={message.state}>
                  <td data-label="Message">{MESSAGE_KINDS[message.kind] ?? message.kind}</td>
                  <td data-label="By">{CHANNELS[message.channel]}</td>
                  <td data-label="Delivery">{deliveryText(message)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
