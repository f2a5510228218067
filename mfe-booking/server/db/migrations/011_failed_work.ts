import type { Migration } from './types';

// Outbox work that will not be tried again (refused for good, or past its last try) waits for a person:
// failed_at marks it, and the pending index leaves it out so the worker and the readiness lag never see it.
// refund_failed_at: the payment's refund is such work; the patient is told the hospital will contact them.
// outbox_log: who did what to such work (given up, tried again, settled by hand), never deleted.
const CHANGE = (time: string, key: string) => `
  CREATE TABLE outbox_log (
    seq            ${key},
    outbox_seq     BIGINT NOT NULL,
    appointment_id TEXT NOT NULL REFERENCES appointments(id),
    at             ${time} NOT NULL,
    actor_kind     TEXT NOT NULL CHECK (actor_kind IN ('staff', 'system')),
    actor_id       TEXT,
    action         TEXT NOT NULL CHECK (action IN ('given_up', 'retried', 'refunded_by_hand', 'settled')),
    detail         TEXT NOT NULL
  );
  CREATE INDEX outbox_log_work ON outbox_log (outbox_seq);
  ALTER TABLE outbox ADD COLUMN failed_at ${time};
  ALTER TABLE payments ADD COLUMN refund_failed_at ${time};
  DROP INDEX outbox_pending;
  CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL AND dropped_at IS NULL AND failed_at IS NULL;
  CREATE INDEX outbox_failed ON outbox (failed_at) WHERE failed_at IS NOT NULL AND dropped_at IS NULL;`;

export const migration011: Migration = {
  version: 11,
  name: 'failed_work',
  sqlite: CHANGE('TEXT', 'INTEGER PRIMARY KEY'),
  postgres: CHANGE('TIMESTAMPTZ', 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY'),
};
