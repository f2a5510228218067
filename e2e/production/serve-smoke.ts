// The production start, end to end, as a server runs it: the built tree copied to a clean folder, the production
// install docs/operations.md gives (`npm ci --omit=dev` of the two servers' packages), `npm run serve` with PostgreSQL
// (TEST_DATABASE_URL), two booking API instances and a real SMTP server in a process of its own. Run by
// `npm run test:production` (inside mfe-booking/server/test/postgres.sh).
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { simpleParser } from 'mailparser';
import { promisify } from 'node:util';
import { DEPARTMENTS } from '@hospital/hospital-data';
import { REMOTE_NAMES } from '@hospital/shared-types';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const SERVICE = DEPARTMENTS[2].name;

let work: string;
let app: string;
let mailFolder: string;
let smtp: ChildProcess;
let smtpPort: number;
let serve: ChildProcess | undefined;
let output = '';
/** What the serve run wrote on standard output and standard error, each line to be JSON. */
const serveStreams = { stdout: '', stderr: '' };
let base: string;
let metricsPort: number;
let apiPorts: number[] = [];
let apiPids: number[] = [];

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const portFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Two free ports in a row, for the API instances (API_PORT, API_PORT + 1). */
async function twoFreePorts(): Promise<number> {
  for (;;) {
    const first = await freePort();
    const taken = await new Promise<boolean>((resolve) => {
      const server = createServer().once('error', () => resolve(true));
      server.listen(first + 1, '127.0.0.1', () => server.close(() => resolve(false)));
    });
    if (!taken) return first;
  }
}

/** Each line of a log, parsed: fails naming the first line that is not JSON. */
const jsonLines = (text: string): Array<Record<string, unknown>> =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new assert.AssertionError({ message: `a log line is not JSON: ${line}` });
      }
    });

