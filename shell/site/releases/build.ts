import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RemoteName } from '@hospital/shared-types';
import { ROOT, packageDir } from '../paths';

/** Runs one package's production build; `releaseId` names the release folder and is stamped into it. */
export function buildPackage(name: 'shell' | RemoteName, releaseId?: string): Promise<void> {
  const rspack = path.join(ROOT, 'node_modules', '.bin', 'rspack');
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

