// OWASP's device cookies: a browser where an account signed in before carries a signed note naming that
// account, and its sign-ins for that account are judged only by its own failures, so failures sent by
// others (which lock the account for every other client) never lock it out. Stateless: the note is
// HMAC-signed with STAFF_DEVICE_SECRET and holds the account's password version, so a new password (or a
// new secret) revokes every note; a note's own failures are counted under its nonce.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { StaffUser } from './types';

/** One cookie per account, so a desk computer shared by several staff keeps a note for each. */
const COOKIE_PREFIX = 'hospital_staff_device_';
/** A note unused for this long expires (each sign-in writes a fresh one). */
export const DEVICE_COOKIE_DAYS = 90;
const LIFETIME_MS = DEVICE_COOKIE_DAYS * 86_400_000;
const NOTE = /^([\w-]{22})\.(\d{1,16})\.(\d{1,16})\.([\w-]{43})$/;

export interface DeviceCookies {
  /** The Set-Cookie of a fresh note for `user`, issued at `now`. */
  issue(user: StaffUser, now: number, secure: boolean): string;
  /**
   * The failure-count key of the request's note for `user` when one is valid (signed by us, naming
   * this account, its password unchanged since, not expired); null otherwise.
   */
  trustedKey(cookieHeader: string | undefined, user: StaffUser | null, now: number): string | null;
}

export function deviceCookies(secret: string, path: string): DeviceCookies {
  const sign = (username: string, nonce: string, passwordVersion: number, issuedAt: number) =>
    createHmac('sha256', secret).update(`staff-device\n${username}\n${nonce}\n${passwordVersion}\n${issuedAt}`).digest('base64url');

  return {
    issue(user, now, secure) {
      const nonce = randomBytes(16).toString('base64url');
      const value = `${nonce}.${user.passwordChangedAt}.${now}.${sign(user.username, nonce, user.passwordChangedAt, now)}`;
      return serializeCookie(COOKIE_PREFIX + user.username, value, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path,
        maxAge: LIFETIME_MS / 1000,
      });
    },
    trustedKey(cookieHeader, user, now) {
      if (!user || user.disabled || !cookieHeader) return null;
      const match = NOTE.exec(parseCookies(cookieHeader)[COOKIE_PREFIX + user.username] ?? '');
      if (!match) return null;
      const [, nonce = '', version, issued, signature = ''] = match;
      const issuedAt = Number(issued);
      if (Number(version) !== user.passwordChangedAt || issuedAt > now || now - issuedAt > LIFETIME_MS) return null;
      const expected = Buffer.from(sign(user.username, nonce, user.passwordChangedAt, issuedAt));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? `device:${nonce}` : null;
    },
  };
}
