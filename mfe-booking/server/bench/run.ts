// `npm run bench -w mfe-booking/server`: on a fresh SQLite folder with the bench schedule (every doctor around the
// clock, 5-minute slots), stores 10,000 appointments, then measures the free-slots and free-days queries (p95) and booking
// throughput (each booking a distinct free slot), and writes bench/booking-results.{json,md} at the root.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { FREE_DAYS_PATH } from '@hospital/booking-contract';
import { DEPARTMENT_NAMES, doctorsOf } from '@hospital/hospital-data';
import { ADMIN_TOKEN, ROOT, benchSlot, cpuSeconds, distinctBookings, percentile, startApi, stopApi } from './booking-scale-lib';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STORED_BEFORE_SLOTS = 10_000;
const SLOT_QUERIES = 2_000;

const round = (ms: number) => Number(ms.toFixed(2));

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-bench-'));
  const api = await startApi({ kind: 'sqlite', dataDir }, { LOG_LEVEL: 'warn' });
  const url = api.url;
  const bookings = distinctBookings(url, CONNECTIONS, 'bench');
  try {
    // 1. The 10,000 appointments the slots query is measured against.
    const seeded = await autocannon({ ...bookings, amount: STORED_BEFORE_SLOTS });
    if (seeded['2xx'] !== STORED_BEFORE_SLOTS) throw new Error(`Only ${seeded['2xx']} of ${STORED_BEFORE_SLOTS} seed bookings were stored`);

    // 2. The free-slots query, as the form asks it: every department, over the days those bookings fill.
    const days = [...new Set(Array.from({ length: STORED_BEFORE_SLOTS }, (_x, n) => benchSlot(n).preferredDate))];
    const slotQueries = Array.from({ length: SLOT_QUERIES }, (_x, i) => {
      const query = new URLSearchParams({
        service: DEPARTMENT_NAMES[i % DEPARTMENT_NAMES.length] ?? '',
        date: days[i % days.length] ?? '',
      });
      return `${url}/api/appointments/slots?${query.toString()}`;
    });
    // The strip's question, as the form asks it: a department, every second time one of its doctors, from today.
    const dayQueries = Array.from({ length: SLOT_QUERIES }, (_x, i) => {
      const service = DEPARTMENT_NAMES[i % DEPARTMENT_NAMES.length] ?? '';
      const doctors = doctorsOf(service);
      const doctor = i % 2 === 1 ? doctors[Math.floor(i / 2) % doctors.length]?.slug : undefined;
      const query = new URLSearchParams({ service, ...(doctor ? { doctor } : {}) });
      return `${url}${FREE_DAYS_PATH}?${query.toString()}`;
    });
    for (const query of [...slotQueries.slice(0, 200), ...dayQueries.slice(0, 200)]) await (await fetch(query)).arrayBuffer(); // warm-up
    /** Times every query, `concurrency` at a time; `size` counts what each answer lists (free times, or days). */
    const measure = async (queries: string[], concurrency: number, size: (body: never) => number) => {
      const durations: number[] = [];
      const cpuBefore = cpuSeconds(api.child.pid);
      let freeTimesSeen = 0;
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < queries.length) {
            const query = queries[next++] ?? '';
            const started = performance.now();
            const response = await fetch(query);
            const body = (await response.json()) as never;
            durations.push(performance.now() - started);
            if (!response.ok) throw new Error(`${query} answered ${response.status}`);
            freeTimesSeen += size(body);
          }
        }),
      );
      durations.sort((x, y) => x - y);
      return {
        requests: durations.length,
        concurrency,
        latencyMs: {
          p50: round(percentile(durations, 50)),
          p95: round(percentile(durations, 95)),
          p99: round(percentile(durations, 99)),
          max: round(durations.at(-1) ?? Number.NaN),
        },
        averageFreeTimesPerAnswer: Math.round(freeTimesSeen / durations.length),
        // The API's own CPU per answer: unlike the latencies, hardly moved by what else the machine runs.
        serverCpuMsPerQuery: Number((((cpuSeconds(api.child.pid) - cpuBefore) * 1000) / durations.length).toFixed(3)),
      };
    };
    // One at a time: how long the query takes. Four at a time: the same with requests queueing behind each other.
    const freeTimes = (body: { slots: unknown[] }) => body.slots.length;
    const slots = await measure(slotQueries, 1, freeTimes);
    const slotsConcurrent = await measure(slotQueries, 4, freeTimes);
    const freeDays = (body: { days: Array<{ free: number }> }) => body.days.filter((day) => day.free > 0).length;
    const days14 = await measure(dayQueries, 1, freeDays);
    const days14Concurrent = await measure(dayQueries, 4, freeDays);

    // 3. Booking throughput.
    await autocannon({ ...bookings, duration: 2 }); // warm-up: JIT, SQLite page cache
    const serverPid = api.child.pid;
    const cpuBefore = cpuSeconds(serverPid);
    const result = await autocannon({ ...bookings, duration: DURATION });
    const cpuPerBookingMs = ((cpuSeconds(serverPid) - cpuBefore) * 1000) / Math.max(1, result['2xx']);

    const listing = (await (
      await fetch(`${url}/api/appointments?limit=1`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
    ).json()) as { total: number };
    const bookingsPerSecond = Math.round(result.requests.average);
    const figures = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      node: process.version,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      sqliteSynchronous: process.env.BOOKING_SQLITE_SYNC ?? 'FULL',
      bookingsPerSecond,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      serverCpuMsPerBooking: Number(cpuPerBookingMs.toFixed(3)),
      responses2xx: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      storedAppointments: listing.total,
      slotsQuery: { storedAppointments: STORED_BEFORE_SLOTS, ...slots, fourAtATime: slotsConcurrent },
      freeDaysQuery: { storedAppointments: STORED_BEFORE_SLOTS, ...days14, fourAtATime: days14Concurrent },
      target: { bookingsPerSecond: 1500, slotsP95Ms: 20, freeDaysP95Ms: 20 },
      meetsTarget: bookingsPerSecond >= 1500 && slots.latencyMs.p95 < 20 && days14.latencyMs.p95 <= 20 && result.non2xx === 0,
    };
    fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench', 'booking-results.json'), JSON.stringify(figures, null, 2) + '\n');
    fs.writeFileSync(
      path.join(ROOT, 'bench', 'booking-results.md'),
      [
        '# Booking API benchmark',
        '',
        `${figures.date}: \`npm run bench -w mfe-booking/server\` on loopback, SQLite synchronous=${figures.sqliteSynchronous} (WAL, group commit), the bench schedule (every doctor around the clock in 5-minute slots).`,
        '',
        `## Free-slots query, with ${STORED_BEFORE_SLOTS.toLocaleString('en')} appointments stored`,
        '',
        `${slots.requests} GET /api/appointments/slots (every department in turn, over the days the stored appointments fill); about ${slots.averageFreeTimesPerAnswer} free times in each answer (the bench schedule's 5-minute slots make answers several times larger than the hospital's).`,
        '',
        '| sent | p50 | p95 | p99 | max | API CPU per answer |',
        '|---|---|---|---|---|---|',
        `| one at a time | ${slots.latencyMs.p50} ms | ${slots.latencyMs.p95} ms | ${slots.latencyMs.p99} ms | ${slots.latencyMs.max} ms | ${slots.serverCpuMsPerQuery} ms |`,
        `| four at a time | ${slotsConcurrent.latencyMs.p50} ms | ${slotsConcurrent.latencyMs.p95} ms | ${slotsConcurrent.latencyMs.p99} ms | ${slotsConcurrent.latencyMs.max} ms | ${slotsConcurrent.serverCpuMsPerQuery} ms |`,
        '',
        `## Free-days query, with ${STORED_BEFORE_SLOTS.toLocaleString('en')} appointments stored`,
        '',
        `${days14.requests} GET ${FREE_DAYS_PATH} (the form's strip of the next 14 days: every department in turn, every second query one of its doctors); about ${days14.averageFreeTimesPerAnswer} days with free times in each answer.`,
        '',
        '| sent | p50 | p95 | p99 | max | API CPU per answer |',
        '|---|---|---|---|---|---|',
        `| one at a time | ${days14.latencyMs.p50} ms | ${days14.latencyMs.p95} ms | ${days14.latencyMs.p99} ms | ${days14.latencyMs.max} ms | ${days14.serverCpuMsPerQuery} ms |`,
        `| four at a time | ${days14Concurrent.latencyMs.p50} ms | ${days14Concurrent.latencyMs.p95} ms | ${days14Concurrent.latencyMs.p99} ms | ${days14Concurrent.latencyMs.max} ms | ${days14Concurrent.serverCpuMsPerQuery} ms |`,
        '',
        '## Bookings',
        '',
        `autocannon, ${CONNECTIONS} connections for ${DURATION} s, each request a new booking of a distinct free slot with its own Idempotency-Key.`,
        '',
        '| bookings/s | p50 | p90 | p99 | max | non-2xx | errors | stored |',
        '|---|---|---|---|---|---|---|---|',
        `| ${figures.bookingsPerSecond} | ${figures.latencyMs.p50} ms | ${figures.latencyMs.p90} ms | ${figures.latencyMs.p99} ms | ${figures.latencyMs.max} ms | ${figures.non2xx} | ${figures.errors} | ${figures.storedAppointments} |`,
        '',
        `The API process spent ${figures.serverCpuMsPerBooking} ms of CPU per booking: one core at that cost serves about ${Math.round(1000 / figures.serverCpuMsPerBooking)} bookings/s.`,
        '',
        `Machine: ${figures.machine}; Node ${figures.node}. Targets: at least 1,500 bookings/s, all answered 201, the slots query's p95 (one at a time) under 20 ms and the free-days query's at most 20 ms: ${figures.meetsTarget ? 'met' : 'not met'} in this run.`,
        '',
      ].join('\n'),
    );
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await stopApi(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
