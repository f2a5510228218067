// Renders bench/booking-scale.md (a section for bench/REPORT.md) from bench/booking-scale-results.json.

interface LoadRun {
  name: string;
  bookingsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  responses2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  stored: number;
  cpuMsPerBooking?: { api: number; siteServer: number; database: number };
  bookingsPerSecondOnTwoIdleCores?: number;
}
interface CrashRun {
  storage: string;
  sent: number;
  killedAfterMs: number;
  answered201BeforeKill: number;
  unansweredConnections: number;
  storedAfterRestart: number;
  acknowledgedMissing: number;
  acknowledgedStoredTwice: number;
  storedButNeverAnswered: number;
  retried: number;
  retriesReplayed: number;
  bookingsStoredAfterRetry: number;
  bookingsStoredMoreThanOnce: number;
  ok: boolean;
}
interface HostileRun {
  storage: string;
  requests: number;
  abandoned: number;
  kinds: Record<string, number>;
  statuses: Record<string, number>;
  improperAnswers: string[];
  written: number;
  aliveAfter: boolean;
}

export function renderReport(all: Record<string, unknown>): string {
  const lines = ['## Booking service at scale', ''];
  const load = all.load as
    { date: string; machine: string; durationSeconds: number; connections: number; runs: LoadRun[]; note: string } | undefined;
  if (load) {
    lines.push(
      `### Load: \`npm run bench:booking-scale\``,
      '',
      `${load.date}. autocannon on loopback, ${load.connections} connections for ${load.durationSeconds} s per run; every request a new booking with its own Idempotency-Key. ${load.note}`,
      '',
      '| setup | bookings/s | p50 | p90 | p99 | max | 2xx | non-2xx | errors | stored | CPU ms per booking (API + site server + database) | bookings/s on 2 idle cores |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...load.runs.map(
        (r) =>
          `| ${r.name} | ${r.bookingsPerSecond} | ${r.latencyMs.p50} ms | ${r.latencyMs.p90} ms | ${r.latencyMs.p99} ms | ${r.latencyMs.max} ms | ${r.responses2xx} | ${r.non2xx} | ${r.errors + r.timeouts} | ${r.stored} | ${r.cpuMsPerBooking ? `${r.cpuMsPerBooking.api} + ${r.cpuMsPerBooking.siteServer} + ${r.cpuMsPerBooking.database}` : '-'} | ${r.bookingsPerSecondOnTwoIdleCores ?? '-'} |`,
      ),
      '',
      `Machine: ${load.machine}. The machine is shared with other builds and tests while this runs, so the measured rates are far below what it serves idle; the CPU each booking costs depends on that much less (it still rises under contention: compare one and two PostgreSQL instances), and the last column is two cores divided by it, autocannon's own cost left out. The site server's pass-through (@fastify/reply-from) costs more CPU per booking than the API itself.`,
      '',
    );
  }
  const crash = all.crash as { date: string; machine: string; killAfter201s: number; runs: CrashRun[] } | undefined;
  if (crash) {
    lines.push(
      '### Crash: `npm run proof:crash -w mfe-booking/server`',
      '',
      `${crash.date}. 1,000 bookings sent at once (each with its own Idempotency-Key); the API process is killed with SIGKILL right after its ${crash.killAfter201s}th 201 answer, restarted on the same storage, and every reference that was answered 201 is looked up in the admin listing. The unanswered bookings are then retried once with their key, as the form does.`,
      '',
      '| storage | 201 before kill | unanswered | stored after restart | 201s missing | 201s stored twice | stored, never answered | retried (replayed) | stored after retry | stored twice |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...crash.runs.map(
        (r) =>
          `| ${r.storage} | ${r.answered201BeforeKill} | ${r.unansweredConnections} | ${r.storedAfterRestart} | ${r.acknowledgedMissing} | ${r.acknowledgedStoredTwice} | ${r.storedButNeverAnswered} | ${r.retried} (${r.retriesReplayed}) | ${r.bookingsStoredAfterRetry} / ${r.sent} | ${r.bookingsStoredMoreThanOnce} |`,
      ),
      '',
      `Result: ${crash.runs.every((r) => r.ok) ? 'every booking answered 201 was present exactly once after the restart, on both storages; after the retries each of the 1,000 bookings was stored exactly once' : 'FAILED (see bench/booking-scale-results.json)'}. Machine: ${crash.machine}.`,
      '',
    );
  }
  const hostile = all.hostile as { date: string; runs: HostileRun[] } | undefined;
  if (hostile) {
    lines.push('### Hostile input: `npm run proof:hostile -w mfe-booking/server`', '');
    lines.push(
      `${hostile.date}. Generated with fast-check (fixed seed) against the API running as its own process; the same generator runs in CI as \`mfe-booking/server/http/hostile.test.ts\`.`,
      '',
      '| storage | requests | abandoned bodies | answers by status | improper answers | 5xx | written | API alive after |',
      '|---|---|---|---|---|---|---|---|',
      ...hostile.runs.map(
        (r) =>
          `| ${r.storage} | ${r.requests} | ${r.abandoned} | ${Object.entries(r.statuses)
            .map(([status, n]) => `${status}: ${n}`)
            .join(', ')} | ${r.improperAnswers.length} | ${Object.entries(r.statuses)
            .filter(([status]) => status.startsWith('5'))
            .reduce((sum, [, n]) => sum + n, 0)} | ${r.written} | ${r.aliveAfter ? 'yes' : 'NO'} |`,
      ),
      '',
      `Kinds (requests each): ${Object.entries(hostile.runs[0]?.kinds ?? {})
        .map(([kind, n]) => `${kind} (${n})`)
        .join(', ')}.`,
      '',
    );
  }
  return lines.join('\n');
}
