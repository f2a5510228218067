// `npm run bench:hostile`: hostile traffic against the running stack's site server (`npm start` first;
// BENCH_URL or PORT says where, loopback only). Every answer must be below 500 and repeat nothing it was
// sent; normal pages must keep answering meanwhile; afterwards the server's memory and open sockets must
// be back at their baseline. Figures: bench/hostile.json and bench/hostile.md. Exits non-zero on a miss.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { hostileRequests, MARK, type HostileRequest } from './hostile-cases';

const BASE = new URL(process.env.BENCH_URL ?? `http://localhost:${process.env.PORT ?? 8080}`);
const PORT = Number(BASE.port || 80);
/** The server's REQUEST_TIMEOUT_MS: held sockets must be closed within it, and a margin. */
const REQUEST_TIMEOUT_MS = Number(process.env.REQUEST_TIMEOUT_MS ?? 30_000);
const CONCURRENCY = 8;
/** RSS may settle somewhat above where it started (V8 keeps some heap it grew into); more is a leak. */
const RSS_MARGIN_MB = 40;
const OUT = path.join(__dirname);

if (!['localhost', '127.0.0.1', '[::1]'].includes(BASE.hostname)) {
  throw new Error(`bench:hostile only targets a server on this machine (got ${BASE.hostname})`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process listening on the port, found through its socket's inode (Linux /proc). */
function serverPid(): number {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[3] === '0A' && Number.parseInt(fields[1]?.split(':')[1] ?? '', 16) === PORT) inodes.add(fields[9] ?? '');
    }
  }
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of fs.readdirSync(`/proc/${entry}/fd`)) {
        const target = fs.readlinkSync(`/proc/${entry}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) return Number(entry);
      }
    } catch {
      // Not ours to read, or gone.
    }
  }
  throw new Error(`No process listens on port ${PORT}: start the site with npm start (PORT=${PORT})`);
}

interface Sample {
  rssMb: number;
  sockets: number;
  connections: number;
}

/** Resident memory and open sockets of the server, and connections to its port other than TIME_WAIT. */
function sample(pid: number): Sample {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssMb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
  const sockets = fs.readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:');
    } catch {
      return false;
    }
  }).length;
  let connections = 0;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = Number.parseInt(fields[1]?.split(':')[1] ?? '', 16);
      if (local === PORT && fields[3] !== '0A' && fields[3] !== '06') connections++;
    }
  }
  return { rssMb: Math.round(rssMb * 10) / 10, sockets, connections };
}

interface Outcome {
  kind: string;
  name: string;
  status: number | null;
  closedAfterMs: number | null;
  problem: string | null;
}

/** Sends one request as raw bytes and judges the answer. */
function send(request: HostileRequest): Promise<Outcome> {
  const waitMs = request.then === 'hold' ? REQUEST_TIMEOUT_MS + 15_000 : 20_000;
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(PORT, BASE.hostname === '[::1]' ? '::1' : BASE.hostname);
    const chunks: Buffer[] = [];
    let closedAfterMs: number | null = null;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0) || null;
      let problem: string | null = null;
      if (status !== null && status >= 500) problem = `answered ${status}`;
      else if (text.includes(MARK)) problem = 'repeated what it was sent';
      else if (request.forbidden?.test(text)) problem = 'served a file outside the served folders';
      else if (request.then === 'hold' && closedAfterMs === null) problem = `still open after ${Math.round(waitMs / 1000)} s`;
      else if (request.then === 'read' && status === null && text.length > 0) problem = 'answered with something that is not HTTP';
      resolve({ kind: request.kind, name: request.name, status, closedAfterMs, problem });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closedAfterMs = Date.now() - started;
      finish();
    });
    socket.on('connect', async () => {
      for (const [index, piece] of request.pieces.entries()) {
        if (socket.destroyed) return;
        socket.write(piece);
        if (request.pauseMs && index < request.pieces.length - 1) await sleep(request.pauseMs);
      }
      if (request.then === 'abandon') {
        await sleep(100);
        closedAfterMs = Date.now() - started;
        finish();
      }
    });
  });
}

/** A visitor's page loads, every 250 ms, while the attack goes on. */
function normalVisitor() {
  const pages = ['/', '/about', '/appoinment', '/contact', '/shop', '/blog'];
  const results: Array<{ status: number; ms: number }> = [];
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const started = performance.now();
      const status = await fetch(new URL(pages[i % pages.length] ?? '/', BASE), { headers: { accept: 'text/html' } })
        .then(async (answer) => (await answer.arrayBuffer(), answer.status))
        .catch(() => 0);
      results.push({ status, ms: performance.now() - started });
      await sleep(250);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return results;
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

async function waitForReady() {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(new URL('/readyz', BASE)).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await sleep(1_000);
  }
}

async function main() {
  await waitForReady();
  const pid = serverPid();
  const live = (await (await fetch(new URL('/remotes.json', BASE))).json()) as Record<string, string>;
  const requests = hostileRequests(live);
  await sleep(6_000); // let kept-alive sockets of the checks above time out
  const baseline = sample(pid);
  console.log(
    `Site server pid ${pid}: ${baseline.rssMb} MB, ${baseline.sockets} sockets, ${baseline.connections} connections. Sending ${requests.length} requests…`,
  );

  const started = Date.now();
  const visitor = normalVisitor();
  let peak = baseline;
  const sampler = setInterval(() => {
    const now = sample(pid);
    peak = {
      rssMb: Math.max(peak.rssMb, now.rssMb),
      sockets: Math.max(peak.sockets, now.sockets),
      connections: Math.max(peak.connections, now.connections),
    };
  }, 500);
  // The slow ones (held, trickled) all at once, the rest CONCURRENCY at a time beside them.
  const slow = requests.filter((request) => request.then === 'hold');
  const quick = requests.filter((request) => request.then !== 'hold');
  const slowDone = Promise.all(slow.map(send));
  const quickResults: Outcome[] = [];
  const queue = [...quick];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) quickResults.push(await send(next));
    }),
  );
  const outcomes = [...quickResults, ...(await slowDone)];
  const visits = await visitor.stop();
  const attackSeconds = Math.round((Date.now() - started) / 100) / 10;

  // Back to baseline: every socket closed, memory settled.
  let after = sample(pid);
  for (let i = 0; i < 60 && (after.sockets > baseline.sockets || after.connections > baseline.connections); i++) {
    await sleep(1_000);
    after = sample(pid);
  }
  await sleep(5_000);
  after = sample(pid);
  clearInterval(sampler);

  const byKind = new Map<string, { requests: number; statuses: Record<string, number>; problems: string[] }>();
  for (const outcome of outcomes) {
    const entry = byKind.get(outcome.kind) ?? { requests: 0, statuses: {}, problems: [] };
    entry.requests++;
    const key = outcome.status === null ? 'closed' : String(outcome.status);
    entry.statuses[key] = (entry.statuses[key] ?? 0) + 1;
    if (outcome.problem) entry.problems.push(`${outcome.name}: ${outcome.problem}`);
    byKind.set(outcome.kind, entry);
  }
  const held = outcomes
    .filter((outcome) => slow.some((request) => request.name === outcome.name))
    .map((outcome) => outcome.closedAfterMs ?? Infinity);
  const serverErrors = outcomes.filter((outcome) => (outcome.status ?? 0) >= 500).length;
  const problems = outcomes.filter((outcome) => outcome.problem).map((outcome) => `${outcome.kind} / ${outcome.name}: ${outcome.problem}`);
  const pagesOk = visits.filter((visit) => visit.status === 200).length;
  const checks = {
    'at least 500 requests': outcomes.length >= 500,
    'no 5xx': serverErrors === 0,
    'no answer repeats its input or leaks a file': problems.length === 0,
    'every held socket closed by the server': held.every((ms) => Number.isFinite(ms)),
    'normal pages answered throughout': visits.length > 0 && pagesOk === visits.length,
    'open sockets back to baseline': after.sockets <= baseline.sockets && after.connections <= baseline.connections,
    [`memory back to baseline (within ${RSS_MARGIN_MB} MB)`]: after.rssMb - baseline.rssMb <= RSS_MARGIN_MB,
  };
  const report = {
    when: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
    target: BASE.origin,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    requests: outcomes.length,
    attackSeconds,
    serverErrors,
    classes: Object.fromEntries(byKind),
    heldSockets: { count: held.length, closedAfterMsMax: Math.max(...held), closedAfterMsMin: Math.min(...held) },
    normalPages: {
      loads: visits.length,
      ok: pagesOk,
      p50Ms: percentile(
        visits.map((v) => v.ms),
        50,
      ),
      p95Ms: percentile(
        visits.map((v) => v.ms),
        95,
      ),
      maxMs: percentile(
        visits.map((v) => v.ms),
        100,
      ),
    },
    server: { baseline, peak, after },
    checks,
    problems,
    // Not refusals, for the record: pages answered (a query the page ignores, a segment such as "..;" that is
    // a page name here), the server's 100 Continue, and connections closed without an answer.
    notRefused: outcomes
      .filter((outcome) => outcome.status === null || outcome.status < 400)
      .map(({ kind, name, status }) => ({ kind, name, status })),
  };
  fs.writeFileSync(path.join(OUT, 'hostile.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(OUT, 'hostile.md'), markdown(report));
  console.log(markdown(report));
  if (Object.values(checks).some((passed) => !passed)) process.exit(1);
}

function markdown(report: {
  when: string;
  machine: string;
  target: string;
  requestTimeoutMs: number;
  requests: number;
  attackSeconds: number;
  serverErrors: number;
  classes: Record<string, { requests: number; statuses: Record<string, number>; problems: string[] }>;
  heldSockets: { count: number; closedAfterMsMax: number; closedAfterMsMin: number };
  normalPages: { loads: number; ok: number; p50Ms: number; p95Ms: number; maxMs: number };
  server: Record<'baseline' | 'peak' | 'after', Sample>;
  checks: Record<string, boolean>;
  problems: string[];
}): string {
  const rows = Object.entries(report.classes).map(
    ([kind, entry]) =>
      `| ${kind} | ${entry.requests} | ${Object.entries(entry.statuses)
        .sort()
        .map(([status, count]) => `${status} × ${count}`)
        .join(', ')} | ${entry.problems.length} |`,
  );
  const { baseline, peak, after } = report.server;
  return `# Hostile traffic against the site server

\`npm run bench:hostile\` on ${report.when} against ${report.target} (${report.machine}); REQUEST_TIMEOUT_MS ${report.requestTimeoutMs}.
${report.requests} raw requests in ${report.attackSeconds} s, ${report.serverErrors} answered 5xx. "closed" = the server closed the
connection without an answer (a client that gave up, or one that never sent a request).

| class | requests | answers | problems |
|---|---|---|---|
${rows.join('\n')}

Held sockets (headers and part of a body, trickled bodies and headers, silence): ${report.heldSockets.count}, closed by the server
after ${Math.round(report.heldSockets.closedAfterMsMin / 100) / 10}-${Math.round(report.heldSockets.closedAfterMsMax / 100) / 10} s.

Normal page loads meanwhile: ${report.normalPages.ok} of ${report.normalPages.loads} answered 200; p50 ${report.normalPages.p50Ms} ms, p95 ${report.normalPages.p95Ms} ms, max ${report.normalPages.maxMs} ms.

| site server | resident memory | open sockets | connections to its port |
|---|---|---|---|
| before | ${baseline.rssMb} MB | ${baseline.sockets} | ${baseline.connections} |
| peak | ${peak.rssMb} MB | ${peak.sockets} | ${peak.connections} |
| after | ${after.rssMb} MB | ${after.sockets} | ${after.connections} |

${Object.entries(report.checks)
  .map(([check, passed]) => `- ${passed ? 'PASS' : 'FAIL'} ${check}`)
  .join('\n')}
${report.problems.length > 0 ? `\nProblems:\n${report.problems.map((problem) => `- ${problem}`).join('\n')}\n` : ''}`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
