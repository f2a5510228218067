import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STORAGE } from './test/storage';

const ROOT = path.resolve(__dirname, '..', '..');
const inner = process.env.BOOKING_TEST_LOG_DIR !== undefined;
let run: ReturnType<typeof spawn> | undefined;

// A run cut short by the time limit must not leave the inner suite running after this file.
afterAll(() => run?.kill());

// Runs every other API test file once more with their servers' logs kept (test/log-capture.ts), then
// looks in those logs for every name, phone, e-mail and address the tests submitted.
(inner ? it.skip : it)(
  `after a whole run of the API suite (${STORAGE}), its logs hold no submitted name, phone, e-mail or address`,
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-privacy-'));
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
        '--selectProjects',
        'booking-api',
        '--testPathIgnorePatterns',
        '/node_modules/',
        '/dist/',
        'privacy\\.test',
      ],
      { cwd: ROOT, env: { ...process.env, BOOKING_TEST_LOG_DIR: dir }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    run = child;
    let report = '';
    child.stderr.on('data', (chunk: Buffer) => (report = (report + chunk.toString()).slice(-4000)));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect({ code, report: code === 0 ? '' : report }).toEqual({ code: 0, report: '' });

    const read = (prefix: string) =>
      fs
        .readdirSync(dir)
        .filter((file) => file.startsWith(prefix))
        .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
        .join('');
    const logs = read('log-');
    // Values short enough to occur in any text by chance (generated 'a', '1') prove nothing either way.
    const submitted = [
      ...new Set(
        read('submitted-')
          .split('\n')
          .filter(Boolean)
          .map((line) => String(JSON.parse(line)).trim()),
      ),
    ].filter((value) => value.length >= 8);
    expect(logs).toMatch(/appointment booked/);
    expect(submitted.length).toBeGreaterThan(10);
    expect(submitted.filter((value) => logs.includes(value))).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  },
  900_000,
);
