// What the use cases (book, change, pay, refund) need of storage: the repositories they read and write,
// and one transaction over them. The features' repositories fill these; data.ts builds them over the
// database (SQLite or PostgreSQL), so the use cases run and are tested without HTTP.
import type { AppointmentPayload, AppointmentStatus } from '@hospital/booking-contract';
import type { BookedSlot, NewAppointment, StoredAppointment } from './appointment';
import type { AuditEntry, RecordedAudit } from './audit';
import type { NewOutboxMessage, OutboxMessage } from './outbox-message';
import type { TokenStore } from './queue-token';
import type { PaymentLogEntry, PaymentRowState, StoredPayment } from './payment';

export interface AppointmentStore {
  findById(id: string, options?: { lock?: boolean }): Promise<StoredAppointment | null>;
  exists(id: string): Promise<boolean>;
  /** False when a unique index refused it (the seat, the phone's day, the reference). */
  insert(row: NewAppointment): Promise<boolean>;
  /** How many appointments each doctor has that day. */
  dayLoad(doctors: readonly string[], date: string): Promise<Map<string, number>>;
  /** The appointment holding a seat for this phone in that department that day, if any. */
  seatHolderOfPhone(query: { phone: string; service: string; preferredDate: string; except?: string }): Promise<string | undefined>;
  seatsTaken(query: { doctor: string; date: string; time: string; except: string }): Promise<Set<number>>;
  move(id: string, to: { doctor: string; date: string; time: string; seat: number; status: AppointmentStatus }): Promise<void>;
  setStatus(id: string, status: AppointmentStatus): Promise<void>;
  setPaymentMethod(id: string, paymentMethod: AppointmentPayload['paymentMethod']): Promise<void>;
}

export interface AuditTrail {
  record(appointmentId: string, entry: AuditEntry): Promise<void>;
  latest(appointmentId: string): Promise<RecordedAudit | null>;
  history(appointmentId: string): Promise<RecordedAudit[]>;
}

export interface IdempotencyKeys {
  find(key: string): Promise<{ requestHash: string; appointment: BookedSlot } | null>;
  remember(key: string, requestHash: string, appointmentId: string, at: string): Promise<void>;
}

export interface Outbox {
  enqueue(appointmentId: string, createdAt: string, messages: readonly NewOutboxMessage[]): Promise<void>;
  dropPending(appointmentId: string, kind: string, at: string): Promise<void>;
  release(appointmentId: string, kind: string, at: string, patch: Record<string, unknown>): Promise<number>;
  of(appointmentId: string): Promise<OutboxMessage[]>;
  bySeq(seq: number, options?: { lock?: boolean }): Promise<OutboxMessage | null>;
  markGivenUp(message: Pick<OutboxMessage, 'seq' | 'appointmentId'>, at: Date, why: string): Promise<boolean>;
  retryNow(message: Pick<OutboxMessage, 'seq' | 'appointmentId'>, at: Date, staff: string): Promise<boolean>;
  settle(
    message: Pick<OutboxMessage, 'seq' | 'appointmentId'>,
    at: Date,
    staff: string,
    action: 'refunded_by_hand' | 'settled',
    note: string,
  ): Promise<boolean>;
}

export interface PaymentStore {
  of(appointmentId: string, options?: { lock?: boolean }): Promise<StoredPayment | null>;
  byOrder(orderId: string): Promise<StoredPayment | null>;
  /** The appointment a gateway payment paid for, if it is one of ours. */
  appointmentOfPayment(paymentId: string): Promise<string | null>;
  open(row: { appointmentId: string; amount: number; holdUntil: string; at: string }): Promise<void>;
  setOrder(appointmentId: string, orderId: string, at: string): Promise<void>;
  /** Held payments whose hold ended at or before `now`, oldest first. */
  expiredHolds(now: string, limit: number): Promise<string[]>;
  /** Refunds the gateway accepted that nobody has heard of since `before`, oldest first. */
  quietRefunds(before: string, limit: number): Promise<Array<{ appointmentId: string; paymentId: string; refundId: string }>>;
  /** The gateway was asked about a pending refund and it is still pending. */
  refundChecked(appointmentId: string, refundId: string, at: string): Promise<void>;
  /** Only a pending refund becomes refunded, by the refund it asked for (or before it knew its id). */
  markRefunded(appointmentId: string, refund: { refundId: string; at: string }): Promise<boolean>;
  /** A refund accepted, not made yet: its id kept. True the first time. */
  recordRefund(appointmentId: string, refund: { refundId: string; at: string }): Promise<boolean>;
  /** A refund the gateway gave up: owed again, with no refund id. */
  reopenRefund(appointmentId: string, at: string): Promise<void>;
  history(appointmentId: string): Promise<PaymentLogEntry[]>;
  /** False when the gateway's event was handled before. */
  claimEvent(eventId: string, event: string, appointmentId: string | null, at: string): Promise<boolean>;
  markPaid(appointmentId: string, paid: { paymentId: string; method: string | null; at: string; amount?: number }): Promise<void>;
  setState(appointmentId: string, state: PaymentRowState, at: string): Promise<void>;
  log(appointmentId: string, entry: PaymentLogEntry): Promise<void>;
  markRefundFailed(appointmentId: string, at: string): Promise<boolean>;
  clearRefundFailed(appointmentId: string, at: string): Promise<void>;
  markRefundedByHand(appointmentId: string, at: string): Promise<boolean>;
  /** Money taken at the counter (paise), by whom and how. */
  recordCounter(appointmentId: string, row: { amount: number; staff: string; at: string; method: string }): Promise<void>;
}

/** The repositories of the use cases, over the database or over one transaction. */
export interface UseCaseRepositories {
  appointments: AppointmentStore;
  audit: AuditTrail;
  idempotency: IdempotencyKeys;
  outbox: Outbox;
  payments: PaymentStore;
  /** Check-in tokens, per doctor per day. */
  tokens: TokenStore;
}

/** One transaction: its repositories, and what only a transaction can do. */
export interface Transaction {
  repos: UseCaseRepositories;
  /** A write that a unique index may refuse, in a savepoint: false when it was refused, the transaction kept. */
  unlessUniqueViolation(write: () => Promise<void>): Promise<boolean>;
  /** Waits until no other transaction holds this Idempotency-Key, and holds it until this one ends. */
  lockIdempotencyKey(key: string): Promise<void>;
}

export interface Storage {
  /** Reads outside a transaction. */
  repos: UseCaseRepositories;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** A transaction of its own, or a savepoint in a group commit (SQLite: one fsync for bookings that arrive together). */
  grouped<A, T>(work: (tx: Transaction, arg: A) => Promise<T>): (arg: A) => Promise<T>;
}
