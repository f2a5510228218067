// Sends what the outbox holds: claims due messages (leased, so another worker or instance never takes
// the same one), sends each, records it sent, or records the error and tries again later with
// exponential backoff. A refusal for good (the sender says so), or a passing failure at the last try, is
// not tried again: the work is marked failed for a person (the desk's failed work). A failure never undoes
// the booking it tells about, which is already committed.
import type { MessagePayload } from '../../domain/patient-messages';
import type { Sender } from '../../domain/sender';
import { startOf } from '../../domain/patient-messages';
import { isPermanentFailure } from '../../domain/work-failure';
import type { OutboxChannel, OutboxMessage } from '../../domain/outbox-message';
import type { OutboxRepository } from './repository';

export interface WorkerOptions {
  outbox: OutboxRepository;
  /** Per channel; the payment channel's sender makes refunds (its payload is a refund request, not a message). */
  senders: Partial<Record<OutboxChannel, Sender<never>>>;
  now?: () => Date;
  pollMs?: number;
  batch?: number;
  /** How long a claimed message stays this worker's (longer than any send takes). */
  leaseMs?: number;
  /** The first retry waits this long, each next one twice as long, up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Tries before a passing failure is given up (12: about six hours with the default backoff). */
  maxAttempts?: number;
  /** Told of each message sent (its channel only). */
  onSent?: (message: { channel: string }) => void;
  /** Errors go here without personal data (the outbox row keeps the full text). */
  onError?: (error: { seq: number; kind: string; channel: string; attempts: number; message: string }) => void;
  /** Marks work given up (default: the outbox row alone; a refund's payment is marked in the same transaction by the payments' own). */
  giveUp?: (message: OutboxMessage, at: Date, reason: string) => Promise<unknown>;
  /** Told of work given up, once it is marked (for the log and the metric: no personal data). */
  onGaveUp?: (message: { seq: number; kind: string; channel: string; attempts: number; refused: boolean }) => void;
}

export const DEFAULT_MAX_ATTEMPTS = 12;
/** A record of a sent message is given up this long before the lease ends, so no other worker sends it meanwhile. */
const RECORD_MARGIN_MS = 30_000;

export const backoffMs = (attempts: number, base: number, max: number) => Math.min(max, base * 2 ** Math.max(0, attempts - 1));

export function createOutboxWorker({
  outbox,
  senders,
  now = () => new Date(),
  pollMs = 2_000,
  batch = 20,
  leaseMs = 5 * 60_000,
  baseBackoffMs = 30_000,
  maxBackoffMs = 60 * 60_000,
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
  giveUp = (message, at, reason) => outbox.markGivenUp(message, at, reason),
  onError = () => undefined,
  onGaveUp = () => undefined,
  onSent = () => undefined,
}: WorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  /**
   * Records a message sent, trying again while the database is away (0.5 s doubling to 10 s) for as long as
   * this worker's lease lasts: a message the server accepted is never taken for one that failed and sent again.
   */
  const recordSent = async (message: OutboxMessage, payload: Partial<MessagePayload>, claimedAt: number) => {
    // The link's token was needed only to write this message: the database keeps no working link.
    const kept = payload.manageUrl ? { ...payload, manageUrl: null } : undefined;
    for (let waitMs = 500; ; waitMs = Math.min(10_000, waitMs * 2)) {
      try {
        await outbox.markSent(message.seq, now(), kept);
        return;
      } catch (error) {
        if (stopped || Date.now() + waitMs > claimedAt + leaseMs - RECORD_MARGIN_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  };

  const sendOne = async (message: OutboxMessage, claimedAt: number) => {
    const payload = message.payload as Partial<MessagePayload>;
    const at = now();
    // A reminder of a visit that has begun says nothing useful any more.
    if (
      message.kind === 'reminder' &&
      payload.date &&
      payload.time &&
      startOf({ preferredDate: payload.date, preferredTime: payload.time }) <= at
    ) {
      await outbox.markDropped(message.seq, at, 'dropped: the appointment time has passed');
      return;
    }
    const sender = senders[message.channel];
    if (!sender) {
      await outbox.markFailed(message.seq, `no ${message.channel} sender configured`, new Date(at.getTime() + maxBackoffMs));
      return;
    }
    let sent = false;
    try {
      // The key is the message's own: an e-mail's Message-ID, so a mail program merges a copy sent twice.
      await (sender as Sender<unknown>).send(payload, { key: `outbox-${message.seq}` });
      sent = true;
      await recordSent(message, payload, claimedAt);
      onSent({ channel: message.channel });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (sent) {
        // Sent, but its record could not be written before the lease ended: another worker may send it again.
        onError({
          seq: message.seq,
          kind: message.kind,
          channel: message.channel,
          attempts: message.attempts,
          message: `sent, but not recorded sent: ${text.slice(0, 160)}`,
        });
        return;
      }
      const refused = isPermanentFailure(error);
      if (refused || message.attempts >= maxAttempts) {
        const reason = refused ? text : `${message.attempts} tries failed, the last: ${text}`;
        await giveUp(message, now(), reason);
        onGaveUp({ seq: message.seq, kind: message.kind, channel: message.channel, attempts: message.attempts, refused });
        return;
      }
      onError({ seq: message.seq, kind: message.kind, channel: message.channel, attempts: message.attempts, message: text.slice(0, 200) });
      await outbox.markFailed(message.seq, text, new Date(now().getTime() + backoffMs(message.attempts, baseBackoffMs, maxBackoffMs)));
    }
  };

  /** One pass: claims and sends what is due; the number of messages handled. */
  const runOnce = async (): Promise<number> => {
    const channels = Object.keys(senders) as OutboxChannel[];
    if (channels.length === 0) return 0;
    const claimed = await outbox.claim({ limit: batch, leaseMs, now: now() });
    const claimedAt = Date.now();
    for (const message of claimed) await sendOne(message, claimedAt);
    return claimed.length;
  };

  const tick = async () => {
    if (stopped) return;
    try {
      running = runOnce();
      const handled = await running;
      // A full batch: more may be waiting, go again at once.
      timer = setTimeout(() => void tick(), handled >= batch ? 0 : pollMs);
    } catch {
      timer = setTimeout(() => void tick(), pollMs);
    }
  };

  return {
    runOnce,
    start() {
      stopped = false;
      timer = setTimeout(() => void tick(), 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
      for (const sender of Object.values(senders)) sender?.close?.();
    },
  };
}
