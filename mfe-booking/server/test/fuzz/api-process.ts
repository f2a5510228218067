// The API in a process of its own, as it runs in production (main.ts): a request that holds its event loop
// then holds that process only, and the test kills it and starts another on the same data and port.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { readScheduleFile } from '../../features/schedules/read-file';
import { ADMIN_TOKEN, BOOK, tempDataDir, validPayload } from '../harness';
import { ALWAYS_OPEN_FILE } from '../schedules';
import { addAccounts } from '../staff';
import { openTestData, storageEnv } from '../storage';

const MAIN = path.join(__dirname, '..', '..', 'main.ts');

/** Limits that would refuse a fuzzer long before its requests reach the handlers: off (each has its own tests). */
const FUZZ_ENV: Record<string, string> = {
  ADMIN_TOKEN,
  BOOKING_RATE_LIMIT_MAX: '0',
  BOOKING_SLOTS_RATE_LIMIT_MAX: '0',
  BOOKING_LOOKUP_RATE_LIMIT_MAX: '0',
  STAFF_RATE_LIMIT_MAX: '0',
  // Failed sign-ins are slowed on purpose (a second more each) and lock accounts: not what is measured here.
  STAFF_SLOW_AFTER: '100000',
  STAFF_LOCK_AFTER: '100000',
  STAFF_ADDRESS_LOCK_AFTER: '100000',
  BOOKING_OUTBOX_WORKER: 'off',
};

export interface ApiProcess {
  url: string;
  /** Real values the fuzzer mixes in: booked appointments' references and their manage links' tokens. */
  known: Record<string, string[]>;
  /** Kills the process (SIGKILL: a held loop ignores SIGTERM) and starts another on the same data and port. */
  restart(): Promise<void>;
  /** Kills it for good. */
  stop(): Promise<void>;
}

function launch(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  // node --import tsx rather than the tsx wrapper: the kill must reach the process that runs main.ts.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API did not start within 60 s: ${out.slice(-500)}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', read);
        child.stdout?.resume();
        resolve({ child, url: match[1] });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with ${code}: ${out.slice(-500)}`));
    });
  });
}

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** The API on a fresh database with the always-open schedule, one staff account per role, and a few bookings. */
export async function startApiProcess(env: Record<string, string> = {}): Promise<ApiProcess> {
  const dataDir = tempDataDir();
  const data = await openTestData(dataDir, 'FULL', readScheduleFile(ALWAYS_OPEN_FILE));
  await addAccounts(data.repos.staff);
  await data.close();
  const settings = { ...FUZZ_ENV, ...storageEnv(dataDir), HOST: '127.0.0.1', ...env };
  let { child, url } = await launch({ ...settings, PORT: '0' });
  const port = new URL(url).port;

  const known: Record<string, string[]> = { reference: [], token: [] };
  for (let n = 0; n < 4; n++) {
    const answer = await fetch(`${url}${BOOK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validPayload()),
    });
    const body = (await answer.json()) as { appointmentId?: string; manageUrl?: string };
    if (body.appointmentId) known.reference?.push(body.appointmentId);
    const token = body.manageUrl?.split('/').pop();
    if (token) known.token?.push(token);
  }

  return {
    url,
    known,
    async restart() {
      await kill(child);
      ({ child, url } = await launch({ ...settings, PORT: port }));
    },
    stop: () => kill(child),
  };
}
