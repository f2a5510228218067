import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppointmentPayload } from '@hospital/shared-types';
import type { Schedule } from '../schedule/types';
import type { BookedCount } from '../schedule/slots';
import type { StaffStore } from '../staff/types';

/** One stored appointment, as the admin listing shows it. */
export interface StoredAppointment extends AppointmentPayload {
  appointmentId: string;
  /** ISO timestamp (UTC) of when the booking was accepted. */
  createdAt: string;
  /** 'active', or 'cancelled'. */
  status: string;
}

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
  /** Newest first. */
  list(options: { limit: number; offset: number }): Promise<AppointmentPage>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Staff accounts and sessions of the appointments desk, in the same database. */
  staff: StaffStore;
  /** Rate-limit counts shared by every instance on this storage; without it each process counts alone. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}
