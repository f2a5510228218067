import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { stringify } from 'csv-stringify/sync';
import {
  BOOKED_LANGUAGE_LABELS,
  CHANNEL_LABELS,
  HOSPITAL_TIME_ZONE,
  PAYMENT_CHOICE_LABELS,
  PAYMENT_METHOD_NAMES,
  PAYMENT_STATE_LABELS,
  STATUS_LABELS,
  deskAgeText,
} from '@hospital/booking-contract';
import type { PaidDeskRow } from './payments';

/** An instant as India time with the zone named: '2026-11-27 14:05 IST'. */
export const indiaTime = (instant: string) =>
  `${format(new TZDate(new Date(instant).getTime(), HOSPITAL_TIME_ZONE), 'yyyy-MM-dd HH:mm')} IST`;

const COLUMNS: Array<[header: string, value: (a: PaidDeskRow) => string | number]> = [
  ['Reference', (a) => a.reference],
  ['Date', (a) => a.date],
  ['Time (IST)', (a) => a.time],
  ['Status', (a) => (STATUS_LABELS as Record<string, string>)[a.status] ?? a.status],
  ['Department', (a) => a.service],
  ['Doctor', (a) => a.doctorName],
  ['Patient', (a) => a.fullName],
  ['Age', (a) => deskAgeText(a)],
  ['Parent or guardian', (a) => a.guardianName ?? ''],
  ['Gender', (a) => a.gender],
  ['Phone', (a) => a.phone],
  ['WhatsApp', (a) => a.whatsapp],
  ['E-mail', (a) => a.email],
  ['Address', (a) => a.address],
  ['Payment', (a) => PAYMENT_CHOICE_LABELS[a.paymentMethod] ?? a.paymentMethod],
  ['Fee (₹)', (a) => a.fee ?? ''],
  ['Payment state', (a) => PAYMENT_STATE_LABELS[a.payment.state]],
  ['Paid (₹)', (a) => a.payment.paid?.amount ?? ''],
  [
    'Paid by',
    (a) =>
      a.payment.paid
        ? `${a.payment.paid.via === 'counter' ? 'At the counter' : 'Online'}${a.payment.paid.method ? ` (${PAYMENT_METHOD_NAMES[a.payment.paid.method] ?? a.payment.paid.method})` : ''}`
        : '',
  ],
  ['Payment ID', (a) => a.payment.paid?.paymentId ?? ''],
  ['Refund ID', (a) => a.payment.refund?.refundId ?? ''],
  ['Channel', (a) => (a.extra ? `${CHANNEL_LABELS[a.channel]} (extra beyond capacity)` : CHANNEL_LABELS[a.channel])],
  ['Language', (a) => BOOKED_LANGUAGE_LABELS[a.language] ?? a.language],
  ['Message', (a) => a.message],
  ['Booked at', (a) => indiaTime(a.createdAt)],
];

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: such text gets a leading apostrophe, which spreadsheets show as plain text.
 */
export const defuse = (cell: string | number): string | number =>
  typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;

/** The appointments as CSV (RFC 4180, with a header row, UTF-8 with BOM), every text cell defused. */
export function appointmentsCsv(appointments: readonly PaidDeskRow[]): string {
  return stringify(
    appointments.map((a) => COLUMNS.map(([, value]) => defuse(value(a)))),
    { header: true, columns: COLUMNS.map(([header]) => header), record_delimiter: 'windows', bom: true },
  );
}
