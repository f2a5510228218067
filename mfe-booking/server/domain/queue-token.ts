// A check-in's token: the number the desk hands the patient and the doctor's assistant calls out,
// per doctor per day in order of arrival.

export interface QueueToken {
  appointmentId: string;
  doctor: string;
  /** The visit's day (YYYY-MM-DD, the hospital's calendar). */
  day: string;
  token: number;
  /** When the patient checked in (ISO instant). */
  arrivedAt: string;
  /** When the patient was called in to the doctor; null while waiting. */
  calledAt: string | null;
}

/** Where tokens are kept: the port a feature's repository fills. */
export interface TokenStore {
  /** The appointment's token, if it has one. */
  of(appointmentId: string): Promise<QueueToken | null>;
  /** The doctor's next number that day, taken for this transaction: a concurrent one waits and gets the one after. */
  takeNext(doctor: string, day: string): Promise<number>;
  insert(token: QueueToken): Promise<void>;
}

/** A checked-in patient on a doctor's queue of the day. */
export interface QueueEntry {
  appointmentId: string;
  fullName: string;
  token: number;
  arrivedAt: string;
  calledAt: string | null;
  /** checked_in while waiting or with the doctor; completed once done. */
  status: 'checked_in' | 'completed' | 'other';
}

/** A doctor's queue as stored: read in token order, and a waiting patient called in once. */
export interface QueueStore {
  entries(doctor: string, day: string): Promise<QueueEntry[]>;
  /** False when the patient was called already (by another desk at the same moment). */
  markCalled(appointmentId: string, at: string): Promise<boolean>;
}
