import { randomBytesFromPool } from './random-bytes';

// Crockford's base32 without I, L, O, U: easy to read out over the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A booking reference such as 'ASH-7K3Q-9XPD': 40 random bits, so collisions are rare and retried. */
export function newAppointmentReference(): string {
  const bytes = randomBytesFromPool(8);
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[(bytes[i] ?? 0) & 31];
  return `ASH-${code.slice(0, 4)}-${code.slice(4)}`;
}
