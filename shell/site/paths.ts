import { existsSync, readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@hospital/shared-types';

/** The workspace root: the nearest folder up from here whose package.json declares workspaces. */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No workspace root above ${from}`);
  }
}

export const ROOT = findRoot(process.cwd());
/** This package's own folder. */
export const SITE_PACKAGE = path.join(ROOT, 'shell', 'site');

/** The package folder of the shell and of each remote. */
export const packageDir = (name: 'shell' | RemoteName): string => path.join(ROOT, name === 'shell' ? 'shell' : `mfe-${name}`);

/**
 * What a static host would serve besides the shell: the deployment map and every published
 * release. Outside any build output, so no build can wipe it (docs/architecture.md#builds-wipe-their-output-folder).
 */
export const siteDir = (): string => path.resolve(ROOT, process.env.SITE_DIR ?? '.site');
export const mapFile = (): string => path.join(siteDir(), 'remotes.json');
export const releasesDir = (remote: RemoteName): string => path.join(siteDir(), 'releases', remote);
export const shellDist = (): string => path.join(packageDir('shell'), 'dist');

/** URL path under which the releases are served. */
export const RELEASES_URL = '/remotes';

export const fileExists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );
