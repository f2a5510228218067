import { randomFillSync } from 'node:crypto';

// Drawn from the operating system's CSPRNG 4 KB at a time: each draw is a call into OpenSSL that costs
// more than the few bytes a booking needs (a reference, a manage token). Node keeps UUIDs the same way.
const pool = Buffer.alloc(4096);
let next = pool.length;

/** `size` (at most 4096) fresh random bytes, a copy of its own; no byte is handed out twice. */
export function randomBytesFromPool(size: number): Buffer {
  if (next + size > pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const bytes = Buffer.from(pool.subarray(next, next + size));
  next += size;
  return bytes;
}
