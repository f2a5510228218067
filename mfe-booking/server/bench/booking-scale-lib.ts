// Shared by the booking-scale proofs: throwaway PostgreSQL, API processes, results files.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import type autocannon from 'autocannon';
import { addDays, format } from 'date-fns';
import { HOSPITAL_TIME_ZONE } from '@hospital/booking-contract';
import { DOCTORS } from '@hospital/hospital-data';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const ADMIN_TOKEN = 'booking-scale-token';
const RESULTS_JSON = path.join(ROOT, 'bench', 'booking-scale-results.json');
const RESULTS_MD = path.join(ROOT, 'bench', 'booking-scale.md');
const PG_SCRIPT = path.join(ROOT, 'mfe-booking', 'server', 'test', 'postgres.sh');
/** Every doctor around the clock in 5-minute slots of 50: room for the distinct bookings a load test sends. */
const benchScheduleOf = (root: string) => path.join(root, 'mfe-booking', 'server', 'bench', 'bench-schedule.json');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** CPU seconds a process has used (Linux /proc), to judge cost per request independently of other load. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The p-th percentile of sorted numbers. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export const machine = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at start, Node ${process.version}`;

export interface Postgres {
  url: string;
  stop: () => void;
}

/** A throwaway cluster with fsync on (durable commits, as in production), stopped by `stop`. */
export function startPostgres(): Postgres {
  const out = execFileSync('bash', [PG_SCRIPT, 'start'], { env: { ...process.env, PG_FSYNC: 'on' }, encoding: 'utf8' })
    .trim()
    .split('\n');
  const [dir, url] = [out.at(-2) ?? '', out.at(-1) ?? ''];
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    execFileSync('bash', [PG_SCRIPT, 'stop', dir], { stdio: 'inherit' });
  };
  process.on('exit', stop);
  return { url, stop };
}

export type Storage = { kind: 'sqlite'; dataDir: string } | { kind: 'postgres'; url: string; schema: string };

export const storageEnv = (storage: Storage): Record<string, string> =>
  storage.kind === 'sqlite' ? { BOOKING_DATA_DIR: storage.dataDir } : { DATABASE_URL: storage.url, BOOKING_PG_SCHEMA: storage.schema };

export interface Api {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr (its logs). */
  output: () => string;
}

/**
 * The API as one node process (no tsx wrapper, so SIGKILL hits the process that serves), on
 * loopback, rate limit off unless `env` sets one; `root` is the checkout whose API runs (this one unless a
 * comparison names another).
 */
export async function startApi(storage: Storage, env: Record<string, string> = {}, port?: number, root = ROOT): Promise<Api> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'mfe-booking', 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      ADMIN_TOKEN,
      BOOKING_RATE_LIMIT_MAX: '0',
      BOOKING_SLOTS_RATE_LIMIT_MAX: '0',
      BOOKING_SCHEDULE_FILE: benchScheduleOf(root),
      ...storageEnv(storage),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${listenPort}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}: ${output.slice(-500)}`);
    try {
      // An earlier commit (a comparison's) answered its health at /api/health.
      if ((await fetch(`${url}/healthz`)).ok || (root !== ROOT && (await fetch(`${url}/api/health`)).ok))
        return { url, child, output: () => output };
    } catch {
      // not listening yet
    }
    if (attempt > 300) throw new Error('The API did not start within 30 s');
    await sleep(100);
  }
}

export const stopApi = (api: Api) =>
  new Promise<void>((resolve) => {
    if (api.child.exitCode !== null || api.child.signalCode !== null) return resolve();
    api.child.once('exit', () => resolve());
    api.child.kill('SIGTERM');
  });

/** Every stored appointment, through the admin listing a page at a time. */
export async function listAll(url: string): Promise<Array<{ appointmentId: string; message: string }>> {
  const all: Array<{ appointmentId: string; message: string }> = [];
  for (let offset = 0; ; offset += 100) {
    const response = await fetch(`${url}/api/appointments?limit=100&offset=${offset}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const page = (await response.json()) as { appointments: Array<{ appointmentId: string; message: string }>; total: number };
    all.push(...page.appointments);
    if (page.appointments.length < 100) return all;
  }
}

const SLOTS_PER_DAY = 288; // 5-minute slots, 00:00 to 24:00

/**
 * The n-th distinct slot of the bench schedule, from tomorrow (India time) on: doctors in turn, then
 * times, then days. After the horizon's slots are used once, the next round takes the second seats.
 */
export function benchSlot(n: number, horizonDays = 30) {
  const doctor = DOCTORS[n % DOCTORS.length] ?? DOCTORS[0];
  const k = Math.floor(n / DOCTORS.length);
  const minutes = (k % SLOTS_PER_DAY) * 5;
  const day = 1 + (Math.floor(k / SLOTS_PER_DAY) % horizonDays);
  return {
    service: doctor.departments[0],
    doctor: doctor.slug,
    preferredDate: format(addDays(new TZDate(Date.now(), HOSPITAL_TIME_ZONE), day), 'yyyy-MM-dd'),
    preferredTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  };
}

/** The n-th booking of a run: its own slot and its own phone number, so none is refused as taken or as a repeat. */
export const bookingBody = (message: string, n: number) => ({
  fullName: 'Proof Patient',
  age: 52,
  gender: 'Female',
  email: 'proof.patient@example.in',
  phone: `7${String(n).padStart(9, '0')}`,
  address: 'Kompally, Hyderabad',
  ...benchSlot(n),
  message,
  paymentMethod: 'pay_at_hospital',
});

type Results = Record<string, unknown>;

/** Updates one section of bench/booking-scale-results.json and rewrites bench/booking-scale.md from all sections. */
export function saveSection(section: 'load' | 'crash' | 'hostile', figures: unknown, render: (all: Results) => string) {
  const all: Results = fs.existsSync(RESULTS_JSON) ? (JSON.parse(fs.readFileSync(RESULTS_JSON, 'utf8')) as Results) : {};
  all[section] = figures;
  fs.writeFileSync(RESULTS_JSON, JSON.stringify(all, null, 2) + '\n');
  fs.writeFileSync(RESULTS_MD, render(all));
}

/**
 * autocannon's options for bookings at `url`: each request a distinct free slot (the n-th of `next`, a fresh
 * count unless given) with its own Idempotency-Key, as the form sends one per submission.
 */
export function distinctBookings(url: string, connections: number, message: string, next: () => number = counter()) {
  return {
    url,
    connections,
    requests: [
      {
        method: 'POST' as const,
        path: '/api/appointments/book-appointment',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          body: JSON.stringify(bookingBody(message, next())),
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
        }),
      },
    ],
  };
}

function counter(): () => number {
  let n = 0;
  return () => n++;
}
