import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_VERSION, REMOTE_NAMES, type DeploymentMap, type RemoteName } from '@hospital/shared-types';
import { packageDir, releasesDir, ROOT, SITE_PACKAGE, siteDir } from '../paths';
import { isSitePath } from '../render/site-paths';
import { FolderRegistry } from '../registry/folder-registry';
import { changedBy, StaleChangeError } from '../registry/registry';
import { liveReleasesOf, readDeploymentRecord, writeDeploymentRecord } from './deployment-record';

export { manifestUrl, releaseNameOf } from './deployment-record';

/** Written beside each published release; what ops see in the status view. */
export interface ReleaseRecord {
  remote: RemoteName;
  release: string;
  version: string;
  contractVersion: string;
  publishedAt: string;
}

export const isRemoteName = (value: string): value is RemoteName => (REMOTE_NAMES as readonly string[]).includes(value);

/** This machine's deployment map (empty before the first release; an unparseable one is an error). */
export const readMap = async (): Promise<DeploymentMap> => (await readDeploymentRecord(siteDir())).map;

export const writeMap = (map: DeploymentMap): Promise<void> => writeDeploymentRecord(siteDir(), map);

export async function packageVersion(remote: RemoteName): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(packageDir(remote), 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Published releases of a remote, oldest first. */
export async function listReleases(remote: RemoteName, site = siteDir()): Promise<ReleaseRecord[]> {
  const folder = path.join(site, 'releases', remote);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  const records = await Promise.all(
    names.map(async (name) => {
      try {
        return JSON.parse(await readFile(path.join(folder, name, 'release.json'), 'utf8')) as ReleaseRecord;
      } catch {
        return null;
      }
    }),
  );
  return records.filter((record): record is ReleaseRecord => record !== null).sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

/** Beside each release: the addresses it serves, for the site's sitemap.xml. */
export const SITEMAP_FILE = 'sitemap.json';

/** Reads the remote's route data (src/sitemap.ts) in a child Node process that can load its images. */
async function emitSitemap(remote: RemoteName, outFile: string): Promise<void> {
  const source = path.join(packageDir(remote), 'src', 'sitemap.ts');
  if (!(await exists(source))) return;
  const { spawn } = await import('node:child_process');
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const hooks = path.join(SITE_PACKAGE, 'releases', 'asset-hooks.mjs');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(tsx, ['--import', hooks, path.join(SITE_PACKAGE, 'releases', 'emit-sitemap.ts'), remote, outFile], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Reading ${remote}'s routes failed (exit ${code})`))));
  });
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Where a release is put together before it appears: beside releases/, never under it. */
export const stagingDir = (remote: RemoteName, release: string): string => path.join(siteDir(), `.staging-${remote}-${release}`);

/** Build output folder of a release. */
export const buildDir = (remote: RemoteName, release: string): string => path.join(packageDir(remote), 'dist', release);

/**
 * Copies a built release into the site as an immutable folder. An existing release is never
 * overwritten, and a version is published once.
 */
export async function publish(
  remote: RemoteName,
  release: string,
  version: string,
  { source = buildDir(remote, release), sitemap = true }: { source?: string; sitemap?: boolean } = {},
): Promise<ReleaseRecord> {
  if (!(await exists(path.join(source, 'mf-manifest.json')))) {
    throw new Error(`No build of ${remote} ${release} at ${source}: build it first.`);
  }
  const existing = await listReleases(remote);
  if (existing.some((record) => record.version === version)) {
    throw new Error(`${remote} ${version} is already published; raise the version in mfe-${remote}/package.json.`);
  }
  const target = path.join(releasesDir(remote), release);
  if (await exists(target)) throw new Error(`Release folder ${target} already exists; releases are immutable.`);

  const record: ReleaseRecord = {
    remote,
    release,
    version,
    contractVersion: CONTRACT_VERSION,
    publishedAt: new Date().toISOString(),
  };
  // Copy into a folder outside what the server serves, then rename: the release appears whole or not at all.
  const staging = stagingDir(remote, release);
  try {
    await cp(source, staging, { recursive: true });
    await writeFile(path.join(staging, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
    if (sitemap) await emitSitemap(remote, path.join(staging, SITEMAP_FILE));
    await mkdir(releasesDir(remote), { recursive: true });
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return record;
}

/** Makes a published release live whatever is live now (the release commands decide against what is live). */
export async function makeLive(remote: RemoteName, release: string, why = 'made live'): Promise<void> {
  const registry = new FolderRegistry(siteDir());
  // Each try is a compare-and-swap: it fails only when another change landed in between.
  for (let attempt = 1; ; attempt += 1) {
    const from = (await registry.live())[remote] ?? null;
    try {
      await registry.change({ remote, from, to: release, who: changedBy(), why });
      return;
    } catch (error) {
      if (!(error instanceof StaleChangeError) || attempt >= 5) throw error;
    }
  }
}

/** A release id: the version and a UTC build stamp, e.g. 1.0.0_20261122T010203Z (safe in any URL). */
export function releaseId(version: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  return `${version}_${stamp}`;
}

const readJson = async (file: string): Promise<unknown> => {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return [];
  }
};

/**
 * The addresses the live releases serve, as each recorded them when it was published. Only plain site
 * paths count: anything else a release lists is left out (and handed to `refused`), so it reaches neither
 * /sitemap.xml nor the prerenderer.
 */
export async function livePaths(site: string, refused: (entry: string) => void = () => undefined): Promise<string[]> {
  const live = liveReleasesOf((await readDeploymentRecord(site)).map);
  const lists = await Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const release = live[remote];
      if (!release) return [];
      const entries = await readJson(path.join(site, 'releases', remote, release, SITEMAP_FILE));
      return Array.isArray(entries) ? (entries as unknown[]) : [];
    }),
  );
  const paths = new Set<string>();
  for (const entry of lists.flat()) {
    if (isSitePath(entry)) paths.add(entry);
    else refused(JSON.stringify(entry).slice(0, 120));
  }
  return [...paths].sort();
}
