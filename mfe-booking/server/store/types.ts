import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppointmentPayload, AppointmentStatus, AuditActor } from '@hospital/shared-types';
import type { Schedule } from '../schedule/types';
import type { BookedCount } from '../schedule/slots';
import type { StaffStore } from '../staff/types';

/** One stored appointment, as the admin listing shows it. */
export interface StoredAppointment extends AppointmentPayload {
  appointmentId: string;
  /** ISO timestamp (UTC) of when the booking was accepted. */
  createdAt: string;
  status: AppointmentStatus;
  /** The language the patient booked in ('en', 'te', 'hi'): their e-mails and WhatsApp messages speak it. */
  language: string;
}

/** A message to send, written to the outbox in the same transaction as the change it tells about. */
export interface NewOutboxMessage {
  /** What it says: 'booked', 'rescheduled', 'cancelled', 'reminder'… */
  kind: string;
  channel: 'email' | 'whatsapp';
  /** Everything the sender needs, as JSON. */
  payload: unknown;
  /** Not sent before this (a reminder: 24 hours before the visit). */
  dueAt: Date;
}

export interface OutboxMessage {
  seq: number;
  kind: string;
  appointmentId: string;
  channel: 'email' | 'whatsapp';
  payload: unknown;
  createdAt: string;
  dueAt: string;
  /** Tries so far, this claim included. */
  attempts: number;
  nextAttemptAt: string;
  sentAt: string | null;
  droppedAt: string | null;
  lastError: string | null;
}

/** One row of an appointment's history. */
export interface AuditEntry {
  at: string;
  actor: AuditActor;
  action: 'book' | 'status' | 'reschedule';
  fromStatus: AppointmentStatus | null;
  toStatus: AppointmentStatus;
  /** 'YYYY-MM-DD HH:MM doctor-slug' before and after a reschedule (the booked slot for 'book'). */
  fromSlot: string | null;
  toSlot: string | null;
  reason: string;
}

/**
 * One change to an appointment: a new status, or (reschedule) a new slot, in one transaction with its
 * audit row and outbox messages. The staff desk makes its changes through the same operation.
 */
export interface ChangeRequest {
  appointmentId: string;
  actor: AuditActor;
  reason?: string;
  /** The new status; refused unless STATUS_TRANSITIONS allows it. */
  to?: AppointmentStatus;
  /** Another slot (the appointment becomes 'booked'); its own seat counts as free. */
  reschedule?: { date: string; time: string; candidates: Array<{ doctor: string; capacity: number }> };
  /** Checked on the appointment as it stands inside the transaction: a message refuses the change (the cut-off). */
  guard?: (current: StoredAppointment) => string | null;
  /** Pending messages of these kinds are dropped (a reminder of the old time). */
  dropPending?: readonly string[];
  /** The messages this change sends, from the appointment after and before it. */
  messages?: (after: StoredAppointment, before: StoredAppointment) => NewOutboxMessage[];
}

export type ChangeResult =
  | { kind: 'changed'; appointment: StoredAppointment; before: StoredAppointment }
  | { kind: 'not-found' }
  /** STATUS_TRANSITIONS (or RESCHEDULABLE_STATUSES) does not allow it from the current status. */
  | { kind: 'not-allowed'; from: AppointmentStatus }
  /** The guard said no. */
  | { kind: 'refused'; message: string }
  | { kind: 'slot-taken' }
  /** The phone already holds another booking in that department on the new date. */
  | { kind: 'duplicate'; appointmentId: string };

/** Where a booking went: its reference, the doctor who holds it, and its slot. */
export interface BookedSlot {
  appointmentId: string;
  doctor: string;
  date: string;
  time: string;
}

export interface BookRequest {
  /** The payload as sent; `doctor` may be 'N/A'. */
  payload: AppointmentPayload;
  /**
   * The doctors whose schedule has the slot, each with its capacity; the booking takes a free seat of
   * the first that has one (least busy that day first when there are several).
   */
  candidates: Array<{ doctor: string; capacity: number }>;
  /** A fresh reference; the store may ask for another if it is taken. */
  newReference: () => string;
  idempotency?: { key: string; requestHash: string };
  /** SHA-256 (hex) of the manage token given to the patient. */
  manageTokenHash?: string;
  language?: string;
  actor?: AuditActor;
  /** The messages the booking sends, written in its transaction. */
  messages?: (appointment: StoredAppointment) => NewOutboxMessage[];
}

