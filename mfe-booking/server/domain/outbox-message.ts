// What the outbox holds: written by the use cases in their transaction, sent by the outbox's worker.
/** A message to send, written to the outbox in the same transaction as the change it tells about. */
export interface NewOutboxMessage {
  /** What it says: 'booked', 'rescheduled', 'cancelled', 'reminder'…; on the channel 'payment': 'refund'. */
  kind: string;
  channel: OutboxChannel;
  /** Everything the sender needs, as JSON. */
  payload: unknown;
  /** Not sent before this (a reminder: 24 hours before the visit). */
  dueAt: Date;
}

/** Messages to the patient, and (payment) requests to the payment gateway: a refund is sent like a message. */
export type OutboxChannel = 'email' | 'whatsapp' | 'payment';

export interface OutboxMessage {
  seq: number;
  kind: string;
  appointmentId: string;
  channel: OutboxChannel;
  payload: unknown;
  createdAt: string;
  dueAt: string;
  /** Tries so far, this claim included. */
  attempts: number;
  nextAttemptAt: string;
  sentAt: string | null;
  droppedAt: string | null;
  /** Not tried again: refused for good or past its last try, until a person retries or settles it. */
  failedAt: string | null;
  lastError: string | null;
}