const until = async <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** A site folder with a live release of every remote: the browser tests' (or npm start's), else published now. */
async function publishedSite(target: string): Promise<void> {
  for (const candidate of [process.env.E2E_SITE_DIR ?? '.site-e2e', '.site']) {
    const folder = path.resolve(ROOT, candidate);
    const map = await readFile(path.join(folder, 'remotes.json'), 'utf8').then(
      (text) => JSON.parse(text) as Record<string, string>,
      () => ({}) as Record<string, string>,
    );
    if (
      REMOTE_NAMES.every((remote) => map[remote] && existsSync(path.join(folder, 'releases', map[remote]!.replace(/^\/remotes\//, ''))))
    ) {
      await mkdir(target, { recursive: true });
      await cp(path.join(folder, 'remotes.json'), path.join(target, 'remotes.json'));
      await cp(path.join(folder, 'releases'), path.join(target, 'releases'), { recursive: true });
      return;
    }
  }
  for (const remote of REMOTE_NAMES)
    await run('npm', ['run', 'release', '--', remote], { cwd: ROOT, env: { ...process.env, SITE_DIR: target } });
}

/** What a deploy carries: the repository's files and what `npm run build` made, nothing else of this tree. */
async function copyBuiltTree(target: string): Promise<void> {
  const { stdout } = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = stdout.split('\n').filter((file) => file && !file.startsWith('bench/') && existsSync(path.join(ROOT, file)));
  for (const file of files) await cp(path.join(ROOT, file), path.join(target, file), { recursive: true });
  for (const built of ['shell/dist', 'shell/site/dist', 'mfe-booking/server/dist'])
    await cp(path.join(ROOT, built), path.join(target, built), { recursive: true });
}

/** The machine's PATH without the tool folders npm adds for this test (node_modules/.bin): a server has none of those. */
const SERVER_PATH = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((entry) => !entry.includes(`${path.sep}node_modules${path.sep}`))
  .join(path.delimiter);

const productionEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  PATH: SERVER_PATH,
  HOME: process.env.HOME ?? work,
  SITE_DIR: 'site',
  SITE_URL: 'https://www.hospital.example',
  TRUST_PROXY: '127.0.0.1',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Ashraya Hospital <appointments@hospital.example>',
  DATABASE_URL: DATABASE_URL ?? '',
  BOOKING_PG_SCHEMA: `smoke_${process.pid}`,
  BOOKING_API_INSTANCES: '2',
  STAFF_DEVICE_SECRET: 'smoke-device-secret-0123456789abcdef',
  ...extra,
});

before(async () => {
  assert.ok(DATABASE_URL, 'TEST_DATABASE_URL is not set: run this through npm run test:production');
  work = await mkdtemp(path.join(tmpdir(), 'hospital-production-'));
  app = path.join(work, 'app');
  mailFolder = path.join(work, 'mail');
  await run('npm', ['run', 'build', '-w', 'shell/site', '-w', 'mfe-booking/server'], { cwd: ROOT });
  if (!existsSync(path.join(ROOT, 'shell', 'dist', 'index.html')))
    await run('npm', ['run', 'build', '-w', '@hospital/shell'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  await copyBuiltTree(app);
  await publishedSite(path.join(app, 'site'));
  // The production install, with every install script blocked: nothing the servers run needs one (the password
  // library comes prebuilt) but better-sqlite3, whose binary, compiled by this tree's install (about 2 minutes),
  // is copied in instead of compiled again.
  await run(
    'npm',
    ['ci', '--omit=dev', '-w', 'shell/site', '-w', 'mfe-booking/server', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
    {
      cwd: app,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  await cp(path.join(ROOT, 'node_modules', 'better-sqlite3', 'build'), path.join(app, 'node_modules', 'better-sqlite3', 'build'), {
    recursive: true,
  });

  // A real SMTP server in a process of its own (smtp-server, kept out of the production install).
  smtpPort = await freePort();
  smtp = spawn(process.execPath, ['--import', 'tsx', 'mfe-booking/server/dev/mail-catcher-main.ts'], {
    cwd: ROOT,
    env: { ...process.env, MAIL_CATCHER_PORT: String(smtpPort), MAIL_CATCHER_DIR: mailFolder },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await until('the SMTP server', async () => (existsSync(mailFolder) ? true : undefined), 30_000);
});

after(async () => {
  if (serve?.pid && serve.exitCode === null) {
    const exited = new Promise((resolve) => serve?.once('exit', resolve));
    process.kill(-serve.pid, 'SIGTERM');
    await exited;
  }
  smtp?.kill('SIGTERM');
  if (work) await rm(work, { recursive: true, force: true });
});

test('the production install has none of the development tools', async () => {
  for (const tool of [
    'tsx',
    'typescript',
    'smtp-server',
    'mailparser',
    'playwright-core',
    '@playwright/test',
    'jest',
    'lighthouse',
    'autocannon',
    'esbuild',
    '@rspack/core',
    '@node-rs/argon2',
  ]) {
    const present = existsSync(path.join(app, 'node_modules', tool));
    assert.equal(present, tool === '@node-rs/argon2', `${tool} ${present ? 'is' : 'is not'} installed`);
  }
});

test('npm run serve refuses to start without SMTP_URL, and lists every problem in one message', async () => {
  const refused = await run('npm', ['run', '--silent', 'serve'], {
    cwd: app,
    env: productionEnv({ SMTP_URL: '', DATABASE_URL: '', BOOKING_DATA_DIR: path.join(work, 'data'), PORT: String(await freePort()) }),
  }).then(
    () => null,
    (error: { code?: number; stdout?: string; stderr?: string }) => error,
  );
  assert.ok(refused, 'npm run serve started without SMTP_URL');
  assert.notEqual(refused.code, 0);
  // Not at a terminal (a service manager's log), the refusal is one JSON line holding the whole text.
  const lines = jsonLines(`${refused.stdout ?? ''}${refused.stderr ?? ''}`);
  assert.equal(lines.length, 1);
  assert.equal(lines[0]?.level, 60);
  assert.match(
    String(lines[0]?.msg),
    /npm run serve cannot start\. Fix these[^\n]*\n {2}- SMTP_URL is not set: The mail server that sends confirmations[^\n]*\n {2}- BOOKING_API_INSTANCES is 2, but several API instances need DATABASE_URL/,
  );
});

test('npm run serve refuses ports that clash or are taken, naming the setting, before it starts anything', async () => {
  const port = await freePort();
  const apiPort = await twoFreePorts();
  const refusedWith = (extra: Record<string, string>) =>
    run('npm', ['run', 'serve'], { cwd: app, env: productionEnv({ HOST: '127.0.0.1', API_PORT: String(apiPort), ...extra }) }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
  const clash = await refusedWith({ PORT: String(port), METRICS_PORT: String(port) });
  assert.notEqual(clash?.code ?? 0, 0);
  assert.match(clash?.stderr ?? '', new RegExp(`METRICS_PORT is ${port}, the same port as PORT`));
  // Nothing was started: the API ports are free.
  for (const api of [apiPort, apiPort + 1]) assert.equal(await portFree(api), true, `port ${api} is held after the refusal`);

  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(apiPort + 1, '127.0.0.1', resolve));
  try {
    const taken = await refusedWith({ PORT: String(port) });
    assert.match(taken?.stderr ?? '', new RegExp(`API_PORT \\+ 1: port ${apiPort + 1} is already in use on 127\\.0\\.0\\.1`));
    assert.equal(await portFree(apiPort), true);
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }
});

test('npm run serve starts the site and two API instances, and /readyz turns green', async () => {
  const port = await freePort();
  const apiPort = await twoFreePorts();
  metricsPort = await freePort();
  apiPorts = [apiPort, apiPort + 1];
  base = `http://127.0.0.1:${port}`;
  // As the service unit in docs/operations.md runs it: --silent keeps npm's own lines out of the log.
  serve = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: app,
    env: productionEnv({ PORT: String(port), HOST: '127.0.0.1', API_PORT: String(apiPort), METRICS_PORT: String(metricsPort) }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of ['stdout', 'stderr'] as const) {
    serve[stream]?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      serveStreams[stream] += chunk.toString();
    });
  }
  apiPids = await until('the start message', async () => {
    const pids = /booking API instance\(s\) \(pids ([\d, ]+)\)/.exec(output)?.[1];
    return pids ? pids.split(', ').map(Number) : undefined;
  });
  assert.equal(apiPids.length, 2);
  const ready = await until('/readyz', async () => {
    const answer = await fetch(`${base}/readyz`);
    return answer.ok ? ((await answer.json()) as { checks: Record<string, { ok: boolean; detail?: string }> }) : undefined;
  });
  assert.deepEqual(ready.checks.bookingApi, { ok: true, detail: '2 of 2 instances ready' });
  assert.doesNotMatch(output, /Warning:/);
});

test("the operator's commands read .env as serve does: an admin is added and signs in; migrate and releases act on this site", async () => {
  // The settings only in .env, as an operator keeps them; the commands get no other environment.
  const port = new URL(base).port;
  const settings = { ...productionEnv({ NODE_ENV: 'production', PORT: port, HOST: '127.0.0.1' }), PATH: undefined, HOME: undefined };
  const lines = Object.entries(settings).flatMap(([name, value]) => (value === undefined ? [] : [`${name}=${JSON.stringify(value)}`]));
  await writeFile(path.join(app, '.env'), `${lines.join('\n')}\n`, { mode: 0o600 });
  const bare = { PATH: SERVER_PATH, HOME: process.env.HOME ?? work };
  const database = new URL(DATABASE_URL ?? '');
  const where = `PostgreSQL database "${database.pathname.slice(1)}" on ${database.hostname}:${database.port || '5432'}, schema "smoke_${process.pid}"`;

  const added = await run(
    'npm',
    ['run', '--silent', 'staff', '-w', 'mfe-booking/server', '--', 'add-user', 'smoke.admin', '--role', 'admin', '--generate'],
    { cwd: app, env: bare },
  );
  assert.equal(added.stdout.split('\n')[0], `npm run staff: acting on ${where}; site https://www.hospital.example`);
  if (database.password) assert.doesNotMatch(added.stdout, new RegExp(database.password));
  const password = /Password: (\S+)/.exec(added.stdout)?.[1] ?? '';
  assert.ok(password.length >= 12, added.stdout);
  const signIn = await fetch(`${base}/api/staff/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'smoke.admin', password }),
  });
  assert.equal(signIn.status, 200);

  const migrated = await run('npm', ['run', '--silent', 'migrate', '-w', 'mfe-booking/server'], { cwd: app, env: bare });
  assert.equal(migrated.stdout.split('\n')[0], `npm run migrate: acting on ${where}; site https://www.hospital.example`);
  assert.match(migrated.stdout, new RegExp(`${where.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is at schema version \\d+`));

  const listed = await run('npm', ['run', '--silent', 'releases', '--', '--json'], { cwd: app, env: bare });
  // With DATABASE_URL the releases are the registry's: the server adopted those it was set up with.
  assert.match(
    listed.stderr,
    new RegExp(`^npm run releases: site http://127\\.0\\.0\\.1:${port}, the registry in PostgreSQL \\(DATABASE_URL\\)\\n`),
  );
  const releases = JSON.parse(listed.stdout) as Array<{ remote: string; live: string | null; manifestAnswers: boolean | null }>;
  assert.deepEqual(
    releases.filter((release) => release.live).map((release) => release.remote),
    [...REMOTE_NAMES],
  );
  assert.deepEqual(
    releases.map((release) => release.manifestAnswers),
    REMOTE_NAMES.map(() => true),
  );
});

test('every command the docs give an operator runs on the production install, without tsx; release says where releases are made', async () => {
  const bare = { PATH: SERVER_PATH, HOME: process.env.HOME ?? work };
  const npm = (...args: string[]) =>
    run('npm', ['run', '--silent', ...args], { cwd: app, env: bare, maxBuffer: 16 * 1024 * 1024 }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? 1,
        stdout: error.stdout ?? '',
        stderr: error.stderr ?? '',
      }),
    );
  const ran = {
    schedule: await npm('schedule', '-w', 'mfe-booking/server', '--', 'show', 'dr-karthik-varma'),
    rollback: await npm('rollback', '--', 'no-such-remote'),
    export: await npm('export', '--', path.join(work, 'export')),
    release: await npm('release', '--', 'content'),
  };
  for (const [command, result] of Object.entries(ran))
    assert.doesNotMatch(`${result.stdout}${result.stderr}`, /tsx|not found|Cannot find (module|package)/, `npm run ${command}`);
  assert.equal(ran.schedule.code, 0, ran.schedule.stderr);
  assert.match(ran.rollback.stderr, /Unknown remote "no-such-remote"/);
  assert.equal(ran.export.code, 0, ran.export.stderr);
  assert.match(ran.export.stdout, /Exported \d+ pages/);
  assert.notEqual(ran.release.code, 0);
  assert.match(
    ran.release.stderr,
    /A release is built with Rspack, which a production install \(npm ci --omit=dev\) does not have: make releases on the build machine or in CI/,
  );
});

test('a page comes rendered by the server', async () => {
  const page = await fetch(`${base}/about`);
  assert.equal(page.status, 200);
  assert.equal(page.headers.get('x-server-rendered'), '1');
  assert.match(await page.text(), /<h1[^>]*>/);
});

const patient = (n: number) => ({
  // A name is letters only: the n-th patient's initial tells them apart.
  fullName: `Smoke Patient Vennela ${String.fromCharCode(65 + (n % 26))}`,
  age: 38,
  gender: 'Female',
  email: `vennela.smoke${n}@patients.example`,
  phone: `98765${String(43_210 + n).padStart(5, '0')}`,
  whatsapp: `98765${String(43_210 + n).padStart(5, '0')}`,
  address: `House ${n}, Smoke Test Colony, Kompally`,
  service: SERVICE,
  doctor: 'N/A',
  message: 'Smoke test of the production start.',
  paymentMethod: 'pay_at_hospital',
});

/** A booking through the site's /api, of the first free time a few days ahead. */
async function book(n: number, site = base): Promise<{ status: number; body: { appointmentId?: string; manageUrl?: string } }> {
  for (let days = 3; days < 20; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const slots = (await (await fetch(`${site}/api/appointments/slots?service=${encodeURIComponent(SERVICE)}&date=${date}`)).json()) as {
      slots?: Array<{ time: string }>;
    };
    const free = slots.slots?.[n % Math.max(1, slots.slots.length)];
    if (!free) continue;
    const answer = await fetch(`${site}/api/appointments/book-appointment`, {
      method: 'POST',
      // As the booking page sends it: the site may then pass the booking to another instance when one dies under it.
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ ...patient(n), preferredDate: date, preferredTime: free.time }),
    });
    return { status: answer.status, body: (await answer.json()) as { appointmentId?: string; manageUrl?: string } };
  }
  throw new Error('no free time in the next weeks');
}

let first: { appointmentId?: string; manageUrl?: string };

test('a booking made through the site reaches the SMTP server as an e-mail', async () => {
  const answer = await book(1);
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  first = answer.body;
  const reference = first.appointmentId ?? '';
  assert.match(reference, /\S/);
  const mail = await until('the confirmation e-mail', async () => {
    for (const file of await readdir(mailFolder)) {
      const text = await readFile(path.join(mailFolder, file), 'utf8');
      if (text.includes(reference)) return text;
    }
    return undefined;
  });
  assert.match(mail, /^To: .*vennela\.smoke1@patients\.example/im);
  // The links lead to SITE_URL, not to localhost: read in the decoded text, as the patient's mail program shows it
  // (quoted-printable may break a long line inside an address).
  const { text = '' } = await simpleParser(mail);
  assert.match(text, /https:\/\/www\.hospital\.example\/appoinment\/manage\//);
  assert.doesNotMatch(text, /localhost/);
});

test('/metrics shows the booking, the requests and the outbox', async () => {
  const apiMetrics = (await Promise.all(apiPorts.map(async (port) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text()))).join('\n');
  const booked = [...apiMetrics.matchAll(/^booking_appointments_total\{outcome="booked",reason=""\} (\d+)$/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
  assert.equal(booked, 1);
  assert.match(apiMetrics, /^booking_messages_sent_total\{channel="email"\} [1-9]/m);
  assert.match(apiMetrics, /^booking_outbox_due_messages \d+$/m);
  const siteMetrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  assert.match(siteMetrics, /^http_request_duration_seconds_count\{method="POST",route="\/api\/\*",status="201"\} 1$/m);
  assert.match(siteMetrics, /^site_page_render_seconds_count\{outcome="rendered"\} [1-9]/m);
  // Never on the public port.
  assert.equal((await fetch(`${base}/metrics`)).status, 404);
});

test('with one API instance killed, bookings still succeed', async () => {
  process.kill(apiPids[0]!, 'SIGKILL');
  for (let n = 2; n <= 4; n++) {
    const answer = await book(n);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
  }
  assert.equal((await fetch(`${base}/readyz`)).status, 200);
  // The stopped instance is started again.
  await until('the instance started again', async () =>
    /starting it again/.test(output) && (await fetch(`http://127.0.0.1:${apiPorts[0]}/healthz`)).ok ? true : undefined,
  );
});

test('the logs hold no name, phone, e-mail, address, manage token or query', async () => {
  const token = first.manageUrl?.split('/').pop() ?? '';
  assert.ok(token.length > 20);
  assert.equal((await fetch(`${base}/appoinment/manage/${token}?phone=9876543211`)).status, 200);
  assert.equal((await fetch(`${base}/api/appointments/manage/${token}`)).status, 200);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const lines = output.split('\n').filter((line) => line.startsWith('{'));
  assert.ok(lines.some((line) => /"route":"\/appoinment\/manage\/:token"/.test(line)));
  assert.ok(lines.some((line) => /"route":"\/api\/appointments\/manage\/:token"/.test(line)));
  for (const secret of [token, 'Vennela', 'patients.example', '98765', 'Smoke Test Colony', 'phone=']) {
    assert.deepEqual(
      lines.filter((line) => line.includes(secret)),
      [],
      `a log line holds ${secret}`,
    );
  }
});

test('every line npm run serve and its API processes wrote is JSON, with a level, a time and a message', async () => {
  const lines = jsonLines(`${serveStreams.stdout}${serveStreams.stderr}`);
  for (const line of lines)
    assert.ok(typeof line.level === 'number' && typeof line.time === 'number' && typeof line.msg === 'string', JSON.stringify(line));
  // Among them the start message, the API instances' and the supervisor's word on the killed instance.
  for (const said of [/^The hospital site is on /, /^Server listening at /, /starting it again/])
    assert.ok(
      lines.some((line) => said.test(String(line.msg))),
      `no line says ${said}`,
    );
});

test('kill -9 of npm run serve leaves no API process running', async () => {
  assert.ok(serve?.pid);
  // The server process itself (npm and the shell above it only wait for it): the API instances' parent.
  const stat = await readFile(`/proc/${apiPids[1]}/stat`, 'utf8');
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const children = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry)).map(Number);
  const apis: number[] = [];
  for (const pid of children) {
    const line = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (line && Number(line.slice(line.lastIndexOf(')') + 2).split(' ')[1]) === parent) apis.push(pid);
  }
  assert.ok(apis.length >= 2, `the API instances of ${parent}: ${apis.join(', ')}`);
  process.kill(parent, 'SIGKILL');
  await until('the API instances to stop', async () => (apis.every((pid) => !alive(pid)) ? true : undefined), 15_000);
  for (const port of apiPorts) assert.equal(await portFree(port), true, `port ${port} is still held`);
});

test('with its database down, npm run serve starts and serves pages; bookings are taken once the database comes', async () => {
  // The database reached through a port that refuses until a relay to the real one opens on it.
  const database = new URL(DATABASE_URL ?? '');
  const relayPort = await freePort();
  const port = await freePort();
  const apiPort = await freePort();
  const down = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: app,
    env: productionEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      BOOKING_API_INSTANCES: '1',
      DATABASE_URL: Object.assign(new URL(database.href), { port: String(relayPort) }).href,
      BOOKING_PG_SCHEMA: `smoke_down_${process.pid}`,
    }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  down.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  down.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  let relay: Server | undefined;
  const relayed: Array<{ destroy(): void }> = [];
  try {
    const site = `http://127.0.0.1:${port}`;
    const started = Date.now();
    await until('the start message with the database down', async () => (/The hospital site is on/.test(said) ? true : undefined), 90_000);
    const startedInMs = Date.now() - started;
    const ready = await fetch(`${site}/readyz`);
    assert.equal(ready.status, 200, said.slice(-2000));
    // The deployment registry is in the same database: the releases this server holds stay live meanwhile.
    assert.deepEqual(((await ready.json()) as { degraded: string[] }).degraded, ['bookingApi', 'registry']);
    assert.equal((await fetch(`${site}/about`)).status, 200);
    const refused = await fetch(`${site}/api/appointments/config`);
    assert.equal(refused.status, 503);
    assert.match(((await refused.json()) as { message: string }).message, /\S/);

    relay = createServer((socket) => {
      const upstream = connect(Number(database.port || 5432), database.hostname);
      relayed.push(socket, upstream);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => relay?.listen(relayPort, '127.0.0.1', resolve));
    const back = Date.now();
    const booked = await until(
      'a booking once the database is back',
      async () => {
        const answer = await book(40, site).catch(() => undefined);
        return answer?.status === 201 ? answer : undefined;
      },
      90_000,
    );
    assert.equal(booked.status, 201);
    // What the API said while its database was away, and the supervisor's retries, were JSON lines too.
    assert.ok(
      jsonLines(said).some((line) => /not answering yet|did not start again|could not start/.test(String(line.msg))),
      said.slice(-2000),
    );
    process.stdout.write(
      `with the database down: started in ${startedInMs} ms; bookings accepted ${Date.now() - back} ms after it came back\n`,
    );
  } finally {
    if (down.pid && down.exitCode === null) {
      const exited = new Promise((resolve) => down.once('exit', resolve));
      process.kill(-down.pid, 'SIGTERM');
      await exited;
    }
    for (const socket of relayed) socket.destroy();
    await new Promise((resolve) => (relay ? relay.close(resolve) : resolve(undefined)));
  }
});