export type BookResult =
  | { kind: 'created'; appointment: BookedSlot }
  /** The key was seen with the same request: the first booking, nothing new written. */
  | { kind: 'replayed'; appointment: BookedSlot }
  /** The key was seen with a different request. */
  | { kind: 'key-conflict' }
  /** Every candidate's seats at that time are held by active bookings. */
  | { kind: 'slot-taken' }
  /** The phone already holds an active booking in that department on that date. */
  | { kind: 'duplicate'; appointmentId: string };

export interface AppointmentPage {
  appointments: StoredAppointment[];
  total: number;
}

export interface ScheduleSnapshot {
  schedule: Schedule;
  /** Counts every change; 0 before the first seed. */
  revision: number;
}

/**
 * Everything the API needs from storage (SQLite, or PostgreSQL in store/postgres.ts). `book` must be atomic:
 * the idempotency check, the seat and the insert happen together, and the database's unique indexes
 * decide who gets a seat.
 */
export interface AppointmentStore {
  book(request: BookRequest): Promise<BookResult>;
  /** The booking an Idempotency-Key already made, if any. */
  findByKey(key: string): Promise<{ requestHash: string; appointment: BookedSlot } | null>;
  /** Active bookings per slot of these doctors between two dates (inclusive). */
  bookedCounts(query: { doctors: readonly string[]; from: string; to: string }): Promise<BookedCount[]>;
  /** Active bookings on a date (of one doctor, or all), for staff changing a schedule. */
  activeOn(query: { date: string; doctor?: string }): Promise<BookedSlot[]>;
  /** The schedule, re-read only when another writer changed it. */
  readSchedule(): Promise<ScheduleSnapshot>;
  /**
   * Replaces the whole schedule in one transaction. With `ifRevision`, only when nobody changed it
   * since that revision (returns null otherwise); returns the new revision.
   */
  writeSchedule(schedule: Schedule, options: { source: string; ifRevision?: number }): Promise<number | null>;
  /** Changes one appointment's status or slot, with its audit row and messages, atomically. */
  change(request: ChangeRequest): Promise<ChangeResult>;
  findById(appointmentId: string): Promise<StoredAppointment | null>;
  /** The appointment a manage token opens: its e-mailed link, or a further link not expired at `now`. */
  findByTokenHash(tokenHash: string, now?: Date): Promise<StoredAppointment | null>;
  /** One more link to the appointment (look-up, retried booking), until `expiresAt`; the others keep working. */
  addManageLink(appointmentId: string, tokenHash: string, expiresAt: Date, now?: Date): Promise<void>;
  /** Oldest first. */
  history(appointmentId: string): Promise<AuditEntry[]>;
  /** Oldest first. */
  outboxOf(appointmentId: string): Promise<OutboxMessage[]>;
  /**
   * Takes up to `limit` due messages for this worker: each is leased until now + leaseMs (its attempts
   * counted), so no other worker or instance takes it meanwhile.
   */
  claimOutbox(options: { limit: number; leaseMs: number; now: Date }): Promise<OutboxMessage[]>;
  /** `payload`: what to keep of it once sent (the manage link's token is not kept). */
  markSent(seq: number, at: Date, payload?: unknown): Promise<void>;
  markFailed(seq: number, error: string, nextAttemptAt: Date): Promise<void>;
  /** No longer to be sent (e.g. a reminder whose visit has passed). */
  markDropped(seq: number, at: Date, why: string): Promise<void>;
  /** Newest first. */
  list(options: { limit: number; offset: number }): Promise<AppointmentPage>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Staff accounts and sessions of the appointments desk, in the same database. */
  staff: StaffStore;
  /** Rate-limit counts shared by every instance on this storage; without it each process counts alone. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}
