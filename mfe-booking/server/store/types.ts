import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppointmentPayload } from '@hospital/shared-types';

/** One stored appointment, as the admin listing shows it. */
export interface StoredAppointment extends AppointmentPayload {
  appointmentId: string;
  /** ISO timestamp (UTC) of when the booking was accepted. */
  createdAt: string;
}

export interface BookRequest {
  payload: AppointmentPayload;
  /** A fresh reference; the store may ask for another if it is taken. */
  newReference: () => string;
  idempotency?: { key: string; requestHash: string };
}

export type BookResult =
  | { kind: 'created'; appointmentId: string }
  /** The key was seen with the same request: the first booking's reference, nothing new written. */
  | { kind: 'replayed'; appointmentId: string }
  /** The key was seen with a different request. */
  | { kind: 'key-conflict' };

export interface AppointmentPage {
  appointments: StoredAppointment[];
  total: number;
}

/**
 * Everything the API needs from storage. Async so that a networked database (PostgreSQL, store/postgres.ts)
 * fits behind it; `book` must be atomic: the idempotency check and the insert happen together.
 */
export interface AppointmentStore {
  book(request: BookRequest): Promise<BookResult>;
  /** Newest first. */
  list(options: { limit: number; offset: number }): Promise<AppointmentPage>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Rate-limit counts shared by every instance on this storage; without it each process counts alone. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}
