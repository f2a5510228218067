import { stringify } from 'csv-stringify/sync';
import { findDoctorIdentity } from '@hospital/shared-types';
import type { DeskAppointmentRow as DeskAppointment } from '@hospital/shared-types';

const COLUMNS: Array<[header: string, value: (a: DeskAppointment) => string | number]> = [
  ['Reference', (a) => a.reference],
  ['Date', (a) => a.date],
  ['Time', (a) => a.time],
  ['Status', (a) => a.status],
  ['Department', (a) => a.service],
  ['Doctor', (a) => findDoctorIdentity(a.doctor)?.name ?? a.doctor],
  ['Patient', (a) => a.fullName],
  ['Age', (a) => a.age],
  ['Gender', (a) => a.gender],
  ['Phone', (a) => a.phone],
  ['E-mail', (a) => a.email],
  ['Message', (a) => a.message],
  ['Booked at', (a) => a.createdAt],
];

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: such text gets a leading apostrophe, which spreadsheets show as plain text.
 */
export const defuse = (cell: string | number): string | number =>
  typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;

/** The appointments as CSV (RFC 4180, with a header row), every text cell defused. */
export function appointmentsCsv(appointments: readonly DeskAppointment[]): string {
  return stringify(
    appointments.map((a) => COLUMNS.map(([, value]) => defuse(value(a)))),
    { header: true, columns: COLUMNS.map(([header]) => header), record_delimiter: 'windows', bom: true },
  );
}
