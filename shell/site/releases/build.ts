import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@hospital/shared-types';
import { ROOT, packageDir } from '../paths';

const rspack = path.join(ROOT, 'node_modules', '.bin', 'rspack');

/** Whether this install has the build tools: a production install (npm ci --omit=dev) has not. */
export const canBuild = (): boolean => existsSync(rspack);

/** Runs one package's production build; `releaseId` names the release folder and is stamped into it. */
export function buildPackage(name: 'shell' | RemoteName, releaseId?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(rspack, ['build', '--mode', 'production'], {
      cwd: packageDir(name),
      stdio: 'inherit',
      env: { ...process.env, ...(releaseId ? { RELEASE_ID: releaseId } : {}) },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Build of ${name} failed (exit ${code})`))));
  });
}
