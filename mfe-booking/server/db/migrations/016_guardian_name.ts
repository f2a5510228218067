import type { Migration } from './types';

// A minor's parent or guardian, whom the messages address; null for an adult, as every appointment made
// before this column existed was.
const COLUMN = `ALTER TABLE appointments ADD COLUMN guardian_name TEXT`;

export const migration016: Migration = {
  version: 16,
  name: 'guardian_name',
  sqlite: COLUMN,
  postgres: COLUMN,
};
