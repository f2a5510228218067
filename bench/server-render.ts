// Server rendering, against a running site of this tree (bench/stack.ts): the time each page takes
// to render on its first request after a release and once kept; a kept page against a static file of the same
// size; the time from a release to its first server-rendered answer; and npm start on a fresh clone.
import { readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { addressesToRender } from '@hospital/site/export';
import { checkout } from './checkout';
import { median } from './profiles';
import { BENCH_TMP, finished, run, stopped, waitUntilReady } from './stack';

export interface Spread {
  p50: number;
  p95: number;
  max: number;
}

export interface PageRenderFigures {
  address: string;
  /** Each first request after a release (ms, to the last byte). */
  coldMs: number[];
  cachedP50Ms: number;
  cachedP95Ms: number;
  bytes: number;
  brotliBytes: number;
}

export interface ServerRenderResults {
  measuredAt: string;
  pages: number;
  /** Rounds of first requests, each after a release made every kept page stale. */
  coldRounds: number;
  /** The first request of a round: it also starts the render thread and loads the server containers. */
  threadStartMs: number[];
  cold: Spread;
  cached: Spread;
  byPage: PageRenderFigures[];
  /** Kept pages against static files of the same bytes, sent alternately over one connection. */
  vsStatic: Array<{
    address: string;
    brotliBytes: number;
    renderedP50Ms: number;
    staticP50Ms: number;
    renderedP95Ms: number;
    staticP95Ms: number;
    ratio: number;
  }>;
  release: {
    /** `npm run release -- content --version …`: building and publishing, until the map names it. */
    commandMs: number;
    /** From the map naming the release to the first answer rendered with it (`/about`, asked every 100 ms). */
    toFirstAnswerMs: number;
    /** That answer's own time: one render, with the new thread's start. */
    firstAnswerMs: number;
    /** Answers during the release and after it that were not server-rendered (the plain page). */
    plainAnswers: number;
    answers: number;
    /** Every page asked once right after: all server-rendered. */
    everyPageRendered: boolean;
  };
  start?: StartFigures;
  machineLoad: number[];
}

export interface StartFigures {
  commit: string;
  /** `npm install && npm start` on a fresh clone, install aside: building the shell and every remote, until ready. */
  firstStartMs: number;
  /** `npm start` again, everything built: until /readyz answers 200. */
  readyMs: number;
  /** …and until every page has been asked for once and answered server-rendered. */
  everyPageMs: number;
  pages: number;
  /** The 1-minute load average at the first start's launch, its readiness, the second's, and the last page. */
  machineLoad?: number[];
}

interface Answer {
  status: number;
  ms: number;
  bytes: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET, timed to its last byte, the body as sent (compressed when asked). */
export function timedGet(url: string, headers: Record<string, string> = { 'accept-encoding': 'br' }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        resolve({ status: response.statusCode ?? 0, ms, bytes: body.length, headers: response.headers, body });
      });
    });
    request.on('error', reject);
  });
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const loadNow = () => Math.round((loadavg()[0] ?? 0) * 100) / 100;

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return { p50: round(median(sorted)), p95: round(at(0.95)), max: round(sorted.at(-1) ?? 0) };
}

const rendered = (answer: Answer) => answer.headers['x-server-rendered'] === '1';

/** `npm run <script> -- args` in the tree, against the site folder `site`; its time in ms. */
async function ops(root: string, site: string, args: string[]): Promise<number> {
  const started = Date.now();
  await finished(run('npm', ['run', ...args], { SITE_DIR: site }, root));
  return Date.now() - started;
}

const liveRelease = async (site: string, remote: string): Promise<string> => {
  const map = JSON.parse(await readFile(path.join(site, 'remotes.json'), 'utf8')) as Record<string, string>;
  return map[remote]?.split('/').at(-2) ?? '';
};

/** Asks every page once, in order: the first request after a release renders each. */
async function coldRound(base: string, addresses: string[]): Promise<{ times: Map<string, number>; allRendered: boolean; first: number }> {
  const times = new Map<string, number>();
  let allRendered = true;
  for (const address of addresses) {
    const answer = await timedGet(`${base}${address}`);
    times.set(address, answer.ms);
    if (!rendered(answer)) allRendered = false;
  }
  return { times, allRendered, first: times.get(addresses[0] ?? '') ?? 0 };
}

