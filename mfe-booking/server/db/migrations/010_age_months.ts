import type { Migration } from './types';

// A baby under one year is booked with age 0 and its months (docs/product-rules.md#booking-form); null for an age in years,
// as every appointment made before this column existed was.
const COLUMN = `ALTER TABLE appointments ADD COLUMN age_months INTEGER CHECK (age_months BETWEEN 0 AND 11)`;

export const migration010: Migration = {
  version: 10,
  name: 'age_months',
  sqlite: COLUMN,
  postgres: COLUMN,
};
