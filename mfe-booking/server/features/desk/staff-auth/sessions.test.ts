import type { StaffConfig } from '../../../config';
import { hashPassword } from './passwords';
import { createStaffSessions } from './sessions';
import type { FailureCount, StaffSession, StaffStore, StaffUser } from './types';

// Signing in without HTTP or a database: the accounts, sessions and failure counts in memory.
const NOW = new Date('2026-11-29T04:00:00Z').getTime();
const PASSWORD = 'a long and unguessable desk password';

const config: StaffConfig = {
  idleMinutes: 30,
  sessionHours: 12,
  failureWindowMinutes: 15,
  slowAfter: 0,
  lockAfter: 3,
  addressLockAfter: 10,
  lockMinutes: 15,
  deviceSecret: 'test-secret',
  rateLimitMax: 0,
  origins: [],
};

async function setUp({ disabled = false } = {}) {
  const users = new Map<string, StaffUser>();
  const sessions = new Map<string, StaffSession>();
  const counts = new Map<string, FailureCount>();
  users.set('desk1', {
    username: 'desk1',
    role: 'desk',
    doctor: null,
    passwordHash: await hashPassword(PASSWORD),
    disabled,
    createdAt: NOW,
    passwordChangedAt: NOW,
  });
  const store: Partial<StaffStore> = {
    findUser: async (name) => users.get(name) ?? null,
    failures: async (key) => counts.get(key) ?? { failures: 0, lockedUntil: 0 },
    recordFailure: async (key, at, { lockAfter, lockMs }) => {
      const failures = (counts.get(key)?.failures ?? 0) + 1;
      const count = failures >= lockAfter ? { failures: 0, lockedUntil: at + lockMs } : { failures, lockedUntil: 0 };
      counts.set(key, count);
      return count;
    },
    clearFailures: async (key) => void counts.delete(key),
    createSession: async (session) => void sessions.set(session.idHash, session),
    useSession: async (idHash) => {
      const session = sessions.get(idHash);
      const user = session && users.get(session.username);
      return session && user && !user.disabled ? { session, user } : null;
    },
    deleteSession: async (idHash) => void sessions.delete(idHash),
  };
  const staff = createStaffSessions({
    // Only what signing in reads and writes: a use that strays elsewhere fails on the missing method.
    store: store as StaffStore,
    config,
    devices: { trustedKey: () => null },
    now: () => new Date(NOW),
  });
  return { staff, counts, sessions };
}

const attempt = (password: string, username = 'desk1') => ({ username, password, address: '203.0.113.9', cookieHeader: undefined });

describe('staff sign-in, as a command', () => {
  it('signs in with the right password: a session the cookie’s id finds, the failures forgotten', async () => {
    const { staff, counts } = await setUp();
    await staff.signIn(attempt('wrong password'));
    const outcome = await staff.signIn(attempt(PASSWORD));
    expect(outcome).toMatchObject({ kind: 'signed-in', user: { username: 'desk1' } });
    if (outcome.kind !== 'signed-in') return;
    expect(await staff.current(outcome.sessionId)).toMatchObject({ session: { csrfToken: outcome.csrfToken } });
    expect(counts.has('account:desk1')).toBe(false);
  });

  it('locks the account after its failures, then refuses even the right password', async () => {
    const { staff } = await setUp();
    expect(await staff.signIn(attempt('wrong 1'))).toEqual({ kind: 'refused', lockedUntil: null, at: NOW });
    await staff.signIn(attempt('wrong 2'));
    expect(await staff.signIn(attempt('wrong 3'))).toEqual({ kind: 'refused', lockedUntil: NOW + 15 * 60_000, at: NOW });
    expect(await staff.signIn(attempt(PASSWORD))).toEqual({ kind: 'locked', until: NOW + 15 * 60_000, at: NOW });
  });

  it('counts failures for an account that does not exist, so the answer gives nothing away', async () => {
    const { staff, counts } = await setUp();
    expect(await staff.signIn(attempt(PASSWORD, 'nobody'))).toMatchObject({ kind: 'refused' });
    expect(counts.get('account:nobody')).toEqual({ failures: 1, lockedUntil: 0 });
    expect(counts.get('address:203.0.113.9')).toEqual({ failures: 1, lockedUntil: 0 });
  });

  it('refuses a disabled account its right password', async () => {
    const { staff, sessions } = await setUp({ disabled: true });
    expect(await staff.signIn(attempt(PASSWORD))).toMatchObject({ kind: 'refused' });
    expect(sessions.size).toBe(0);
  });

  it('signs out: the session no longer answers', async () => {
    const { staff } = await setUp();
    const outcome = await staff.signIn(attempt(PASSWORD));
    if (outcome.kind !== 'signed-in') throw new Error(`not signed in: ${outcome.kind}`);
    const found = await staff.current(outcome.sessionId);
    if (!found) throw new Error('no session');
    await staff.signOut(found.session);
    expect(await staff.current(outcome.sessionId)).toBeNull();
  });
});
