// The desk's view of an appointment's money: each row's payment (one read for a whole list), its log on
// the appointment's page, and money taken at the counter.
import type { DeskPaymentEntry, PaymentSummary } from '@hospital/booking-contract';
import type { DeskRow } from '../appointments/repository';
import { paymentSummary, type PaymentLogEntry } from '../../domain/payment';
import type { PaymentsRepository } from './repository';

export type PaidDeskRow = DeskRow & { payment: PaymentSummary };

export async function withPayments<R extends DeskRow>(payments: PaymentsRepository, rows: readonly R[]): Promise<Array<R & { payment: PaymentSummary }>> {
  const found = await payments.ofMany(rows.map((row) => row.reference));
  return rows.map((row) => ({ ...row, payment: paymentSummary(row.fee, found.get(row.reference) ?? null) }));
}

/** The log in rupees, as the appointment's page shows it. */
export const deskPaymentEntries = (log: readonly PaymentLogEntry[]): DeskPaymentEntry[] =>
  log.map((entry) => ({ ...entry, amount: entry.amount === null ? null : Math.round(entry.amount) / 100 }));
