/** What a staff member may do: the desk runs the day, a doctor sees their own list, an admin everything. */
export const STAFF_ROLES = ['desk', 'doctor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

export interface StaffUser {
  username: string;
  role: StaffRole;
  /** The doctor's slug, for the doctor role only. */
  doctor: string | null;
  passwordHash: string;
  disabled: boolean;
  createdAt: number;
  passwordChangedAt: number;
}

export interface StaffSession {
  idHash: string;
  username: string;
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

export interface FailureCount {
  failures: number;
  lockedUntil: number;
}

/** Staff accounts, sessions and sign-in failures; every instance on one database shares them. */
export interface StaffStore {
  createUser(user: Omit<StaffUser, 'disabled'>): Promise<'created' | 'exists'>;
  findUser(username: string): Promise<StaffUser | null>;
  listUsers(): Promise<StaffUser[]>;
  /** A new password; every session of the account ends. False when there is no such account. */
  setPassword(username: string, passwordHash: string, now: number): Promise<boolean>;
  /** Disabling also ends every session of the account. */
  setDisabled(username: string, disabled: boolean): Promise<boolean>;
  /** Ends every session of the account; how many there were. */
  revokeSessions(username: string): Promise<number>;
  createSession(session: StaffSession): Promise<void>;
  /**
   * The session and its account when the session is neither idle past `idleMs` nor past its absolute
   * end and the account is enabled; marks it used now. A session found expired is deleted.
   */
  useSession(idHash: string, now: number, idleMs: number): Promise<{ session: StaffSession; user: StaffUser } | null>;
  deleteSession(idHash: string): Promise<void>;
  failures(key: string): Promise<FailureCount>;
  /** Counts one failure in a window of `windowMs`; at `lockAfter` the key is locked for `lockMs` and the count restarts. */
  recordFailure(key: string, now: number, policy: { windowMs: number; lockAfter: number; lockMs: number }): Promise<FailureCount>;
  clearFailures(key: string): Promise<void>;
}
