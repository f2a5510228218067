// The fleet: three site servers, each with its own site folder (its own disk) and port, one PostgreSQL, and the
// release commands run from this fourth process. Run by `npm run test:production` (inside
// mfe-booking/server/test/postgres.sh, which sets TEST_DATABASE_URL). Prints the figures it measured.
import assert from 'node:assert/strict';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { release, rollback } from '../releases/ops';
import { PostgresRegistry } from '../registry/postgres-registry';
import { SCHEMA } from '../registry/postgres-schema';
import { freshDatabase } from './fresh-database';
import { testSite, writeRelease } from './render-site';

const run = promisify(execFile);
let DATABASE_URL = '';
const SITE_PACKAGE = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(SITE_PACKAGE, '..', '..');
const FIRST_PORT = Number(process.env.FLEET_PORT ?? 9330);
const REMOTES = ['content', 'booking', 'shop'] as const;
type Remote = (typeof REMOTES)[number];

interface Server {
  name: string;
  site: string;
  port: number;
  process: ChildProcess | null;
  output: string;
}

let root: string;
let shell: string;
let registry: PostgresRegistry;
const servers: Server[] = [];
let builds = 0;
const figures: string[] = [];

/** A new build of a remote, in its own folder, with a file that differs from every other build. */
async function build(remote: Remote): Promise<string> {
  builds += 1;
  const folder = path.join(root, 'builds', `${remote}-${builds}`);
  await writeRelease(folder, `${remote} build ${builds}`);
  return folder;
}

/** `npm run release|rollback|releases` as an operator runs it, from its own process. */
async function ops(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(SITE_PACKAGE, 'releases', 'ops-cli.ts'), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL, RELEASED_BY: 'fleet test' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function start(server: Server): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(SITE_PACKAGE, 'test', 'fleet-site.ts'), server.site, shell, String(server.port)],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL, CANARY_MIN_VISITS: '30' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.process = child;
  server.output = '';
  child.stdout?.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${server.name} exited (${code}): ${server.output}`)));
    const check = () => (server.output.includes(`listening on ${server.port}`) ? resolve() : setTimeout(check, 20));
    check();
  });
}

async function stop(server: Server): Promise<void> {
  const child = server.process;
  server.process = null;
  if (!child || child.exitCode !== null) return;
  child.removeAllListeners('exit');
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const get = (server: Server, address: string, cookie?: string) =>
  fetch(`http://127.0.0.1:${server.port}${address}`, { signal: AbortSignal.timeout(5_000), ...(cookie ? { headers: { cookie } } : {}) });

/** The releases a visitor of this server gets now. */
async function releasesOf(server: Server): Promise<string> {
  return (await get(server, '/about')).headers.get('x-releases') ?? '';
}

