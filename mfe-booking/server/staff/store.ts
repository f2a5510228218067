import type { SqlRunner } from './sql';
import type { DeskAppointment, FailureCount, StaffSession, StaffStore, StaffUser } from './types';

interface UserRow {
  username: string;
  role: StaffUser['role'];
  doctor: string | null;
  password_hash: string;
  disabled: number;
  created_at: number | string;
  password_changed_at: number | string;
}

interface SessionRow {
  id_hash: string;
  username: string;
  csrf_token: string;
  created_at: number | string;
  last_seen_at: number | string;
  expires_at: number | string;
}

// PostgreSQL hands BIGINT back as text.
const toUser = (row: UserRow): StaffUser => ({
  username: row.username,
  role: row.role,
  doctor: row.doctor,
  passwordHash: row.password_hash,
  disabled: Number(row.disabled) === 1,
  createdAt: Number(row.created_at),
  passwordChangedAt: Number(row.password_changed_at),
});

const toSession = (row: SessionRow): StaffSession => ({
  idHash: row.id_hash,
  username: row.username,
  csrfToken: row.csrf_token,
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
  expiresAt: Number(row.expires_at),
});

const USER_COLUMNS = 'username, role, doctor, password_hash, disabled, created_at, password_changed_at';

const RECORD_FAILURE = `INSERT INTO staff_sign_in_failures AS f (key, failures, first_at, locked_until) VALUES ($1, 1, $2, 0)
  ON CONFLICT (key) DO UPDATE SET
    failures = CASE WHEN f.first_at <= CAST($2 AS BIGINT) - CAST($3 AS BIGINT) THEN 1 ELSE f.failures + 1 END,
    first_at = CASE WHEN f.first_at <= CAST($2 AS BIGINT) - CAST($3 AS BIGINT) THEN CAST($2 AS BIGINT) ELSE f.first_at END
  RETURNING failures, locked_until`;

