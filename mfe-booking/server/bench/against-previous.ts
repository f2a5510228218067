// `BENCH_PREVIOUS_ROOT=<checkout> npm run bench:against-previous -w mfe-booking/server`: booking throughput of
// this API and of another checkout's (an earlier commit, installed), measured in turn on the same machine so
// both meet the same load. Each round starts both on a fresh SQLite folder; medians of the rounds and their
// ratio go to bench/booking-against-previous.{json,md}. A figure in bookings/s is the machine's as much as the
// code's; the ratio is the code's. Last, this API alone with 10,000 bookings stored: the CPU of the strip of
// free days beside one day's free times (free-days-cost.ts; an earlier commit may have no strip).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, cpuSeconds, distinctBookings, machine, startApi, stopApi } from './booking-scale-lib';
import { measureFreeDaysCost, type FreeDaysCost } from './free-days-cost';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STORED_BEFORE_QUERIES = 10_000;

interface Run {
  bookingsPerSecond: number;
  cpuMsPerBooking: number;
  non2xx: number;
  load: number;
}

/** One API from `root` on an empty SQLite folder: 2 s of warm-up, then `DURATION` seconds of distinct bookings. */
async function measure(root: string): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-against-'));
  const api = await startApi({ kind: 'sqlite', dataDir }, { LOG_LEVEL: 'warn' }, undefined, root);
  const options = distinctBookings(api.url, CONNECTIONS, 'bench');
  try {
    await autocannon({ ...options, duration: 2 });
    const before = cpuSeconds(api.child.pid);
    const result = await autocannon({ ...options, duration: DURATION });
    return {
      bookingsPerSecond: Math.round(result.requests.average),
      cpuMsPerBooking: Number((((cpuSeconds(api.child.pid) - before) * 1000) / Math.max(1, result['2xx'])).toFixed(3)),
      non2xx: result.non2xx,
      load: Number(os.loadavg()[0]?.toFixed(1)),
    };
  } finally {
    await stopApi(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** This API on an empty SQLite folder: 10,000 distinct bookings, then the free-days strip against one day. */
async function measureFreeDays(): Promise<FreeDaysCost> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-against-'));
  const api = await startApi({ kind: 'sqlite', dataDir }, { LOG_LEVEL: 'warn' });
  try {
    const seeded = await autocannon({ ...distinctBookings(api.url, CONNECTIONS, 'bench'), amount: STORED_BEFORE_QUERIES });
    if (seeded['2xx'] !== STORED_BEFORE_QUERIES)
      throw new Error(`Only ${seeded['2xx']} of ${STORED_BEFORE_QUERIES} seed bookings were stored`);
    return await measureFreeDaysCost(api, STORED_BEFORE_QUERIES);
  } finally {
    await stopApi(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main() {
  const previousRoot = process.env.BENCH_PREVIOUS_ROOT;
  if (!previousRoot || !fs.existsSync(path.join(previousRoot, 'mfe-booking', 'server', 'main.ts'))) {
    throw new Error(
      'Set BENCH_PREVIOUS_ROOT to a checkout of an earlier commit with its packages installed (see docs/contributing.md, "Benchmarks").',
    );
  }
  const commitOf = (root: string) => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const rounds: Array<{ previous: Run; current: Run }> = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so neither always meets the other's leftovers (page cache, a busier minute).
    const first = round % 2 === 0 ? 'previous' : 'current';
    const a = await measure(first === 'previous' ? previousRoot : ROOT);
    const b = await measure(first === 'previous' ? ROOT : previousRoot);
    const pair = first === 'previous' ? { previous: a, current: b } : { previous: b, current: a };
    rounds.push(pair);
    console.log(
      `round ${round + 1}: previous ${pair.previous.bookingsPerSecond}/s (${pair.previous.cpuMsPerBooking} ms CPU), this ${pair.current.bookingsPerSecond}/s (${pair.current.cpuMsPerBooking} ms CPU), load ${pair.current.load}`,
    );
  }
  const summary = (side: 'previous' | 'current') => ({
    bookingsPerSecond: median(rounds.map((r) => r[side].bookingsPerSecond)),
    cpuMsPerBooking: median(rounds.map((r) => r[side].cpuMsPerBooking)),
    non2xx: rounds.reduce((sum, r) => sum + r[side].non2xx, 0),
  });
  const freeDays = await measureFreeDays();
  console.log(`free days: ${freeDays.freeDaysCpuMs} ms CPU, one day: ${freeDays.oneDayCpuMs} ms CPU (${freeDays.ratio}x)`);
  const previous = summary('previous');
  const current = summary('current');
  const figures = {
    date: new Date().toISOString(),
    machine: machine(),
    previousCommit: commitOf(previousRoot),
    currentCommit: commitOf(ROOT),
    rounds,
    previous,
    current,
    throughputRatio: Number((current.bookingsPerSecond / previous.bookingsPerSecond).toFixed(2)),
    cpuRatio: Number((current.cpuMsPerBooking / previous.cpuMsPerBooking).toFixed(2)),
    freeDays,
  };
  fs.writeFileSync(path.join(ROOT, 'bench', 'booking-against-previous.json'), `${JSON.stringify(figures, null, 2)}\n`);
  const loads = rounds.flatMap((r) => [r.previous.load, r.current.load]);
  fs.writeFileSync(
    path.join(ROOT, 'bench', 'booking-against-previous.md'),
    [
      '# Booking throughput against an earlier commit',
      '',
      `${figures.date}: \`npm run bench:against-previous -w mfe-booking/server\`, ${figures.previousCommit} and ${figures.currentCommit} in turn, ${ROUNDS} round${ROUNDS === 1 ? '' : 's'}, each run on a fresh SQLite folder: autocannon with ${CONNECTIONS} connections for ${DURATION} s after 2 s of warm-up, each request a distinct booking with its own Idempotency-Key. Medians of the rounds; load ${Math.min(...loads)}-${Math.max(...loads)} (1-minute average) on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}.`,
      '',
      '| commit | bookings/s | API CPU per booking | non-2xx |',
      '|---|---|---|---|',
      `| ${figures.previousCommit} (previous) | ${previous.bookingsPerSecond} | ${previous.cpuMsPerBooking} ms | ${previous.non2xx} |`,
      `| ${figures.currentCommit} (this) | ${current.bookingsPerSecond} | ${current.cpuMsPerBooking} ms | ${current.non2xx} |`,
      '',
      `This over previous: throughput ${figures.throughputRatio}, CPU per booking ${figures.cpuRatio}.`,
      '',
      '| round | previous bookings/s | this bookings/s | previous CPU ms | this CPU ms | load |',
      '|---|---|---|---|---|---|',
      ...rounds.map(
        (r, i) =>
          `| ${i + 1} | ${r.previous.bookingsPerSecond} | ${r.current.bookingsPerSecond} | ${r.previous.cpuMsPerBooking} | ${r.current.cpuMsPerBooking} | ${r.previous.load}, ${r.current.load} |`,
      ),
      '',
      `${figures.currentCommit} with ${STORED_BEFORE_QUERIES.toLocaleString('en')} bookings stored, ${freeDays.queries} of each asked one at a time as the form asks them: the free-days strip (14 days) ${freeDays.freeDaysCpuMs} ms of API CPU per answer, one day's free times ${freeDays.oneDayCpuMs} ms; ratio ${freeDays.ratio}.`,
      '',
    ].join('\n'),
  );
  console.log(
    JSON.stringify({ previous, current, throughputRatio: figures.throughputRatio, cpuRatio: figures.cpuRatio, freeDays }, null, 2),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
