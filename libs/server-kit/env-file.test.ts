import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeDatabaseUrl, loadEnvFile } from './env-file';

describe('the checkout’s .env', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'env-file-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    delete process.env.ENV_FILE_TEST_SETTING;
    delete process.env.ENV_FILE_TEST_OVERRIDDEN;
  });

  it('puts its settings in the environment, where the environment’s own win', () => {
    writeFileSync(path.join(root, '.env'), 'ENV_FILE_TEST_SETTING=from-file\nENV_FILE_TEST_OVERRIDDEN=from-file\n', { mode: 0o600 });
    process.env.ENV_FILE_TEST_OVERRIDDEN = 'from-environment';
    expect(loadEnvFile(root)).toEqual({ file: path.join(root, '.env'), found: true, warnings: [] });
    expect(process.env.ENV_FILE_TEST_SETTING).toBe('from-file');
    expect(process.env.ENV_FILE_TEST_OVERRIDDEN).toBe('from-environment');
  });

  it('warns when every user of the machine can read it', () => {
    writeFileSync(path.join(root, '.env'), 'ENV_FILE_TEST_SETTING=x\n');
    chmodSync(path.join(root, '.env'), 0o644);
    expect(loadEnvFile(root).warnings).toEqual([expect.stringMatching(/every user of this machine can read it: chmod 600 .*\.env$/)]);
  });

  it('is optional', () => {
    expect(loadEnvFile(root)).toEqual({ file: path.join(root, '.env'), found: false, warnings: [] });
  });
});

describe('a database URL as an operator reads it', () => {
  it('names the database, host and port, never the user or password', () => {
    const said = describeDatabaseUrl('postgres://booking:s3cret-Pa55@db.hospital.internal:6432/appointments?sslmode=require');
    expect(said).toBe('PostgreSQL database "appointments" on db.hospital.internal:6432');
    expect(said).not.toMatch(/s3cret|booking:/);
  });

  it('says when the URL cannot be read, without repeating it', () => {
    expect(describeDatabaseUrl('postgres://u:pw@host:notaport/db')).toBe('PostgreSQL (DATABASE_URL cannot be read as a URL)');
  });
});
