import type { Migration } from './types';

// Personal data kept no longer than the hospital's retention settings (features/retention):
// erased_at marks an appointment whose patient-identifying and free-text fields were anonymised, and an
// outbox row whose payload was emptied. The partial indexes hold only what is not erased yet, so a pass
// reads the oldest candidates without walking the years already erased. The audit gains the action
// 'erase' (by the system), so an appointment's history says when and why its details went.
const ACTION_CHECK = "CHECK (action IN ('book', 'status', 'reschedule', 'erase'))";

const COLUMNS = (time: string) => `
  ALTER TABLE appointments ADD COLUMN erased_at ${time};
  ALTER TABLE outbox ADD COLUMN erased_at ${time};
  CREATE INDEX appointments_to_erase ON appointments (preferred_date) WHERE erased_at IS NULL;
  CREATE INDEX outbox_to_erase ON outbox (created_at) WHERE erased_at IS NULL;`;

export const migration012: Migration = {
  version: 12,
  name: 'retention',
  // SQLite cannot change a CHECK: the audit is rebuilt in this transaction with every row and seq
  // (nothing refers to it; its own foreign key is declared again).
  sqlite: `${COLUMNS('TEXT')}
   CREATE TABLE appointment_audit_v12 (
     seq            INTEGER PRIMARY KEY,
     appointment_id TEXT NOT NULL REFERENCES appointments(id),
     at             TEXT NOT NULL,
     actor_kind     TEXT NOT NULL CHECK (actor_kind IN ('patient', 'staff', 'system')),
     actor_id       TEXT,
     action         TEXT NOT NULL ${ACTION_CHECK},
     from_status    TEXT,
     to_status      TEXT NOT NULL,
     from_slot      TEXT,
     to_slot        TEXT,
     reason         TEXT NOT NULL DEFAULT '',
     undoes         INTEGER
   );
   INSERT INTO appointment_audit_v12 (seq, appointment_id, at, actor_kind, actor_id, action, from_status, to_status, from_slot, to_slot, reason, undoes)
     SELECT seq, appointment_id, at, actor_kind, actor_id, action, from_status, to_status, from_slot, to_slot, reason, undoes FROM appointment_audit;
   DROP TABLE appointment_audit;
   ALTER TABLE appointment_audit_v12 RENAME TO appointment_audit;
   CREATE INDEX appointment_audit_appointment ON appointment_audit (appointment_id, seq);`,
  postgres: `${COLUMNS('TIMESTAMPTZ')}
   ALTER TABLE appointment_audit DROP CONSTRAINT appointment_audit_action_check;
   ALTER TABLE appointment_audit ADD CONSTRAINT appointment_audit_action_check ${ACTION_CHECK};`,
};
