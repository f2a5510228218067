// Another checkout of this repository for a benchmark: a fresh clone (no build, no site folder) of a commit,
// with this tree's installed packages linked in (hard links: npm install would take minutes and measure the
// registry, not the site). The workspaces' own links in node_modules are relative, so they point into the clone.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './stack';

/** Folders whose node_modules npm install would have written (the root and nested workspace installs). */
const INSTALLED = ['node_modules', 'mfe-booking/node_modules'];

export async function checkout(ref: string, folder: string): Promise<string> {
  await rm(folder, { recursive: true, force: true });
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', ROOT, folder]);
  execFileSync('git', ['checkout', '--quiet', '--detach', commit], { cwd: folder });
  for (const installed of INSTALLED) {
    if (existsSync(path.join(ROOT, installed))) execFileSync('cp', ['-al', path.join(ROOT, installed), path.join(folder, installed)]);
  }
  // Nothing a build left behind: the clone builds from nothing, as on a fresh machine.
  await rm(path.join(folder, 'node_modules', '.cache'), { recursive: true, force: true });
  await rm(path.join(folder, 'node_modules', '.tsbuild'), { recursive: true, force: true });
  return commit;
}
