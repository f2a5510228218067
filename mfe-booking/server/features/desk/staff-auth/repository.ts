// Staff accounts, sessions and failed sign-in counts; every instance on one database shares them.
// Times are milliseconds since 1970, compared by the code, so both databases behave alike.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { StaffSessionsTable, StaffUsersTable, Tables } from '../../../db/schema';
import type { FailureCount, StaffSession, StaffStore, StaffUser } from './types';

const USER_COLUMNS = ['username', 'role', 'doctor', 'password_hash', 'disabled', 'created_at', 'password_changed_at'] as const;

const toUser = (row: Pick<Selectable<StaffUsersTable>, (typeof USER_COLUMNS)[number]>): StaffUser => ({
  username: row.username,
  role: row.role,
  doctor: row.doctor,
  passwordHash: row.password_hash,
  disabled: Number(row.disabled) === 1,
  createdAt: Number(row.created_at),
  passwordChangedAt: Number(row.password_changed_at),
});

const toSession = (row: Selectable<StaffSessionsTable>): StaffSession => ({
  idHash: row.id_hash,
  username: row.username,
  csrfToken: row.csrf_token,
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
  expiresAt: Number(row.expires_at),
});

/** A number the database compares as BIGINT on both sides (PostgreSQL cannot guess a parameter's type in arithmetic). */
const bigint = (value: number) => sql<number>`CAST(${value} AS BIGINT)`;

/** A session's last use is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

export function createStaffRepository(db: Kysely<Tables>): StaffStore {
  const endSessions = async (username: string) =>
    Number((await db.deleteFrom('staff_sessions').where('username', '=', username).executeTakeFirst()).numDeletedRows);

  return {
    createUser: async (user) => {
      const result = await db
        .insertInto('staff_users')
        .values({
          username: user.username,
          role: user.role,
          doctor: user.doctor,
          password_hash: user.passwordHash,
          disabled: 0,
          created_at: user.createdAt,
          password_changed_at: user.passwordChangedAt,
        })
        .onConflict((conflict) => conflict.column('username').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? 'created' : 'exists';
    },
    findUser: async (username) => {
      const row = await db.selectFrom('staff_users').select(USER_COLUMNS).where('username', '=', username).executeTakeFirst();
      return row ? toUser(row) : null;
    },
    listUsers: async () => (await db.selectFrom('staff_users').select(USER_COLUMNS).orderBy('username').execute()).map(toUser),
    setPassword: async (username, passwordHash, now) => {
      const changed = await db
        .updateTable('staff_users')
        .set({ password_hash: passwordHash, password_changed_at: now })
        .where('username', '=', username)
        .executeTakeFirst();
      await endSessions(username);
      return Number(changed.numUpdatedRows) === 1;
    },
    setDisabled: async (username, disabled) => {
      const changed = await db
        .updateTable('staff_users')
        .set({ disabled: disabled ? 1 : 0 })
        .where('username', '=', username)
        .executeTakeFirst();
      if (disabled) await endSessions(username);
      return Number(changed.numUpdatedRows) === 1;
    },
    revokeSessions: endSessions,
    createSession: async (s) => {
      await db
        .insertInto('staff_sessions')
        .values({
          id_hash: s.idHash,
          username: s.username,
          csrf_token: s.csrfToken,
          created_at: s.createdAt,
          last_seen_at: s.lastSeenAt,
          expires_at: s.expiresAt,
        })
        .execute();
    },
    useSession: async (idHash, now, idleMs) => {
      const row = await db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff_users as u', 'u.username', 's.username')
        .selectAll('s')
        .select(['u.role', 'u.doctor', 'u.password_hash', 'u.disabled', 'u.created_at as user_created_at', 'u.password_changed_at'])
        .where('s.id_hash', '=', idHash)
        .executeTakeFirst();
      if (!row) return null;
      const session = toSession(row);
      const user = toUser({ ...row, created_at: row.user_created_at });
      if (user.disabled || session.expiresAt <= now || session.lastSeenAt + idleMs <= now) {
        await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
        return null;
      }
      // Written at most once a minute: a desk reads the API every few seconds, and each write waits for
      // SQLite's one writer or PostgreSQL's log. The idle time counts from the last write.
      if (now - session.lastSeenAt < TOUCH_EVERY_MS) return { session, user };
      // Only while still alive: a sign-out or revocation on another instance meanwhile wins.
      const touched = await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: now })
        .where('id_hash', '=', idHash)
        .where((eb) => eb(eb('last_seen_at', '+', bigint(idleMs)), '>', bigint(now)))
        .executeTakeFirst();
      return Number(touched.numUpdatedRows) === 1 ? { session: { ...session, lastSeenAt: now }, user } : null;
    },
    deleteSession: async (idHash) => {
      await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
    },
    failures: async (key) => {
      const row = await db
        .selectFrom('staff_sign_in_failures')
        .select(['failures', 'locked_until'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? { failures: Number(row.failures), lockedUntil: Number(row.locked_until) } : { failures: 0, lockedUntil: 0 };
    },
    recordFailure: async (key, now, { windowMs, lockAfter, lockMs }): Promise<FailureCount> => {
      // A window that ended starts again at 1; otherwise one more.
      const row = await db
        .insertInto('staff_sign_in_failures')
        .values({ key, failures: 1, first_at: now, locked_until: 0 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => {
            const windowEnded = eb('staff_sign_in_failures.first_at', '<=', bigint(now - windowMs));
            return {
              failures: eb
                .case()
                .when(windowEnded)
                .then(1)
                .else(eb('staff_sign_in_failures.failures', '+', 1))
                .end(),
              first_at: eb.case().when(windowEnded).then(bigint(now)).else(eb.ref('staff_sign_in_failures.first_at')).end(),
            };
          }),
        )
        .returning(['failures', 'locked_until'])
        .executeTakeFirst();
      const failures = Number(row?.failures ?? 1);
      if (failures < lockAfter) return { failures, lockedUntil: Number(row?.locked_until ?? 0) };
      const lockedUntil = now + lockMs;
      await db
        .updateTable('staff_sign_in_failures')
        .set({ failures: 0, first_at: now, locked_until: lockedUntil })
        .where('key', '=', key)
        .execute();
      return { failures, lockedUntil };
    },
    clearFailures: async (key) => {
      await db.deleteFrom('staff_sign_in_failures').where('key', '=', key).execute();
    },
  };
}
