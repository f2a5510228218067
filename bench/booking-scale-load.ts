// `npm run bench:booking-scale`: bookings per second and latency on loopback (autocannon), for
// SQLite (one instance, direct and behind the local stack's site server) and for PostgreSQL (one
// instance direct, two instances behind the site server, which balances /api between them).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  ADMIN_TOKEN,
  ROOT,
  distinctBookings,
  freePort,
  machine,
  saveSection,
  sleep,
  startApi,
  startPostgres,
  stopApi,
  type Api,
  type Storage,
} from '@hospital/booking-api/bench-kit';
import { renderReport } from '@hospital/booking-api/bench-report';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// Each booking takes a slot no earlier one took, across every run on every storage.
let booked = 0;

async function startProxy(upstreams: string[]): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'booking-scale-proxy.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), API_UPSTREAMS: upstreams.join(',') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error('The site server did not start');
}

/** CPU seconds used so far by these processes (Linux /proc; children that exited are not counted). */
function cpuSeconds(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // gone
    }
  }
  return total;
}

/** The throwaway cluster's processes: `postgres` processes run as the unprivileged user (or as us). */
function postgresPids(): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      return fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres' ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

async function storedTotal(url: string): Promise<number> {
  const response = await fetch(`${url}/api/appointments?limit=1`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return ((await response.json()) as { total: number }).total;
}

async function measure(name: string, storage: Storage, instances: number, behindSite: boolean) {
  const apis: Api[] = [];
  for (let i = 0; i < instances; i++) apis.push(await startApi(storage, { LOG_LEVEL: 'warn' }));
  const proxy = behindSite ? await startProxy(apis.map((api) => api.url)) : null;
  const url = proxy?.url ?? apis[0]?.url ?? '';
  try {
    const before = await storedTotal(url);
    const options = distinctBookings(url, CONNECTIONS, 'load proof', () => booked++);
    await autocannon({ ...options, duration: 2 }); // warm-up
    const warm = await storedTotal(url);
    const apiPids = apis.flatMap((api) => (api.child.pid ? [api.child.pid] : []));
    const proxyPids = proxy?.child.pid ? [proxy.child.pid] : [];
    const dbPids = storage.kind === 'postgres' ? postgresPids() : [];
    const cpuBefore = [cpuSeconds(apiPids), cpuSeconds(proxyPids), cpuSeconds(dbPids)];
    const result = await autocannon({ ...options, duration: DURATION });
    const cpuAfter = [cpuSeconds(apiPids), cpuSeconds(proxyPids), cpuSeconds(dbPids)];
    const stored = (await storedTotal(url)) - warm;
    const perBooking = (i: number) => Number(((((cpuAfter[i] ?? 0) - (cpuBefore[i] ?? 0)) * 1000) / Math.max(1, result['2xx'])).toFixed(2));
    const cpuMsPerBooking = { api: perBooking(0), siteServer: perBooking(1), database: perBooking(2) };
    const run = {
      name,
      instances,
      behindSite,
      bookingsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      responses2xx: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      stored,
      warmUpStored: warm - before,
      cpuMsPerBooking,
      // What the machine's two cores could serve if this setup had them to itself.
      bookingsPerSecondOnTwoIdleCores: Math.round(
        2000 / Math.max(0.01, cpuMsPerBooking.api + cpuMsPerBooking.siteServer + cpuMsPerBooking.database),
      ),
    };
    console.log(JSON.stringify(run));
    return run;
  } finally {
    if (proxy) {
      proxy.child.kill('SIGTERM');
      await new Promise((resolve) => proxy.child.once('exit', resolve));
    }
    for (const api of apis) await stopApi(api);
  }
}

async function main() {
  const machineNote = machine();
  const runs = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-load-'));
  try {
    const sqlite: Storage = { kind: 'sqlite', dataDir };
    runs.push(await measure('SQLite, 1 instance, direct', sqlite, 1, false));
    runs.push(await measure('SQLite, 1 instance, behind the site server', sqlite, 1, true));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const pg = startPostgres();
  try {
    const postgres: Storage = { kind: 'postgres', url: pg.url, schema: 'load_proof' };
    runs.push(await measure('PostgreSQL, 1 instance, direct', postgres, 1, false));
    runs.push(await measure('PostgreSQL, 2 instances, behind the site server', postgres, 2, true));
  } finally {
    pg.stop();
  }
  const clean = runs.every(
    (r) => r.non2xx === 0 && r.errors === 0 && r.timeouts === 0 && r.stored >= r.responses2xx && r.stored - r.responses2xx <= CONNECTIONS,
  );
  saveSection(
    'load',
    {
      date: new Date().toISOString(),
      machine: machineNote,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      note: `SQLite synchronous=FULL (WAL, group commit); PostgreSQL 15 throwaway cluster with fsync and synchronous_commit on, pool of 10 connections per instance; rate limit off. "Behind the site server" is the local stack's server (shell/site/server/server.ts) passing /api to the instances (undici BalancedPool for two). Every run: ${clean ? 'no error responses, and one stored appointment per 2xx (plus at most one per connection still in flight when autocannon stopped)' : 'ERRORS, see the table'}.`,
      runs,
    },
    renderReport,
  );
  if (!clean) {
    console.error('Load proof saw errors');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
