import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_PORT, E2E_SITE_DIR } from '../../playwright.config';

const run = promisify(execFile);
export const ROOT = path.resolve(__dirname, '../..');
export const SITE = path.resolve(ROOT, E2E_SITE_DIR);

/** Runs `npm run <command>` against the e2e stack's site folder, as ops would against theirs. */
export async function ops(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), ['shell/site/releases/ops-cli.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, SITE_DIR: SITE, PORT: String(E2E_PORT) },
      timeout: 120_000,
    });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    return { stdout: failed.stdout ?? '', stderr: failed.stderr ?? '', code: failed.code ?? 1 };
  }
}

/** sha256 of every file under the folders, keyed by path: to prove they were not touched. */
export async function fingerprint(...folders: string[]): Promise<Record<string, string>> {
  const prints: Record<string, string> = {};
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else
        prints[path.relative(ROOT, full)] = createHash('sha256')
          .update(await readFile(full))
          .digest('hex');
    }
  };
  for (const folder of folders) await walk(folder);
  return prints;
}
