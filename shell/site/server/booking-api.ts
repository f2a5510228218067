import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT, packageDir } from '../paths';
import { fileExists } from '../paths';

export interface RunningApi {
  url: string;
  child: ChildProcess;
}

const API_ENTRY = path.join(packageDir('booking'), 'server', 'main.ts');

/** Starts the booking team's API on loopback, if it exists yet, and resolves once it answers. */
export async function startBookingApi(port: number): Promise<RunningApi | null> {
  if (!(await fileExists(API_ENTRY))) return null;
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [API_ENTRY], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const url = `http://127.0.0.1:${port}`;
  // 30 s: on a busy machine tsx compiling the API (mail, calendar, outbox modules) can take more than 10 s.
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`The booking API exited with code ${child.exitCode}`);
    try {
      await fetch(`${url}/healthz`);
      return { url, child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error('The booking API did not start within 30 s');
}

const CATCHER_ENTRY = path.join(packageDir('booking'), 'server', 'mail-catcher-main.ts');

/** Starts the booking team's local SMTP catcher (loopback only), if it exists, and resolves once it listens. */
export async function startMailCatcher(port: number, folder: string): Promise<{ url: string; child: ChildProcess } | null> {
  if (!(await fileExists(CATCHER_ENTRY))) return null;
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [CATCHER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, MAIL_CATCHER_PORT: String(port), MAIL_CATCHER_DIR: folder },
  });
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('The mail catcher did not start within 10 s'));
    }, 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('ready')) {
        clearTimeout(timer);
        resolve({ url: `smtp://127.0.0.1:${port}`, child });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The mail catcher exited with code ${code}`));
    });
  });
}
