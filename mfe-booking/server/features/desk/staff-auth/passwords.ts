import { hash, verify } from '@node-rs/argon2';
import { weakPasswordProblem } from './password-strength';

/**
 * Argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, one lane: slow for a
 * guesser, quick enough for a person signing in (docs/desk.md, "Sign-in security").
 */
// The library's prebuilt binary comes as a per-platform package: no install script, no compiler. Its
// Algorithm is a const enum (erased at run time, unusable with isolatedModules): 2 is Argon2id.
export const HASH_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

export const hashPassword = (password: string): Promise<string> => hash(password, HASH_OPTIONS);

// Checked against when the username is unknown or disabled, so that answer takes as long as any other.
let decoy: Promise<string> | undefined;

/** Whether the password is the one hashed; with no hash, the same work against a decoy, and false. */
export async function passwordMatches(hash: string | null, password: string): Promise<boolean> {
  const target = hash ?? (await (decoy ??= hashPassword('decoy password that is never anyone’s')));
  try {
    const ok = await verify(target, password);
    return hash !== null && ok;
  } catch {
    return false;
  }
}

/** Why a new password for `username` is refused (too short, too long, too easy to guess), or null. */
export async function passwordProblem(password: string, username: string): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return `A password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `A password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  return weakPasswordProblem(password, [username]);
}
