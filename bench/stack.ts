// Starts the whole site for a benchmark: a fresh production build in its own site folder, of this tree or of
// another checkout (the previous build, bench/checkout.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const BENCH_TMP = path.join(ROOT, 'bench', 'tmp');

export interface RunningStack {
  base: string;
  port: number;
  /** From `npm start`'s launch (the shell already built) to its readiness: building the remotes, then readying its pages. */
  startMs?: number;
  stop(): Promise<void>;
}

export interface StackOptions {
  port?: number;
  /** The checkout to run (default: this one). */
  root?: string;
  /** Answers 200 once the site serves its pages as visitors get them (before server rendering: the crawl's /prerendered.json). */
  readyPath?: string;
  /** How long the start may take. */
  timeoutMs?: number;
}

/**
 * A command of the tree. `group`: in a process group of its own, which `stopped` ends whole: `npm start` runs
 * the server two processes below npm, and a signal to npm alone left it serving.
 */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT, group = false): ChildProcess {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env }, detached: group });
  if (group) groupLeaders.add(child);
  return child;
}

const groupLeaders = new WeakSet<ChildProcess>();

export const finished = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`)))));

/** Polls `url` until it answers 200, the process ends, or the time is up. */
export async function waitUntilReady(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error('The site did not start');
    if (Date.now() > deadline) throw new Error(`The site was not ready within ${Math.round(timeoutMs / 1000)} s`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const stopped = async (server: ChildProcess) => {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  if (groupLeaders.has(server) && server.pid) process.kill(-server.pid, 'SIGTERM');
  else server.kill('SIGTERM');
  await exited;
};

export async function startStack({
  port = Number(process.env.BENCH_PORT ?? 8700),
  root = ROOT,
  readyPath = '/readyz',
  timeoutMs = 15 * 60_000,
}: StackOptions = {}): Promise<RunningStack> {
  const tmp = path.join(root, 'bench', 'tmp');
  const site = path.join(tmp, 'site');
  await rm(site, { recursive: true, force: true });
  await finished(run('npm', ['run', 'build', '-w', '@hospital/shell'], {}, root));
  const launched = Date.now();
  const server = run(
    path.join(root, 'node_modules/.bin/tsx'),
    ['shell/site/start.ts'],
    {
      PORT: String(port),
      API_PORT: String(port + 1),
      MAIL_CATCHER_PORT: String(port + 2),
      SITE_DIR: site,
      BOOKING_DATA_DIR: path.join(tmp, 'booking-data'),
      LOG_LEVEL: 'warn',
    },
    root,
  );
  const base = `http://localhost:${port}`;
  await waitUntilReady(`${base}${readyPath}`, server, timeoutMs);
  return { base, port, startMs: Date.now() - launched, stop: () => stopped(server) };
}
