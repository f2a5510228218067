// Starts the whole site for a benchmark: a fresh production build in its own site folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const BENCH_TMP = path.join(ROOT, 'bench', 'tmp');

export interface RunningStack {
  base: string;
  port: number;
  stop(): Promise<void>;
}

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess =>
  spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });

const finished = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`)))),
  );

export async function startStack(port = Number(process.env.BENCH_PORT ?? 8700)): Promise<RunningStack> {
  const site = path.join(BENCH_TMP, 'site');
  await rm(site, { recursive: true, force: true });
  await finished(run('npm', ['run', 'build', '-w', 'shell', '--if-present']));
  const server = run(path.join(ROOT, 'node_modules/.bin/tsx'), ['shell/site/start.ts'], {
    PORT: String(port),
    API_PORT: String(port + 1),
    SITE_DIR: site,
    BOOKING_DATA_DIR: path.join(BENCH_TMP, 'booking-data'),
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 8 * 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('The site did not start');
    if (Date.now() > deadline) throw new Error('The site did not start within 8 minutes');
    // Ready once it renders pages: the site as a visitor gets it.
    const up = await fetch(`${base}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    port,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
