import argon2 from 'argon2';

/**
 * Argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, one lane. About 60 ms
 * a hash on this machine's cores (bench figure in mfe-booking/README.md): slow for a guesser, quick
 * enough for a person signing in.
 */
export const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, HASH_OPTIONS);

// Checked against when the username is unknown or disabled, so that answer takes as long as any other.
let decoy: Promise<string> | undefined;

/** Whether the password is the one hashed; with no hash, the same work against a decoy, and false. */
export async function passwordMatches(hash: string | null, password: string): Promise<boolean> {
  const target = hash ?? (await (decoy ??= hashPassword('decoy password that is never anyone’s')));
  try {
    const ok = await argon2.verify(target, password);
    return hash !== null && ok;
  } catch {
    return false;
  }
}

/** Why a new password is refused, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `A password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `A password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  return null;
}
