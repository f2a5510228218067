// The tables as the query builder sees them (migrations in ./migrations create them). Where the two
// databases hand a column back differently, the select type says both: PostgreSQL gives TIMESTAMPTZ as
// a Date and BIGINT as text; SQLite gives ISO text and numbers. Times are written as ISO text to both.
import type { ColumnType, Generated } from 'kysely';
import type { AppointmentChannel, AppointmentPayload, AppointmentStatus } from '@hospital/booking-contract';

/** An instant: ISO text written; a Date (PostgreSQL) or the same ISO text (SQLite) read. */
export type Instant = ColumnType<Date | string, string, string>;
/** Milliseconds since 1970 in a BIGINT (PostgreSQL answers text) or an INTEGER (SQLite). */
export type Millis = ColumnType<number | string, number, number>;

export interface AppointmentsTable {
  seq: Generated<number | string>;
  id: string;
  created_at: Instant;
  full_name: string;
  age: number;
  /** A baby under one year's age in months, its age 0 (migration 010); null for an age in years. */
  age_months: ColumnType<number | null, number | null | undefined, number | null>;
  /** A minor's parent or guardian (migration 016); null for an adult. */
  guardian_name: ColumnType<string | null, string | null | undefined, string | null>;
  gender: AppointmentPayload['gender'];
  email: string;
  phone: string;
  whatsapp: string;
  address: string;
  service: AppointmentPayload['service'];
  doctor: string;
  preferred_date: string;
  preferred_time: string;
  message: string;
  payment_method: AppointmentPayload['paymentMethod'];
  seat: number | null;
  status: ColumnType<AppointmentStatus, AppointmentStatus | undefined, AppointmentStatus>;
  language: ColumnType<string, string | undefined, string>;
  manage_token_hash: string | null;
  extra: ColumnType<number, number | undefined, number>;
  /** online (the form) or walk_in (added at the counter by the desk). */
  channel: ColumnType<AppointmentChannel, AppointmentChannel | undefined, AppointmentChannel>;
  /** Rupees as quoted when booked: the doctor's fee or the package's price (migration 009); null: none set. */
  fee: ColumnType<number | null, number | null | undefined, number | null>;
  health_package: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its patient-identifying and free-text fields were anonymised (migration 012); null: not. */
  erased_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** An appointment's payment (migration 009): a gateway order and what became of it, or money taken at the counter. Amounts in paise. */
export interface PaymentsTable {
  appointment_id: string;
  provider: 'razorpay' | 'counter';
  order_id: string | null;
  amount: number;
  currency: ColumnType<string, string | undefined, string>;
  state: 'pending' | 'paid' | 'expired' | 'refund_pending' | 'refunded';
  hold_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
  payment_id: string | null;
  method: string | null;
  paid_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  recorded_by: string | null;
  refund_id: string | null;
  refund_requested_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  refunded_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The refund's outbox work failed for good: owed, and the hospital contacts the patient. */
  refund_failed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  created_at: Instant;
  updated_at: Instant;
}

/** Every change of a payment: who, when, what, how much (paise). */
export interface PaymentLogTable {
  seq: Generated<number | string>;
  appointment_id: string;
  at: Instant;
  actor_kind: 'patient' | 'staff' | 'system' | 'gateway';
  actor_id: string | null;
  action: string;
  amount: number | null;
  detail: ColumnType<string, string | undefined, string>;
}

/** The gateway's webhook events already handled, by their id. */
export interface PaymentEventsTable {
  event_id: string;
  event: string;
  appointment_id: string | null;
  received_at: Instant;
}

/** One word of a patient’s name, its phonetic key or one phone number, by which the desk finds the appointment (migrations 007, 008, 013). */
export interface SearchTermsTable {
  term: string;
  /** The appointment's slot, 'YYYY-MM-DD HH:MM': the search's order. */
  slot: string;
  doctor: string;
  appointment_id: string;
  /** The appointment's seq: its terms are found by it (migration 014). */
  appointment_seq: number | string;
}

export interface IdempotencyKeysTable {
  key: string;
  request_hash: string;
  appointment_id: string;
  created_at: Instant;
}

export interface AuditTable {
  seq: Generated<number | string>;
  appointment_id: string;
  at: Instant;
  actor_kind: 'patient' | 'staff' | 'system';
  actor_id: string | null;
  /** erase: the patient's details were anonymised after the retention period (by the system). */
  action: 'book' | 'status' | 'reschedule' | 'erase';
  from_status: AppointmentStatus | null;
  to_status: AppointmentStatus;
  from_slot: string | null;
  to_slot: string | null;
  reason: ColumnType<string, string | undefined, string>;
  /** The seq of the row this change undid (migration 007). */
  undoes: ColumnType<number | string | null, number | null | undefined, number | null>;
}

export interface OutboxTable {
  seq: Generated<number | string>;
  kind: string;
  appointment_id: string;
  channel: 'email' | 'whatsapp' | 'payment';
  payload: string;
  created_at: Instant;
  due_at: Instant;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Instant;
  sent_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  dropped_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Not tried again: refused for good, or past its last try; a person decides (the desk's failed work). */
  failed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  last_error: string | null;
  /** When its payload was emptied after the retention period (migration 012). */
  erased_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** Who did what to outbox work that failed for good (migration 011). */
export interface OutboxLogTable {
  seq: Generated<number | string>;
  outbox_seq: number | string;
  appointment_id: string;
  at: Instant;
  actor_kind: 'staff' | 'system';
  actor_id: string | null;
  action: 'given_up' | 'retried' | 'refunded_by_hand' | 'settled';
  detail: string;
}

export interface ManageLinksTable {
  token_hash: string;
  appointment_id: string;
  created_at: Millis;
  expires_at: Millis;
}

export interface DoctorSchedulesTable {
  doctor: string;
  slot_minutes: number;
  capacity: number;
  /** The consultation fee in rupees (migration 009); null: not set. */
  fee: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ScheduleSessionsTable {
  doctor: string;
  weekday: number;
  start_time: string;
  end_time: string;
}

export interface ScheduleDatesOffTable {
  doctor: string | null;
  date: string;
  reason: string;
}

export interface ScheduleExtraSessionsTable {
  doctor: string;
  date: string;
  start_time: string;
  end_time: string;
}

export interface ScheduleRevisionTable {
  id: number;
  revision: number;
  source: string;
  changed_at: Instant;
}

export interface StaffUsersTable {
  username: string;
  role: 'desk' | 'doctor' | 'admin';
  doctor: string | null;
  password_hash: string;
  disabled: ColumnType<number, number | undefined, number>;
  created_at: Millis;
  password_changed_at: Millis;
}

export interface StaffSessionsTable {
  id_hash: string;
  username: string;
  csrf_token: string;
  created_at: Millis;
  last_seen_at: Millis;
  expires_at: Millis;
}

export interface StaffSignInFailuresTable {
  key: string;
  failures: number;
  first_at: Millis;
  locked_until: Millis;
}

/** PostgreSQL only (migration 002): SQLite's one process counts in memory. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: Instant;
}

/** A check-in's token: per doctor per day, in order of arrival (migration 014). */
export interface QueueTokensTable {
  appointment_id: string;
  doctor: string;
  day: string;
  token: number;
  arrived_at: Instant;
  called_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface QueueCountersTable {
  doctor: string;
  day: string;
  last_token: number;
}

export interface Tables {
  appointments: AppointmentsTable;
  appointment_search_terms: SearchTermsTable;
  idempotency_keys: IdempotencyKeysTable;
  appointment_audit: AuditTable;
  outbox: OutboxTable;
  outbox_log: OutboxLogTable;
  manage_links: ManageLinksTable;
  doctor_schedules: DoctorSchedulesTable;
  schedule_sessions: ScheduleSessionsTable;
  schedule_dates_off: ScheduleDatesOffTable;
  schedule_extra_sessions: ScheduleExtraSessionsTable;
  schedule_revision: ScheduleRevisionTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_sign_in_failures: StaffSignInFailuresTable;
  rate_limits: RateLimitsTable;
  payments: PaymentsTable;
  payment_log: PaymentLogTable;
  payment_events: PaymentEventsTable;
  queue_tokens: QueueTokensTable;
  queue_counters: QueueCountersTable;
}

/** ISO text of an instant read from either database. */
export const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value);
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));
