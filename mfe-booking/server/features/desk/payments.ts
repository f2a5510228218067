// The desk's view of an appointment's money: each row's payment (one read for a whole list), its log on
// the appointment's page, and money taken at the counter.
import type { DeskPaymentEntry, PaymentSummary } from '@hospital/booking-contract';
import type { DeskRow } from '../../domain/appointment';
import { paymentSummary, type PaymentLogEntry, type StoredPayment } from '../../domain/payment';

export type PaidDeskRow = DeskRow & { payment: PaymentSummary };

export async function withPayments<R extends DeskRow>(
  payments: { ofMany(ids: readonly string[]): Promise<Map<string, StoredPayment>> },
  rows: readonly R[],
): Promise<Array<R & { payment: PaymentSummary }>> {
  const found = await payments.ofMany(rows.map((row) => row.reference));
  return rows.map((row) => ({ ...row, payment: paymentSummary(row.fee, found.get(row.reference) ?? null) }));
}

/** The log in rupees, as the appointment's page shows it. */
export const deskPaymentEntries = (log: readonly PaymentLogEntry[]): DeskPaymentEntry[] =>
  log.map((entry) => ({ ...entry, amount: entry.amount === null ? null : Math.round(entry.amount) / 100 }));
