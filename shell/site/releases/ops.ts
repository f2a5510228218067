// Release, roll back and inspect one remote without touching the shell or the other remotes.
import { REMOTE_NAMES, type RemoteName } from '@hospital/shared-types';
import { buildPackage, canBuild } from './build';
import {
  isRemoteName,
  listReleases,
  makeLive,
  packageVersion,
  publish,
  readMap,
  releaseId,
  releaseNameOf,
  type ReleaseRecord,
} from './releases';

export class OpsError extends Error {}

export function parseRemote(value: string | undefined): RemoteName {
  if (!value || !isRemoteName(value)) {
    throw new OpsError(`Unknown remote "${value ?? ''}". Remotes: ${REMOTE_NAMES.join(', ')}.`);
  }
  return value;
}

/** Builds the remote as a new release, publishes it immutably and makes it live. */
export async function release(remote: RemoteName, version?: string): Promise<ReleaseRecord> {
  if (!canBuild()) {
    throw new OpsError(
      'A release is built with Rspack, which a production install (npm ci --omit=dev) does not have: make releases on the build machine or in CI, ' +
        "then copy the site folder's new releases/<remote>/<release>/ folder and remotes.json to this server (README, \"Where releases live\"). Nothing was changed.",
    );
  }
  const releaseVersion = version ?? (await packageVersion(remote));
  if ((await listReleases(remote)).some((record) => record.version === releaseVersion)) {
    throw new OpsError(
      `${remote} ${releaseVersion} is already published; raise the version in mfe-${remote}/package.json. Nothing was changed.`,
    );
  }
  const id = releaseId(releaseVersion);
  await buildPackage(remote, id);
  const record = await publish(remote, id, releaseVersion);
  await makeLive(remote, id);
  return record;
}

/** Makes an earlier release live: the one named, or the one published before the live one. */
export async function rollback(remote: RemoteName, target?: string): Promise<ReleaseRecord> {
  const releases = await listReleases(remote);
  const live = releaseNameOf((await readMap())[remote]);
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
  await makeLive(remote, chosen.release);
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

export async function status(siteUrl?: string): Promise<RemoteStatus[]> {
  const map = await readMap();
  return Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const releases = await listReleases(remote);
      const live = releaseNameOf(map[remote]) ?? null;
      const record = releases.find((r) => r.release === live);
      let manifestAnswers: boolean | null = null;
      if (siteUrl && map[remote]) {
        manifestAnswers = await fetch(new URL(map[remote] as string, siteUrl), { signal: AbortSignal.timeout(3000) }).then(
          (response) => response.ok,
          () => false,
        );
      }
      return {
        remote,
        live,
        publishedAt: record?.publishedAt ?? null,
        contractVersion: record?.contractVersion ?? null,
        manifestUrl: map[remote] ?? null,
        manifestAnswers,
        releases: releases.map((r) => ({ ...r, live: r.release === live })),
      };
    }),
  );
}
