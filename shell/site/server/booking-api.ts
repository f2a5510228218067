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
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`The booking API exited with code ${child.exitCode}`);
    try {
      await fetch(`${url}/api/health`);
      return { url, child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error('The booking API did not start within 10 s');
}
