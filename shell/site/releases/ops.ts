// Release, roll back and inspect one remote without touching the shell or the other remotes. Every change goes
// through the deployment registry (registry/): a compare-and-swap against the live release it was decided on.
import { REMOTE_NAMES, type RemoteName } from '@hospital/shared-types';
import { FolderRegistry } from '../registry/folder-registry';
import { canaryRunning, changedBy, isCanaryPercent, type DeploymentRegistry } from '../registry/registry';
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
  /** Serve it to this share of visitors (1-99) as a canary, instead of making it live. */
  canaryPercent?: number;
}

const folderRegistry = () => new FolderRegistry(siteDir());

/** Builds the remote as a new release (or takes a build), publishes it immutably and makes it live. */
export async function release(
  remote: RemoteName,
  { version, from, publishOnly = false, canaryPercent, registry = folderRegistry(), why = 'release' }: ReleaseOptions = {},
): Promise<ReleaseRecord> {
  if (canaryPercent !== undefined && !isCanaryPercent(canaryPercent))
    throw new OpsError(`--canary takes a whole percent from 1 to 99, not ${canaryPercent}. Nothing was changed.`);
  // Refused before anything is built: a running canary must be promoted or ended first.
  if (!publishOnly && (await registry.canaries())[remote]) throw canaryRunning(remote);
  if (!from && !canBuild()) {
    throw new OpsError(
      'A release is built with Rspack, which a production install (npm ci --omit=dev) does not have: make releases on the build machine or in CI ' +
        '(with DATABASE_URL set there, every site server fetches them; docs/operations.md, "Several machines"). Nothing was changed.',
    );
  }
  const releaseVersion = version ?? (await packageVersion(remote));
  if ((await registry.releases(remote)).some((record) => record.version === releaseVersion)) {
    throw new OpsError(
      `${remote} ${releaseVersion} is already published; raise the version in mfe-${remote}/package.json. Nothing was changed.`,
    );
  }
  const id = releaseId(releaseVersion);
  const source = from ?? buildDir(remote, id);
  if (!from) await buildPackage(remote, id);
  const live = (await registry.live())[remote] ?? null;
  const record =
    registry.kind === 'postgres'
      ? await publishToStore(registry, remote, id, releaseVersion, source)
      : await publish(remote, id, releaseVersion, { source, sitemap: !from });
  if (publishOnly) return record;
  if (canaryPercent === undefined) await registry.change({ remote, from: live, to: id, who: changedBy(), why });
  else {
    if (!live)
      throw new OpsError(
        `${remote} has no live release to compare a canary with; ${id} is published, make it live with npm run rollback -- ${remote} ${id}.`,
      );
    await registry.startCanary({
      remote,
      live,
      release: id,
      percent: canaryPercent,
      who: changedBy(),
      why: why === 'release' ? `canary ${canaryPercent}%` : why,
    });
  }
  return record;
}

async function publishToStore(
  registry: DeploymentRegistry,
  remote: RemoteName,
  id: string,
  version: string,
  source: string,
): Promise<ReleaseRecord> {
  const { PostgresRegistry } = await import('../registry/postgres-registry');
  if (!(registry instanceof PostgresRegistry)) throw new OpsError('Only the PostgreSQL registry stores release files.');
  return registry.publish({ remote, release: id, version, source, who: changedBy() });
}

/** Makes the running canary live for everyone. */
export async function promote(
  remote: RemoteName,
  { registry = folderRegistry(), why = 'promote' }: ChangeOptions = {},
): Promise<ReleaseRecord> {
  const canary = (await registry.canaries())[remote];
  if (!canary) throw new OpsError(`${remote} has no canary running; nothing was changed.`);
  await registry.promote({ remote, release: canary.release, who: changedBy(), why });
  return (await registry.releases(remote)).find((record) => record.release === canary.release) as ReleaseRecord;
}

/**
 * Ends a running canary (every visitor gets the live release again); without one, makes an earlier release
 * live: the one named, or the one published before the live one.
 */
export async function rollback(
  remote: RemoteName,
  target?: string,
  { registry = folderRegistry(), why = 'rollback' }: ChangeOptions = {},
): Promise<ReleaseRecord> {
  const releases = await registry.releases(remote);
  const canary = (await registry.canaries())[remote];
  if (canary) {
    if (target && target !== canary.live)
      throw new OpsError(
        `A canary of ${remote} is running: npm run rollback -- ${remote} ends it (${canary.live} stays live); name a release after that. Nothing was changed.`,
      );
    await registry.endCanary({ remote, release: canary.release, who: changedBy(), why, kind: 'rollback' });
    return releases.find((record) => record.release === canary.live) as ReleaseRecord;
  }
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
  /** The running canary and its share of visitors. */
  canary: { release: string; percent: number; startedAt: string } | null;
  releases: Array<ReleaseRecord & { live: boolean }>;
}

export async function status(siteUrl?: string, registry: DeploymentRegistry = folderRegistry()): Promise<RemoteStatus[]> {
  const [liveReleases, canaries] = await Promise.all([registry.live(), registry.canaries()]);
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
        canary: canaries[remote]
          ? { release: canaries[remote].release, percent: canaries[remote].percent, startedAt: canaries[remote].startedAt }
          : null,
        releases: releases.map((r) => ({ ...r, live: r.release === live })),
      };
    }),
  );
}
