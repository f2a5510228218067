import type { Migration } from './types';

/**
 * Version 4 belongs to the manage issue (statuses, audit, outbox), written on its own branch at the same
 * time as the desk's 005. This stand-in keeps the list 1, 2, 3… until that branch is merged, which
 * replaces it with the real 004.
 */
export const migration004: Migration = {
  version: 4,
  name: 'reserved_for_manage',
  sqlite: 'SELECT 1;',
  postgres: 'SELECT 1;',
};
