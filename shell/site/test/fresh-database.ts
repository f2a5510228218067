// A database of its own inside the throwaway PostgreSQL (TEST_DATABASE_URL), so tests run beside each other
// (and beside the production smoke test's server) without sharing the registry's tables.
import assert from 'node:assert/strict';
import pg from 'pg';

export async function freshDatabase(name: string): Promise<string> {
  const url = process.env.TEST_DATABASE_URL;
  assert.ok(url, 'TEST_DATABASE_URL is not set: run this inside mfe-booking/server/test/postgres.sh run');
  assert.match(name, /^[a-z_]+$/);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}