/**
 * The release: `/about` is asked every 100 ms from before the command until its answer names the new
 * release; the map is read every 5 ms, so the moment it changes is known to within that.
 */
async function measureRelease(root: string, site: string, base: string, version: string) {
  const before = await liveRelease(site, 'content');
  let mapChangedAt = 0;
  let newRelease = '';
  const watching = setInterval(() => {
    void liveRelease(site, 'content').then((live) => {
      if (live && live !== before && !mapChangedAt) {
        mapChangedAt = performance.now();
        newRelease = live;
      }
    });
  }, 5);
  let answers = 0;
  let plain = 0;
  let firstAnswer: { at: number; ms: number } | null = null;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const answer = await timedGet(`${base}/about`);
      answers += 1;
      if (!rendered(answer)) plain += 1;
      const html =
        answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body).toString('utf8') : answer.body.toString('utf8');
      if (newRelease && !firstAnswer && html.includes(`/remotes/content/${newRelease}/`)) {
        firstAnswer = { at: performance.now(), ms: answer.ms };
      }
      if (firstAnswer) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const commandMs = await ops(root, site, ['release', '--', 'content', '--version', version]);
  const deadline = Date.now() + 60_000;
  while (!firstAnswer && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  polling = false;
  await poller;
  clearInterval(watching);
  const first = firstAnswer as { at: number; ms: number } | null;
  if (!first) throw new Error('No page was rendered with the new release within a minute');
  return {
    commandMs,
    toFirstAnswerMs: round(first.at - mapChangedAt),
    firstAnswerMs: round(first.ms),
    plainAnswers: plain,
    answers,
    newRelease,
    before,
  };
}

/** Rendered and static answers of the same bytes, alternately, `count` of each: p50 and p95 of both. */
async function againstStatic(base: string, site: string, address: string, count: number) {
  const page = await timedGet(`${base}${address}`);
  const plainPage = await timedGet(`${base}${address}`, { 'accept-encoding': 'identity' });
  // A file of the same bytes where the site serves static files (a release folder), with its brotli twin.
  const live = await liveRelease(site, 'content');
  const name = `bench-static-${address.replace(/\W/g, '_') || 'home'}.html`;
  const file = path.join(site, 'releases', 'content', live, name);
  await writeFile(file, plainPage.body);
  await writeFile(`${file}.br`, page.body);
  const staticUrl = `${base}/remotes/content/${live}/${name}`;
  const check = await timedGet(staticUrl);
  if (check.bytes !== page.bytes || check.headers['content-encoding'] !== 'br')
    throw new Error(`The static twin of ${address} is not the same bytes`);
  const renderedTimes: number[] = [];
  const staticTimes: number[] = [];
  for (let i = 0; i < count; i++) {
    renderedTimes.push((await timedGet(`${base}${address}`)).ms);
    staticTimes.push((await timedGet(staticUrl)).ms);
  }
  await rm(file);
  await rm(`${file}.br`);
  const ours = spread(renderedTimes);
  const theirs = spread(staticTimes);
  return {
    address,
    brotliBytes: page.bytes,
    renderedP50Ms: ours.p50,
    staticP50Ms: theirs.p50,
    renderedP95Ms: ours.p95,
    staticP95Ms: theirs.p95,
    ratio: Math.round((ours.p50 / Math.max(theirs.p50, 0.001)) * 100) / 100,
  };
}

