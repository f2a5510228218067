// `npm run bench -w mfe-booking`: bookings per second and latency of the API on loopback, on a
// fresh SQLite folder, written to bench/booking-results.{json,md} at the repository root.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hospitalToday } from '@hospital/shared-types';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ADMIN_TOKEN = 'bench-token';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** CPU seconds the process has used (Linux /proc), to judge cost per booking independently of other load. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const nextWeek = () => new Date(Date.parse(`${hospitalToday()}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const api = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'mfe-booking', 'server', 'main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BOOKING_DATA_DIR: dataDir, BOOKING_RATE_LIMIT_MAX: '0', BOOKING_LOG_LEVEL: 'warn', ADMIN_TOKEN },
    stdio: 'inherit',
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        if (i > 200) throw new Error('The API did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const body = JSON.stringify({
      fullName: 'Bench Patient',
      age: 40,
      gender: 'Other',
      email: 'bench@example.in',
      phone: '9000000000',
      address: 'Kompally, Hyderabad',
      service: 'General Medicine & Family Care',
      preferredDate: nextWeek(),
      preferredTime: '10:00',
      message: '',
      paymentMethod: 'pay_at_hospital',
    });
    const options = {
      url,
      connections: CONNECTIONS,
      requests: [
        {
          method: 'POST' as const,
          path: '/api/appointments/book-appointment',
          headers: { 'content-type': 'application/json' },
          body,
          // Each booking carries its own key, as the form sends one per submission.
          setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }),
        },
      ],
    };
    await autocannon({ ...options, duration: 2 }); // warm-up: JIT, SQLite page cache
    // tsx runs the API as a child of its own process: find the node process that serves.
    const serverPid = Number(fs.readFileSync(`/proc/${api.pid}/task/${api.pid}/children`, 'utf8').trim().split(' ')[0]) || api.pid;
    const cpuBefore = cpuSeconds(serverPid);
    const result = await autocannon({ ...options, duration: DURATION });
    const cpuPerBookingMs = ((cpuSeconds(serverPid) - cpuBefore) * 1000) / Math.max(1, result['2xx']);

    const listing = (await (await fetch(`${url}/api/appointments?limit=1`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as { total: number };
    const figures = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
      node: process.version,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      sqliteSynchronous: process.env.BOOKING_SQLITE_SYNC ?? 'FULL',
      bookingsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      serverCpuMsPerBooking: Number(cpuPerBookingMs.toFixed(3)),
      responses2xx: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      storedAppointments: listing.total,
      target: { bookingsPerSecond: 2000, p99Ms: 20 },
      meetsTarget: result.requests.average >= 2000 && result.latency.p99 < 20,
    };
    fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench', 'booking-results.json'), JSON.stringify(figures, null, 2) + '\n');
    fs.writeFileSync(
      path.join(ROOT, 'bench', 'booking-results.md'),
      [
        '# Booking API benchmark',
        '',
        `${figures.date}: \`npm run bench -w mfe-booking\`, autocannon on loopback, ${CONNECTIONS} connections for ${DURATION} s, each request a new booking with its own Idempotency-Key, SQLite synchronous=${figures.sqliteSynchronous} (WAL, group commit).`,
        '',
        '| bookings/s | p50 | p90 | p99 | max | non-2xx | errors | stored |',
        '|---|---|---|---|---|---|---|---|',
        `| ${figures.bookingsPerSecond} | ${figures.latencyMs.p50} ms | ${figures.latencyMs.p90} ms | ${figures.latencyMs.p99} ms | ${figures.latencyMs.max} ms | ${figures.non2xx} | ${figures.errors} | ${figures.storedAppointments} |`,
        '',
        `The API process spent ${figures.serverCpuMsPerBooking} ms of CPU per booking: one core at that cost serves about ${Math.round(1000 / figures.serverCpuMsPerBooking)} bookings/s.`,
        '',
        `Machine: ${figures.machine}; Node ${figures.node}. Target: at least 2,000 bookings/s with p99 under 20 ms: ${figures.meetsTarget ? 'met' : 'not met'} in this run.`,
        '',
      ].join('\n'),
    );
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    api.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
