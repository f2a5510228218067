import { migration001 } from './001_appointments';
import { migration002 } from './002_rate_limits';
import { migration003 } from './003_schedules';
import { migration004 } from './004_statuses_audit_outbox';
import { migration005 } from './005_staff';
import { migration006 } from './006_manage_links';
import { migration007 } from './007_desk';
import { migration008 } from './008_search_in_order';
import { migration009 } from './009_payments';
import { migration010 } from './010_age_months';
import { migration011 } from './011_failed_work';
import { migration012 } from './012_retention';
import { migration013 } from './013_name_sounds';
import { migration014 } from './014_search_terms_by_seq';
import { migration015 } from './015_tokens';
import { migration016 } from './016_guardian_name';
import type { Migration } from './types';

export type { Migration } from './types';

/** Every schema change, oldest first. Add a file NNN_name.ts and append it here; never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
  migration006,
  migration007,
  migration008,
  migration009,
  migration010,
  migration011,
  migration012,
  migration013,
  migration014,
  migration015,
  migration016,
];
