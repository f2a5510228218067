// `npm run proof:crash -w mfe-booking/server`: 1,000 bookings sent at once, the API process killed with
// SIGKILL part-way, restarted: every booking answered 201 must be stored exactly once. Then the
// unanswered ones are retried with their Idempotency-Key, as the form would: each booking ends up
// stored exactly once. Both storages; figures into bench/booking-scale-results.json.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { bookingBody, listAll, machine, saveSection, startApi, startPostgres, stopApi, type Api, type Storage } from './booking-scale-lib';
import { renderReport } from './booking-scale-report';

const BOOKINGS = 1000;
const KILL_AFTER = Number(process.env.CRASH_KILL_AFTER ?? 300);
const BOOK = '/api/appointments/book-appointment';

interface Outcome {
  status: number | null;
  appointmentId?: string;
  replayed?: boolean;
}

function post(agent: http.Agent, url: string, body: string, key: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(
      `${url}${BOOK}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'idempotency-key': key },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          try {
            const parsed = JSON.parse(text) as { appointmentId?: string };
            resolve({
              status: response.statusCode ?? 0,
              appointmentId: parsed.appointmentId,
              replayed: response.headers['idempotent-replayed'] === 'true',
            });
          } catch {
            resolve({ status: response.statusCode ?? 0 });
          }
        });
        response.on('error', () => resolve({ status: null }));
      },
    );
    request.on('error', () => resolve({ status: null }));
    request.setTimeout(30_000, () => request.destroy());
    request.end(body);
  });
}

async function prove(storage: Storage, label: string) {
  const run = randomUUID().slice(0, 8);
  const api: Api = await startApi(storage);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 250 });
  const bodies = Array.from({ length: BOOKINGS }, (_x, i) => JSON.stringify(bookingBody(`crash proof ${run} booking ${i}`, i)));
  const keys = Array.from({ length: BOOKINGS }, (_x, i) => `crash-${run}-${i}`);

  let acknowledged = 0;
  let killedAt = -1;
  const exited = new Promise<NodeJS.Signals | null>((resolve) => api.child.once('exit', (_code, signal) => resolve(signal)));
  const started = Date.now();
  const outcomes = await Promise.all(
    bodies.map(async (body, i) => {
      const outcome = await post(agent, api.url, body, keys[i] ?? '');
      if (outcome.status === 201 && killedAt < 0 && ++acknowledged >= KILL_AFTER) {
        killedAt = Date.now() - started;
        api.child.kill('SIGKILL');
      }
      return outcome;
    }),
  );
  const signal = await exited;
  agent.destroy();

  const answered201 = outcomes.flatMap((o) => (o.status === 201 && o.appointmentId ? [o.appointmentId] : []));
  const otherAnswers = outcomes.filter((o) => o.status !== null && o.status !== 201).length;
  const unanswered = outcomes.filter((o) => o.status === null).length;

  // Restart on the same storage and count every acknowledged reference.
  const restarted = await startApi(storage);
  const stored = await listAll(restarted.url);
  const ours = stored.filter((a) => a.message.startsWith(`crash proof ${run} `));
  const timesStored = new Map<string, number>();
  for (const a of ours) timesStored.set(a.appointmentId, (timesStored.get(a.appointmentId) ?? 0) + 1);
  const missing = answered201.filter((id) => !timesStored.has(id)).length;
  const storedTwice = answered201.filter((id) => (timesStored.get(id) ?? 0) > 1).length;
  const storedUnanswered = ours.length - new Set(answered201).size;

  // The form retries a failed submission with the same key: each unanswered booking is retried once.
  const retryAgent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const retries = await Promise.all(
    outcomes.flatMap((o, i) => (o.status === 201 ? [] : [post(retryAgent, restarted.url, bodies[i] ?? '', keys[i] ?? '')])),
  );
  retryAgent.destroy();
  const afterRetry = (await listAll(restarted.url)).filter((a) => a.message.startsWith(`crash proof ${run} `));
  const perBooking = new Map<string, number>();
  for (const a of afterRetry) perBooking.set(a.message, (perBooking.get(a.message) ?? 0) + 1);
  await stopApi(restarted);

  const figures = {
    storage: label,
    sent: BOOKINGS,
    killedWith: signal,
    killedAfterMs: killedAt,
    answered201BeforeKill: answered201.length,
    otherAnswersBeforeKill: otherAnswers,
    unansweredConnections: unanswered,
    storedAfterRestart: ours.length,
    acknowledgedMissing: missing,
    acknowledgedStoredTwice: storedTwice,
    storedButNeverAnswered: storedUnanswered,
    retried: retries.length,
    retriesAnswered201: retries.filter((r) => r.status === 201).length,
    retriesReplayed: retries.filter((r) => r.replayed).length,
    bookingsStoredAfterRetry: perBooking.size,
    bookingsStoredMoreThanOnce: [...perBooking.values()].filter((n) => n > 1).length,
  };
  const ok =
    signal === 'SIGKILL' &&
    missing === 0 &&
    storedTwice === 0 &&
    otherAnswers === 0 &&
    figures.retriesAnswered201 === retries.length &&
    perBooking.size === BOOKINGS &&
    figures.bookingsStoredMoreThanOnce === 0;
  console.log(JSON.stringify({ ...figures, ok }, null, 2));
  return { ...figures, ok };
}

async function main() {
  const machineNote = machine();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-crash-'));
  const sqlite = await prove({ kind: 'sqlite', dataDir }, 'SQLite (synchronous=FULL)');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const pg = startPostgres();
  let postgres;
  try {
    postgres = await prove({ kind: 'postgres', url: pg.url, schema: 'crash_proof' }, 'PostgreSQL 15 (fsync on)');
  } finally {
    pg.stop();
  }
  const figures = { date: new Date().toISOString(), machine: machineNote, killAfter201s: KILL_AFTER, runs: [sqlite, postgres] };
  saveSection('crash', figures, renderReport);
  if (!sqlite.ok || !postgres.ok) {
    console.error('Crash proof FAILED');
    process.exit(1);
  }
  console.log('Crash proof passed on both storages');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
