// What a message says, in plain words, and its calendar file, in the language the patient booked in
// (messages/text.ts).
import { CALENDAR_ALARM_HOURS_BEFORE, CALENDAR_ORGANIZER, HOSPITAL_TIME_ZONE, calendarUid, foldCalendar } from '@hospital/booking-contract';
import { formatRupees } from '@hospital/hospital-data';
import { createEvent, type EventAttributes } from 'ics';
import { startOf, type FeeNote, type MessagePayload } from '../../domain/patient-messages';
import { emailHtml, type EmailAction } from './html';
import { messageText, type MessageText, type MessageTextKey } from './text';

export interface RenderedEmail {
  subject: string;
  text: string;
  /** The same words as HTML, its main link a button (messages/html.ts). */
  html: string;
  ics: string;
}

const METHOD_KEYS: Readonly<Record<string, MessageTextKey>> = {
  upi: 'method.upi',
  card: 'method.card',
  netbanking: 'method.netbanking',
  wallet: 'method.wallet',
  emi: 'method.emi',
};

/** The fee's line: due at the hospital, paid (online: how, and the payment id), or refunded. */
export function feeLine({ t, language }: MessageText, fee: FeeNote): string {
  const amount = formatRupees(fee.amount, language);
  switch (fee.status) {
    case 'due':
      return t('details.feeDue', { amount });
    case 'paid':
      return t('details.feePaid', { amount, method: t(METHOD_KEYS[fee.method ?? ''] ?? 'method.other'), paymentId: fee.paymentId ?? '' });
    case 'paid_counter':
      return t('details.feePaidCounter', { amount });
    case 'refund':
      return t('details.feeRefund', { amount });
    case 'refund_failed':
      return t('details.feeRefundFailed', { amount });
  }
}

/** The fee worth stating: none still "to be paid" once the visit is cancelled (a refund still is). */
const statedFee = (message: MessagePayload): FeeNote | undefined =>
  message.kind === 'cancelled' && message.fee?.status === 'due' ? undefined : (message.fee ?? undefined);

/**
 * One UID per appointment (the page's file has it too), SEQUENCE raised by every change, METHOD:CANCEL for a
 * cancellation; the hospital as organiser, a reminder the day before, lines folded at 75 octets.
 */
export function calendarFile(message: MessagePayload): string {
  const words = messageText(message.language);
  const { t, department } = words;
  const cancelled = message.kind === 'cancelled';
  const fee = statedFee(message);
  const start = startOf({ preferredDate: message.date, preferredTime: message.time });
  const attributes: EventAttributes = {
    productId: 'ashraya-hospital/booking',
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    uid: calendarUid(message.reference),
    sequence: message.sequence,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: message.durationMinutes },
    title: t('calendar.title', { department: department(message.service), doctor: words.doctor(message.doctor) }),
    description: fee
      ? t('calendar.descriptionFee', {
          reference: message.reference,
          fee: feeLine(words, fee),
          url: message.manageUrl ?? message.findUrl,
        })
      : t('calendar.description', { reference: message.reference, url: message.manageUrl ?? message.findUrl }),
    location: `${message.hospital.name}, ${message.hospital.address}`,
    status: cancelled ? 'CANCELLED' : message.confirmed ? 'CONFIRMED' : 'TENTATIVE',
    organizer: CALENDAR_ORGANIZER,
    ...(cancelled
      ? {}
      : {
          alarms: [
            {
              action: 'display',
              description: t('reminder.subject', { when: t('when', { date: words.date(message.date), time: words.time(message.time) }) }),
              trigger: { hours: CALENDAR_ALARM_HOURS_BEFORE, before: true },
            },
          ],
        }),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`The calendar file could not be made: ${error?.message ?? 'empty'}`);
  // The library folds at 75 characters; RFC 5545 counts octets, and a Telugu letter is three.
  return foldCalendar(value);
}

