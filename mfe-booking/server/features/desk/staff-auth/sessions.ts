// Staff sessions: the one a request's cookie names, a sign-in (the lock-out and slow-down counted per
// account and address, or per trusted browser), and a sign-out.
import { createHash, randomBytes } from 'node:crypto';
import type { StaffConfig } from '../../../config';
import type { DeviceCookies } from './device-cookie';
import { passwordMatches } from './passwords';
import type { StaffSession, StaffStore, StaffUser } from './types';

export const sessionIdHash = (id: string) => createHash('sha256').update(id).digest('hex');

/** `at`: the moment the attempt was judged (a lock's Retry-After counts from it). */
export type SignInOutcome =
  /** Locked out before the password was looked at. */
  | { kind: 'locked'; until: number; at: number }
  /** Wrong or unusable; `lockedUntil` when this failure locked the account or address. */
  | { kind: 'refused'; lockedUntil: number | null; at: number }
  | { kind: 'signed-in'; user: StaffUser; sessionId: string; csrfToken: string; at: number };

export interface StaffSessionsOptions {
  store: StaffStore;
  config: StaffConfig;
  devices: Pick<DeviceCookies, 'trustedKey'>;
  now: () => Date;
}

export function createStaffSessions({ store, config, devices, now }: StaffSessionsOptions) {
  const idleMs = config.idleMinutes * 60_000;
  const policy = { windowMs: config.failureWindowMinutes * 60_000, lockMs: config.lockMinutes * 60_000 };
  const lockAfter = (key: string) => (key.startsWith('address:') ? config.addressLockAfter : config.lockAfter);

  return {
    /** The session a cookie's id names, marked used now; null when it is idle, past its end, or its account disabled. */
    current: (id: string): Promise<{ session: StaffSession; user: StaffUser } | null> =>
      store.useSession(sessionIdHash(id), now().getTime(), idleMs),

    async signIn({
      username,
      password,
      address,
      cookieHeader,
    }: {
      username: string;
      password: string;
      address: string;
      cookieHeader: string | undefined;
    }): Promise<SignInOutcome> {
      // A browser this account signed in from before is judged by its own failures alone (device-cookie.ts);
      // any other client by the account's and the address's, counted whether the account exists or not,
      // so the answer gives nothing away.
      const at = now().getTime();
      const user = await store.findUser(username);
      const deviceKey = devices.trustedKey(cookieHeader, user, at);
      const keys = deviceKey ? [deviceKey] : [`account:${username}`, `address:${address}`];
      const counts = await Promise.all(keys.map((key) => store.failures(key)));
      const lockedUntil = Math.max(...counts.map((count) => count.lockedUntil));
      if (lockedUntil > at) return { kind: 'locked', until: lockedUntil, at };
      // Slowed before it is locked: each failure past the first few adds a second, up to 5.
      const extra = (counts[0]?.failures ?? 0) - config.slowAfter + 1;
      if (config.slowAfter > 0 && extra > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(5, extra) * 1000));

      const usable = user && !user.disabled ? user : null;
      if (!(await passwordMatches(usable?.passwordHash ?? null, password)) || !usable) {
        const recorded = await Promise.all(keys.map((key) => store.recordFailure(key, at, { ...policy, lockAfter: lockAfter(key) })));
        const until = Math.max(...recorded.map((count) => count.lockedUntil));
        return { kind: 'refused', lockedUntil: until > at ? until : null, at };
      }
      // A trusted browser's success leaves the account's count alone: it says nothing of the other clients.
      await store.clearFailures(keys[0] ?? `account:${username}`);
      const sessionId = randomBytes(32).toString('base64url');
      const csrfToken = randomBytes(32).toString('base64url');
      await store.createSession({
        idHash: sessionIdHash(sessionId),
        username: usable.username,
        csrfToken,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: at + config.sessionHours * 3_600_000,
      });
      return { kind: 'signed-in', user: usable, sessionId, csrfToken, at };
    },

    signOut: (session: StaffSession): Promise<void> => store.deleteSession(session.idHash),
  };
}