/** Waits until the server's pages name the release (and its files answer); how long it took, in ms. */
async function waitFor(server: Server, remote: Remote, releaseName: string, limitMs = 2_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const seen = await releasesOf(server).catch(() => '');
    if (seen.includes(`${remote}=${releaseName};`)) {
      assert.equal(
        (await get(server, `/remotes/${remote}/${releaseName}/mf-manifest.json`)).status,
        200,
        `${server.name} names ${releaseName} but does not serve it`,
      );
      return performance.now() - started;
    }
    if (performance.now() - started > limitMs)
      assert.fail(`${server.name} did not serve ${remote} ${releaseName} within ${limitMs} ms (it serves ${seen})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until the server's own deployment map names the release (what it renders from next); ms. */
async function mapFollows(server: Server, remote: Remote, releaseName: string): Promise<number> {
  const started = performance.now();
  while (!(await (await get(server, '/remotes.json')).text()).includes(`/${remote}/${releaseName}/`)) {
    if (performance.now() - started > 2_000) assert.fail(`${server.name}'s map does not name ${remote} ${releaseName}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}

const everyServer = (remote: Remote, releaseName: string) => Promise.all(servers.map((server) => waitFor(server, remote, releaseName)));
const live = async (remote: Remote) => (await registry.live())[remote] as string;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

before(async () => {
  DATABASE_URL = await freshDatabase('site_fleet_test');
  registry = await PostgresRegistry.open(DATABASE_URL);
  root = await mkdtemp(path.join(tmpdir(), 'fleet-'));
  shell = (await testSite()).shell;
  // The first release of each remote, published once from a build, before any server starts.
  for (const remote of REMOTES) {
    const started = performance.now();
    const first = await ops('release', remote, '--version', '1.0.0', '--from', await build(remote));
    assert.equal(first.code, 0, first.stderr);
    figures.push(`publish ${remote} (command, process start included): ${Math.round(performance.now() - started)} ms`);
  }
  for (const name of ['a', 'b', 'c'])
    servers.push({ name, site: path.join(root, `server-${name}`, 'site'), port: FIRST_PORT + servers.length, process: null, output: '' });
  await Promise.all(servers.map(start));
});

after(async () => {
  await Promise.all(servers.map(stop));
  await registry?.close();
  if (figures.length > 0) console.log(`fleet figures:\n  ${figures.join('\n  ')}`);
});

test('a server started after a release catches up before /readyz says ready', async () => {
  for (const server of servers) {
    const started = performance.now();
    while ((await get(server, '/readyz')).status !== 200) {
      assert.ok(performance.now() - started < 10_000, `${server.name} never became ready: ${server.output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const remote of REMOTES) assert.match(await releasesOf(server), new RegExp(`${remote}=${await live(remote)};`));
  }
});

test('a release and a rollback made from another process reach every server within 2 s', async () => {
  const released = await ops('release', 'content', '--version', '1.1.0', '--from', await build('content'), '--why', 'new opening hours');
  assert.equal(released.code, 0, released.stderr);
  await everyServer('content', await live('content'));
  const rolledBack = await ops('rollback', 'content', '--why', 'wrong hours');
  assert.equal(rolledBack.code, 0, rolledBack.stderr);
  assert.equal(await live('content'), (await registry.releases('content'))[0]?.release);
  await everyServer('content', await live('content'));
});

test('20 releases: every server serves each within 2 s', async () => {
  const times: number[] = [];
  const maps: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    const record = await release('booking', { version: `2.0.${round}`, from: await build('booking'), registry, why: `release ${round}` });
    const started = performance.now();
    const mapped = await Promise.all(servers.map((server) => mapFollows(server, 'booking', record.release)));
    maps.push(Math.max(...mapped));
    await everyServer('booking', record.release);
    times.push(performance.now() - started);
  }
  figures.push(
    `release to every server's map over 20 releases: p50 ${Math.round(percentile(maps, 50))} ms, max ${Math.round(Math.max(...maps))} ms`,
  );
  figures.push(
    `release to a page rendered with it on every server: p50 ${Math.round(percentile(times, 50))} ms, max ${Math.round(Math.max(...times))} ms`,
  );
});

test('a server stopped during a release catches up when it starts again', async () => {
  const stopped = servers[2] as Server;
  await stop(stopped);
  const record = await release('shop', { version: '1.1.0', from: await build('shop'), registry });
  await Promise.all(servers.slice(0, 2).map((server) => waitFor(server, 'shop', record.release)));
  const started = performance.now();
  await start(stopped);
  while ((await get(stopped, '/readyz')).status !== 200) await new Promise((resolve) => setTimeout(resolve, 10));
  const ready = performance.now() - started;
  // Ready means caught up: the first page after it already has the new release.
  assert.match(await releasesOf(stopped), new RegExp(`shop=${record.release};`));
  figures.push(`catch-up of a stopped server (process start to ready, new release held): ${Math.round(ready)} ms`);
});

test('100 rounds of two teams changing the map at once: no change lost, every change in the history', async () => {
  const second = await PostgresRegistry.open(DATABASE_URL);
  try {
    const historyBefore = (await registry.history()).length;
    const lost: number[] = [];
    const [content, shop] = [await registry.releases('content'), await registry.releases('shop')];
    for (let round = 0; round < 100; round += 1) {
      const contentTo = (content[round % 2] as { release: string }).release;
      const shopTo = (shop[(round + 1) % 2] as { release: string }).release;
      await Promise.all([
        rollback('content', contentTo, { registry, why: `round ${round}` }).catch(() => null),
        rollback('shop', shopTo, { registry: second, why: `round ${round}` }).catch(() => null),
      ]);
      const now = await registry.live();
      if (now.content !== contentTo || now.shop !== shopTo) lost.push(round);
    }
    assert.deepEqual(lost, []);
    const history = await registry.history();
    // A round that asks for what is already live still records the change (from = to).
    assert.equal(history.length - historyBefore, 200);
    await Promise.all([everyServer('content', await live('content')), everyServer('shop', await live('shop'))]);
  } finally {
    await second.close();
  }
});

test('a release whose stored file does not match its hash is refused, and the previous release stays live', async () => {
  const previous = await live('booking');
  const record = await release('booking', { version: '3.0.0', from: await build('booking'), registry, publishOnly: true });
  const files = (await registry.filesOf('booking', record.release)) ?? {};
  await registry.pool.query(`UPDATE ${SCHEMA}.blobs SET bytes = convert_to('// tampered', 'UTF8') WHERE sha256 = $1`, [
    files['static/js/mark.js'],
  ]);
  const changed = await ops('rollback', 'booking', record.release, '--why', 'tampered on purpose');
  assert.equal(changed.code, 0, changed.stderr);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const server of servers) {
    assert.match(await releasesOf(server), new RegExp(`booking=${previous};`));
    assert.equal((await get(server, `/remotes/booking/${record.release}/mf-manifest.json`)).status, 404);
    assert.match(server.output, new RegExp(`booking/${record.release} is refused: static/js/mark.js does not match its SHA-256`));
  }
});

test('the history lists every change: who, when, from, to, why', async () => {
  const listed = await ops('releases', '--history', '--json');
  assert.equal(listed.code, 0, listed.stderr);
  const history = JSON.parse(listed.stdout) as Array<{
    remote: string;
    from: string | null;
    to: string;
    who: string;
    why: string;
    at: string;
  }>;
  // 3 first releases, a release and a rollback, 20 releases, 1, 200 in the race, 1 tampered.
  assert.equal(history.length, 3 + 2 + 20 + 1 + 200 + 1);
  assert.deepEqual(
    history
      .filter((entry) => entry.remote === 'content')
      .slice(0, 3)
      .map(({ from, why, who }) => ({ from: from === null ? null : 'a release', why, who })),
    [
      { from: null, why: 'release', who: 'fleet test' },
      { from: 'a release', why: 'new opening hours', who: 'fleet test' },
      { from: 'a release', why: 'wrong hours', who: 'fleet test' },
    ],
  );
  for (const entry of history) assert.ok(!Number.isNaN(Date.parse(entry.at)));
});

test('a canary started from another process: every server honours it, and its automatic ending reaches them all', async () => {
  const inCanary = 'release_bucket=10';
  const onLive = 'release_bucket=80';
  const started = await ops(
    'release',
    'content',
    '--version',
    '3.0.0',
    '--from',
    await build('content'),
    '--canary',
    '50',
    '--why',
    'new menu',
  );
  assert.equal(started.code, 0, started.stderr);
  const canary = (await registry.canaries()).content?.release as string;
  const liveRelease = await live('content');
  const contentOf = async (server: Server, cookie: string) =>
    /content=([^;]+);/.exec((await get(server, '/about', cookie)).headers.get('x-releases') ?? '')?.[1];
  const honoured = performance.now();
  for (const server of servers) {
    while ((await contentOf(server, inCanary)) !== canary) {
      assert.ok(performance.now() - honoured < 5_000, `${server.name} does not serve the canary`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.equal(await contentOf(server, onLive), liveRelease);
  }
  figures.push(`canary honoured by every server (a page rendered with it): ${Math.round(performance.now() - honoured)} ms`);
  assert.match((await ops('releases')).stdout, new RegExp(`content: live ${liveRelease}, canary ${canary} to 50% of visitors`));

  // 20 visits a side on each server, half of the canary's failing: no server alone has the 30 visits a side
  // the rule asks for, so only the fleet's sum can end it.
  const badStart = performance.now();
  for (const server of servers) {
    for (let visit = 0; visit < 20; visit += 1) {
      await get(server, '/about', onLive);
      await get(server, '/about', inCanary);
      if (visit % 2 === 0) {
        const beacon = await fetch(`http://127.0.0.1:${server.port}/api/site/beacon`, {
          method: 'POST',
          body: JSON.stringify({ remote: 'content', release: canary, kind: 'error', route: '/404' }),
        });
        assert.equal(beacon.status, 204);
      }
    }
  }
  while (Object.keys(await registry.canaries()).length > 0) {
    assert.ok(performance.now() - badStart < 20_000, 'the canary was not ended by itself');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  figures.push(`bad canary ended by itself (visits, counts, decision): ${Math.round(performance.now() - badStart)} ms`);
  const ended = (await registry.history('content')).at(-1);
  assert.equal(ended?.kind, 'canary-ended');
  // More visits than any one server had: the decision read the fleet's counts.
  assert.ok((ended?.figures?.canary.visits ?? 0) >= 30, JSON.stringify(ended?.figures));
  assert.ok((ended?.figures?.canary.failures ?? 0) > 0, JSON.stringify(ended?.figures));
  const gone = performance.now();
  for (const server of servers) {
    while ((await contentOf(server, inCanary)) !== liveRelease) {
      assert.ok(performance.now() - gone < 5_000, `${server.name} still serves the ended canary`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  assert.equal(servers.filter((server) => server.output.includes('"event":"canary-ended"')).length, 1, 'one server ended it and said so');
});
