// Which release of each remote a visitor gets while canaries run: a first-party cookie holds a random bucket
// (0-99, nothing about the person), and the bucket decides per remote. The page's render, its X-Releases, its
// preload hints and the /remotes.json the browser loads from all take the same map, so no page mixes two
// releases of one remote. No canary running: no cookie is set, and everyone gets the live map.
import { randomInt } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type DeploymentMap, type RemoteName } from '@hospital/shared-types';
import { CanaryFile } from '../releases/canary-record';
import { MAP_FILE, manifestUrl, parseDeploymentRecord, releaseNameOf } from '../releases/deployment-record';
import type { Canaries } from '../registry/registry';

export const BUCKET_COOKIE = 'release_bucket';
const BUCKET_MAX_AGE_S = 30 * 24 * 3600;

/**
 * Where each remote's share starts among the buckets: with canaries of two remotes at once, their visitors
 * overlap only as much as chance would have them.
 */
const OFFSETS: Record<RemoteName, number> = { content: 0, booking: 37, shop: 71 };

export const inCanary = (remote: RemoteName, bucket: number, percent: number): boolean => (bucket + OFFSETS[remote]) % 100 < percent;

export type Side = 'live' | 'canary';

export interface VisitorReleases {
  /** The visitor's bucket, and whether it is new (to be set in a cookie). */
  bucket: number;
  fresh: boolean;
  /** True while a canary of any remote runs: the answer differs by the cookie. */
  varies: boolean;
  map: DeploymentMap;
  /** The map's text for the renderer; null when it is the live map (every remote on its live side). */
  variant: string | null;
  /** Per remote the map names: its release and which side of a running canary it is on (live without one). */
  releases: Partial<Record<RemoteName, { release: string; side: Side }>>;
}

/** The bucket a Cookie header names, or null. */
export function bucketOf(cookieHeader: string | undefined): number | null {
  const value = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookieHeader ?? '')?.[1];
  return value === undefined ? null : Number(value);
}

/** HttpOnly: the browser never needs it (the server answers its map); Lax: sent on the visitor's own navigations. */
export const bucketCookie = (bucket: number, https: boolean): string =>
  `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax; HttpOnly${https ? '; Secure' : ''}`;

/** The map a bucket gets: each running canary's release in place of the live one when the bucket falls in its share. */
export function visitorMap(
  live: DeploymentMap,
  canaries: Canaries,
  bucket: number,
): Pick<VisitorReleases, 'map' | 'releases'> & { differs: boolean } {
  const map: DeploymentMap = { ...live };
  const releases: VisitorReleases['releases'] = {};
  let differs = false;
  for (const remote of REMOTE_NAMES) {
    const liveRelease = releaseNameOf(live[remote]);
    if (!liveRelease) continue;
    const canary = canaries[remote];
    // A canary decided against another live release (this server not caught up yet) is not served.
    if (canary && canary.live === liveRelease && inCanary(remote, bucket, canary.percent)) {
      map[remote] = manifestUrl(remote, canary.release);
      releases[remote] = { release: canary.release, side: 'canary' };
      differs = true;
    } else releases[remote] = { release: liveRelease, side: 'live' };
  }
  return { map, releases, differs };
}

/** Reads the site folder's live map and canaries (each again only when its file changed) for each visitor. */
export class VisitorReleaseReader {
  private readonly canaries: CanaryFile;
  private fingerprint = '';
  private live: DeploymentMap = {};

  constructor(private readonly site: string) {
    this.canaries = new CanaryFile(site);
  }

  liveMap(): DeploymentMap {
    const file = path.join(this.site, MAP_FILE);
    const found = statSync(file, { throwIfNoEntry: false });
    const fingerprint = found ? `${found.ino}:${found.size}:${found.mtimeMs}` : '-';
    if (fingerprint !== this.fingerprint) {
      this.fingerprint = fingerprint;
      try {
        this.live = parseDeploymentRecord(readFileSync(file, 'utf8'));
      } catch {
        this.live = {};
      }
    }
    return this.live;
  }

  running(): Canaries {
    return this.canaries.current();
  }

  of(cookieHeader: string | undefined): VisitorReleases {
    const canaries = this.running();
    const varies = Object.keys(canaries).length > 0;
    const known = bucketOf(cookieHeader);
    const bucket = known ?? randomInt(100);
    const { map, releases, differs } = visitorMap(this.liveMap(), varies ? canaries : {}, bucket);
    return { bucket, fresh: known === null && varies, varies, map, variant: differs ? `${JSON.stringify(map)}\n` : null, releases };
  }
}