/** npm start on a fresh clone of HEAD: the first start builds everything; the second is what a restart costs. */
export async function measureStart(port: number): Promise<StartFigures> {
  const folder = path.join(BENCH_TMP, 'fresh-clone');
  const commit = await checkout('HEAD', folder);
  const site = path.join(folder, '.site');
  const base = `http://localhost:${port}`;
  const env = { PORT: String(port), API_PORT: String(port + 1), MAIL_CATCHER_PORT: String(port + 2), LOG_LEVEL: 'warn' };
  const machineLoad = [loadNow()];
  try {
    let launched = Date.now();
    let server = run('npm', ['start'], env, folder, true);
    await waitUntilReady(`${base}/readyz`, server, 20 * 60_000);
    const firstStartMs = Date.now() - launched;
    machineLoad.push(loadNow());
    await stopped(server);
    // Nothing of the first start may answer for the second: its server ends a moment after npm.
    for (
      let waited = 0;
      await fetch(`${base}/readyz`).then(
        () => true,
        () => false,
      );
      waited += 100
    ) {
      if (waited > 10_000) throw new Error(`Something still answers on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    launched = Date.now();
    server = run('npm', ['start'], env, folder, true);
    await waitUntilReady(`${base}/readyz`, server, 5 * 60_000);
    const readyMs = Date.now() - launched;
    machineLoad.push(loadNow());
    const addresses = await addressesToRender(site);
    const { allRendered } = await coldRound(base, addresses);
    const everyPageMs = Date.now() - launched;
    machineLoad.push(loadNow());
    await stopped(server);
    if (!allRendered) throw new Error('After a restart, a page was answered plain');
    return { commit, firstStartMs, readyMs, everyPageMs, pages: addresses.length, machineLoad };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export async function measureServerRendering({
  root,
  site,
  base,
  rounds = 3,
  cachedRequests = 10,
}: {
  root: string;
  site: string;
  base: string;
  rounds?: number;
  cachedRequests?: number;
}): Promise<ServerRenderResults> {
  const loads: number[] = [];
  const load = () => loads.push(loadNow());
  const addresses = await addressesToRender(site);
  // Every page once: kept, so the release below starts from a site in use.
  await coldRound(base, addresses);
  const version = `${JSON.parse(await readFile(path.join(root, 'mfe-content', 'package.json'), 'utf8')).version}-bench.${Date.now()}`;
  const release = await measureRelease(root, site, base, version);
  load();
  const cold = new Map<string, number[]>(addresses.map((address) => [address, []]));
  const threadStartMs: number[] = [];
  let everyPageRendered = true;
  for (let i = 0; i < rounds; i++) {
    // Round 0 runs on the release just made, each next one on a release of its own: a rollback would bring
    // back a map whose pages are still kept, and answer them at once.
    if (i > 0) await ops(root, site, ['release', '--', 'content', '--version', `${version}.${i}`]);
    const { times, allRendered, first } = await coldRound(base, addresses);
    if (i === 0) everyPageRendered = allRendered;
    threadStartMs.push(round(first));
    for (const [address, ms] of times) cold.get(address)?.push(round(ms));
    load();
  }
  const byPage: PageRenderFigures[] = [];
  const cachedAll: number[] = [];
  for (const address of addresses) {
    const times: number[] = [];
    let last: Answer | null = null;
    for (let i = 0; i < cachedRequests; i++) {
      last = await timedGet(`${base}${address}`);
      times.push(last.ms);
    }
    cachedAll.push(...times);
    const plain = await timedGet(`${base}${address}`, { 'accept-encoding': 'identity' });
    const { p50, p95 } = spread(times);
    byPage.push({
      address,
      coldMs: cold.get(address) ?? [],
      cachedP50Ms: p50,
      cachedP95Ms: p95,
      bytes: plain.bytes,
      brotliBytes: last?.bytes ?? 0,
    });
  }
  load();
  const vsStatic = [];
  for (const address of ['/', '/about', '/te/appoinment']) vsStatic.push(await againstStatic(base, site, address, 300));
  load();
  // The first request of each round also started the thread: the other requests are the renders themselves.
  const coldRenders = byPage.flatMap((page) => (page.address === addresses[0] ? [] : page.coldMs));
  const { commandMs, toFirstAnswerMs, firstAnswerMs, plainAnswers, answers } = release;
  return {
    measuredAt: new Date().toISOString(),
    pages: addresses.length,
    coldRounds: rounds,
    threadStartMs,
    cold: spread(coldRenders),
    cached: spread(cachedAll),
    byPage,
    vsStatic,
    release: { commandMs, toFirstAnswerMs, firstAnswerMs, plainAnswers, answers, everyPageRendered },
    machineLoad: loads,
  };
}
