// Release, roll back and inspect one remote without touching the shell or the other remotes. Every change goes
// through the deployment registry (registry/): a compare-and-swap against the live release it was decided on.
import { REMOTE_NAMES, type RemoteName } from '@hospital/shared-types';
import { FolderRegistry } from '../registry/folder-registry';
import { changedBy, type DeploymentRegistry } from '../registry/registry';
import { siteDir } from '../paths';
import { buildPackage, canBuild } from './build';
import { buildDir, isRemoteName, manifestUrl, packageVersion, publish, releaseId, type ReleaseRecord } from './releases';

export class OpsError extends Error {}

export function parseRemote(value: string | undefined): RemoteName {
  if (!value || !isRemoteName(value)) {
    throw new OpsError(`Unknown remote "${value ?? ''}". Remotes: ${REMOTE_NAMES.join(', ')}.`);
  }
  return value;
}

export interface ChangeOptions {
  registry?: DeploymentRegistry;
  /** Why, for the history (default: the command's name). */
  why?: string;
}

export interface ReleaseOptions extends ChangeOptions {
  version?: string;
  /** Publish an existing build folder instead of building one (CI builds once, then publishes). */
  from?: string;
  /** Publish only; make it live later (npm run rollback -- <remote> <release> names any published release). */
  publishOnly?: boolean;
}

const folderRegistry = () => new FolderRegistry(siteDir());

/** Builds the remote as a new release (or takes a build), publishes it immutably and makes it live. */
export async function release(remote: RemoteName, { version, from, publishOnly = false, registry = folderRegistry(), why = 'release' }: ReleaseOptions = {}): Promise<ReleaseRecord> {
  if (!from && !canBuild()) {
    throw new OpsError(
      'A release is built with Rspack, which a production install (npm ci --omit=dev) does not have: make releases on the build machine or in CI ' +
        '(with DATABASE_URL set there, every site server fetches them; docs/operations.md, "Several machines"). Nothing was changed.',
    );
  }
  const releaseVersion = version ?? (await packageVersion(remote));
  if ((await registry.releases(remote)).some((record) => record.version === releaseVersion)) {
    throw new OpsError(`${remote} ${releaseVersion} is already published; raise the version in mfe-${remote}/package.json. Nothing was changed.`);
  }
  const id = releaseId(releaseVersion);
  const source = from ?? buildDir(remote, id);
  if (!from) await buildPackage(remote, id);
  const live = (await registry.live())[remote] ?? null;
  const record = registry.kind === 'postgres' ? await publishToStore(registry, remote, id, releaseVersion, source) : await publish(remote, id, releaseVersion, { source, sitemap: !from });
  if (!publishOnly) await registry.change({ remote, from: live, to: id, who: changedBy(), why });
  return record;
}

async function publishToStore(registry: DeploymentRegistry, remote: RemoteName, id: string, version: string, source: string): Promise<ReleaseRecord> {
  const { PostgresRegistry } = await import('../registry/postgres-registry');
  if (!(registry instanceof PostgresRegistry)) throw new OpsError('Only the PostgreSQL registry stores release files.');
  return registry.publish({ remote, release: id, version, source, who: changedBy() });
}

/** Makes an earlier release live: the one named, or the one published before the live one. */
export async function rollback(remote: RemoteName, target?: string, { registry = folderRegistry(), why = 'rollback' }: ChangeOptions = {}): Promise<ReleaseRecord> {
  const releases = await registry.releases(remote);
  const live = (await registry.live())[remote] ?? null;
  let chosen: ReleaseRecord | undefined;
  if (target) {
    chosen = releases.find((record) => record.release === target || record.version === target);
    if (!chosen) {
      const known = releases.map((record) => record.release).join(', ') || 'none';
      throw new OpsError(`${remote} has no release "${target}" (published: ${known}). Nothing was changed.`);
    }
  } else {
    const index = releases.findIndex((record) => record.release === live);
    chosen = index > 0 ? releases[index - 1] : undefined;
    if (!chosen) throw new OpsError(`${remote} has no release before ${live ?? 'the live one'}. Nothing was changed.`);
  }
  await registry.change({ remote, from: live, to: chosen.release, who: changedBy(), why });
  return chosen;
}

export interface RemoteStatus {
  remote: RemoteName;
  live: string | null;
  publishedAt: string | null;
  contractVersion: string | null;
  manifestUrl: string | null;
  /** Whether the live manifest answered over HTTP (null: no site URL to ask). */
  manifestAnswers: boolean | null;
  releases: Array<ReleaseRecord & { live: boolean }>;
}

export async function status(siteUrl?: string, registry: DeploymentRegistry = folderRegistry()): Promise<RemoteStatus[]> {
  const liveReleases = await registry.live();
  return Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const releases = await registry.releases(remote);
      const live = liveReleases[remote] ?? null;
      const manifest = live ? manifestUrl(remote, live) : null;
      const record = releases.find((r) => r.release === live);
      let manifestAnswers: boolean | null = null;
      if (siteUrl && manifest) {
        manifestAnswers = await fetch(new URL(manifest, siteUrl), { signal: AbortSignal.timeout(3000) }).then(
          (response) => response.ok,
          () => false,
        );
      }
      return {
        remote,
        live,
        publishedAt: record?.publishedAt ?? null,
        contractVersion: record?.contractVersion ?? null,
        manifestUrl: manifest,
        manifestAnswers,
        releases: releases.map((r) => ({ ...r, live: r.release === live })),
      };
    }),
  );
}