export function renderEmail(message: MessagePayload): RenderedEmail {
  const words = messageText(message.language);
  const { subject, text, ics } = plainEmail(message, words);
  const links = [message.manageUrl, message.findUrl, bookAgainUrl(message)].filter((url): url is string => Boolean(url));
  return {
    subject,
    text,
    ics,
    html: emailHtml({
      language: words.language,
      subject,
      text,
      action: mainAction(message, words),
      hospital: message.hospital.name,
      links,
    }),
  };
}

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: HOSPITAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const indiaTime = new Intl.DateTimeFormat('en-GB', { timeZone: HOSPITAL_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** When a hold ends, in India time and the patient's words. */
function holdEnd({ t, date, time }: MessageText, holdUntil: string): string {
  const at = new Date(holdUntil);
  return t('when', { date: date(indiaDay.format(at)), time: time(indiaTime.format(at)) });
}

/** Whom a message greets: a minor's parent or guardian (about the patient), else the patient. */
const greeting = ({ guardianName, fullName }: MessagePayload, { t }: MessageText): string =>
  guardianName ? t('helloGuardian', { guardian: guardianName, name: fullName }) : t('hello', { name: fullName });

/** The booking page, in the patient's language. */
const bookAgainUrl = (message: MessagePayload) => message.findUrl.replace(/\/manage$/, '');

/** The button of the HTML part: book again after a cancellation or a refunded late payment, else see or change (or find) it. */
function mainAction(message: MessagePayload, { t }: MessageText): EmailAction {
  if (message.kind === 'cancelled' || message.kind === 'payment_late') return { label: t('button.bookAgain'), url: bookAgainUrl(message) };
  if (message.kind === 'payment_held' && message.manageUrl) return { label: t('payment_held.button'), url: message.manageUrl };
  return message.manageUrl ? { label: t('button.manage'), url: message.manageUrl } : { label: t('button.find'), url: message.findUrl };
}

function plainEmail(message: MessagePayload, words: MessageText): Omit<RenderedEmail, 'html'> {
  const { t, date, time, department } = words;
  const when = t('when', { date: date(message.date), time: time(message.time) });
  const link = message.manageUrl ? t('link.manage', { url: message.manageUrl }) : t('link.find', { url: message.findUrl });
  const visit = [
    t('details.reference', { reference: message.reference }),
    t('details.department', { department: department(message.service) }),
    t('details.doctor', { doctor: words.doctorRecord(message.doctor) }),
    t('details.when', { when }),
    t('details.where', { hospital: message.hospital.name, address: message.hospital.address }),
  ];
  const fee = statedFee(message);
  const details = [...visit, ...(fee ? [feeLine(words, fee)] : [])].join('\n');
  const amount = message.fee ? formatRupees(message.fee.amount, words.language) : '';
  const refunding = message.fee?.status === 'refund' ? `\n\n${t('cancelled.refund', { amount })}` : '';
  const sign = `\n\n${t('sign', { phone: message.hospital.phone })}\n${message.hospital.name}`;
  // Staff write in their own words (often English): said to be the hospital's, in the patient's language.
  const note = message.note ? `\n\n${t('note', { note: message.note })}` : '';
  const hello = `${greeting(message, words)}\n\n`;
  const ics =
    message.kind === 'payment_late' || message.kind === 'refund_failed' || message.kind === 'payment_held' ? '' : calendarFile(message);
  switch (message.kind) {
    case 'payment_held': {
      const until = holdEnd(words, message.holdUntil ?? '');
      const url = message.manageUrl ?? message.findUrl;
      // Not booked yet: no fee "to be paid at the hospital" line and no calendar file until it is.
      const heldDetails = visit.join('\n');
      return {
        subject: t('payment_held.subject', { reference: message.reference, until }),
        text: `${hello}${t('payment_held.body', { when, until, amount })}\n\n${heldDetails}\n\n${t('payment_held.after', { url, until, amount })}${sign}`,
        ics: '',
      };
    }
    case 'booked':
      return {
        subject: t('booked.subject', { reference: message.reference, when }),
        text: `${hello}${message.fee?.status === 'paid' ? t('booked.bodyPaid') : t('booked.body')}\n\n${details}\n\n${t('booked.after', { link })}${sign}`,
        ics,
      };
    case 'confirmed':
      return {
        subject: t('confirmed.subject', { reference: message.reference, when }),
        text: `${hello}${t('confirmed.body')}\n\n${details}\n\n${t('confirmed.after', { link })}${sign}`,
        ics,
      };
    case 'rescheduled': {
      const previous = message.previous && t('when', { date: date(message.previous.date), time: time(message.previous.time) });
      const from = !previous
        ? t('rescheduled.body')
        : message.previous?.doctor
          ? t('rescheduled.bodyFromDoctor', { previous, previousDoctor: words.doctor(message.previous.doctor) })
          : t('rescheduled.bodyFrom', { previous });
      return {
        subject: t('rescheduled.subject', { reference: message.reference, when }),
        text: `${hello}${from}${note}\n\n${details}\n\n${t('rescheduled.after', { link })}${sign}`,
        ics,
      };
    }
    case 'reinstated':
      return {
        subject: t('reinstated.subject', { reference: message.reference, when }),
        text: `${hello}${t('reinstated.body')}\n\n${details}\n\n${t('reinstated.after', { link })}${sign}`,
        ics,
      };
    case 'cancelled':
      return {
        subject: t('cancelled.subject', { reference: message.reference }),
        text: `${hello}${message.reason ? t('cancelled.bodyWithReason', { when, reason: message.reason }) : t('cancelled.body', { when })}${note}${refunding}\n\n${details}\n\n${t('cancelled.after', { url: bookAgainUrl(message) })}${sign}`,
        ics,
      };
    case 'payment_received':
      return {
        subject: t('payment_received.subject', { reference: message.reference, amount }),
        text: `${hello}${t('payment_received.body', { amount })}\n\n${details}\n\n${link}.${sign}`,
        ics,
      };
    case 'payment_late':
      return {
        subject: t('payment_late.subject', { reference: message.reference }),
        text: `${hello}${t(message.reason === 'cancelled' ? 'payment_late.bodyCancelled' : 'payment_late.body', { amount })}\n\n${details}\n\n${t('payment_late.after', { url: bookAgainUrl(message) })}${sign}`,
        // The patient never had a calendar entry for it: their booking's confirmation waited for the payment.
        ics: '',
      };
    case 'refund_failed':
      return {
        subject: t('refund_failed.subject', { reference: message.reference }),
        text: `${hello}${t('refund_failed.body', { amount })}\n\n${details}\n\n${t('refund_failed.after', { phone: message.hospital.phone })}${sign}`,
        ics: '',
      };
    case 'reminder':
      return {
        subject: t('reminder.subject', { when }),
        text: `${hello}${t('reminder.body')}\n\n${details}\n\n${t('reminder.after', { link })}${sign}`,
        ics,
      };
  }
}
