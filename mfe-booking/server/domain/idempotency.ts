// A booking's Idempotency-Key: a retry with the same key and the same request is the first booking again;
// the same key with another request is refused. Asked before the slot check (a retry whose time has since
// left the window still gets its answer) and again inside the booking's transaction, under the key's
// lock (a retry that reached another instance at the same moment).
import type { BookedSlot } from './appointment';

export interface IdempotencyKey {
  key: string;
  /** SHA-256 of the parsed request. */
  requestHash: string;
}

export type KeySeen = { kind: 'replayed'; appointment: BookedSlot } | { kind: 'key-conflict' };

/** What a key already seen means for this request; null when the key is new. */
export const keySeen = (seen: { requestHash: string; appointment: BookedSlot } | null, key: IdempotencyKey): KeySeen | null =>
  seen === null
    ? null
    : seen.requestHash === key.requestHash
      ? { kind: 'replayed', appointment: seen.appointment }
      : { kind: 'key-conflict' };