/** The staff tables through either storage (both speak this SQL). */
export function createStaffStore(sql: SqlRunner): StaffStore {
  return {
    createUser: async (user) => {
      const created = await sql.run(
        `INSERT INTO staff_users (${USER_COLUMNS}) VALUES ($1, $2, $3, $4, 0, $5, $6) ON CONFLICT (username) DO NOTHING`,
        [user.username, user.role, user.doctor, user.passwordHash, user.createdAt, user.passwordChangedAt],
      );
      return created === 1 ? 'created' : 'exists';
    },
    findUser: async (username) => {
      const [row] = await sql.all<UserRow>(`SELECT ${USER_COLUMNS} FROM staff_users WHERE username = $1`, [username]);
      return row ? toUser(row) : null;
    },
    listUsers: async () => (await sql.all<UserRow>(`SELECT ${USER_COLUMNS} FROM staff_users ORDER BY username`)).map(toUser),
    setPassword: async (username, passwordHash, now) => {
      const changed = await sql.run('UPDATE staff_users SET password_hash = $2, password_changed_at = $3 WHERE username = $1', [username, passwordHash, now]);
      await sql.run('DELETE FROM staff_sessions WHERE username = $1', [username]);
      return changed === 1;
    },
    setDisabled: async (username, disabled) => {
      const changed = await sql.run('UPDATE staff_users SET disabled = $2 WHERE username = $1', [username, disabled ? 1 : 0]);
      if (disabled) await sql.run('DELETE FROM staff_sessions WHERE username = $1', [username]);
      return changed === 1;
    },
    revokeSessions: (username) => sql.run('DELETE FROM staff_sessions WHERE username = $1', [username]),
    createSession: async (s) => {
      await sql.run(
        'INSERT INTO staff_sessions (id_hash, username, csrf_token, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [s.idHash, s.username, s.csrfToken, s.createdAt, s.lastSeenAt, s.expiresAt],
      );
    },
    useSession: async (idHash, now, idleMs) => {
      const [row] = await sql.all<SessionRow & UserRow & { session_created_at: number | string }>(
        `SELECT s.id_hash, s.csrf_token, s.created_at AS session_created_at, s.last_seen_at, s.expires_at, ${USER_COLUMNS.split(', ').map((c) => `u.${c}`).join(', ')}
         FROM staff_sessions s JOIN staff_users u ON u.username = s.username WHERE s.id_hash = $1`,
        [idHash],
      );
      if (!row) return null;
      const session = toSession({ ...row, created_at: row.session_created_at });
      const user = toUser(row);
      if (user.disabled || session.expiresAt <= now || session.lastSeenAt + idleMs <= now) {
        await sql.run('DELETE FROM staff_sessions WHERE id_hash = $1', [idHash]);
        return null;
      }
      // Only while still alive: a sign-out or revocation on another instance meanwhile wins.
      const touched = await sql.run('UPDATE staff_sessions SET last_seen_at = $2 WHERE id_hash = $1 AND last_seen_at + CAST($3 AS BIGINT) > CAST($2 AS BIGINT)', [idHash, now, idleMs]);
      return touched === 1 ? { session: { ...session, lastSeenAt: now }, user } : null;
    },
    deleteSession: async (idHash) => {
      await sql.run('DELETE FROM staff_sessions WHERE id_hash = $1', [idHash]);
    },
    failures: async (key) => {
      const [row] = await sql.all<{ failures: number; locked_until: number | string }>('SELECT failures, locked_until FROM staff_sign_in_failures WHERE key = $1', [key]);
      return row ? { failures: Number(row.failures), lockedUntil: Number(row.locked_until) } : { failures: 0, lockedUntil: 0 };
    },
    recordFailure: async (key, now, { windowMs, lockAfter, lockMs }): Promise<FailureCount> => {
      const [row] = await sql.all<{ failures: number; locked_until: number | string }>(RECORD_FAILURE, [key, now, windowMs]);
      const failures = Number(row?.failures ?? 1);
      if (failures < lockAfter) return { failures, lockedUntil: Number(row?.locked_until ?? 0) };
      const lockedUntil = now + lockMs;
      await sql.run('UPDATE staff_sign_in_failures SET failures = 0, first_at = $2, locked_until = $3 WHERE key = $1', [key, now, lockedUntil]);
      return { failures, lockedUntil };
    },
    clearFailures: async (key) => {
      await sql.run('DELETE FROM staff_sign_in_failures WHERE key = $1', [key]);
    },
    appointments: async ({ from, to, doctor }) =>
      sql.all<DeskAppointment>(
        `SELECT id AS reference, full_name AS "fullName", age, gender, phone, email, service, doctor, preferred_date AS date,
           preferred_time AS time, status, message, created_at AS "createdAt", extra
         FROM appointments WHERE preferred_date >= $1 AND preferred_date <= $2 AND ($3 = '' OR doctor = $3)
         ORDER BY preferred_date, preferred_time, doctor, seq`,
        [from, to, doctor ?? ''],
      ).then((rows) => rows.map((row) => ({ ...row, extra: Number(row.extra) === 1, createdAt: new Date(row.createdAt).toISOString() }))),
    addExtra: async ({ reference, payload: p, doctor, staff, at }) => {
      const slot = `${p.preferredDate} ${p.preferredTime} ${doctor}`;
      const audit = `INSERT INTO appointment_audit (appointment_id, at, actor_kind, actor_id, action, from_status, to_status, from_slot, to_slot, reason)
        VALUES ($1, $2, 'staff', $3, $4, $5, $6, NULL, $7, $8)`;
      await sql.atomically([
        [
          `INSERT INTO appointments (id, created_at, full_name, age, gender, email, phone, whatsapp, address, service, doctor,
             preferred_date, preferred_time, message, payment_method, seat, status, extra)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, NULL, 'checked_in', 1)`,
          [reference, at, p.fullName, p.age, p.gender, p.email, p.phone, p.whatsapp, p.address, p.service, doctor, p.preferredDate, p.preferredTime, p.message, p.paymentMethod],
        ],
        [audit, [reference, at, staff, 'book', null, 'booked', slot, 'walk-in beyond capacity']],
        [audit, [reference, at, staff, 'status', 'booked', 'checked_in', slot, 'walk-in']],
      ]);
    },
  };
}
