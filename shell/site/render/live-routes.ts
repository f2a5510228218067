// The routes the live releases state (each release's routes.json, written by its build): which remote owns
// an address, which pages are personal or staff only, and what the shell fetches at ROUTE_LISTS_URL. Read
// from the releases' local folders, so a remote's routes are known while its code fails; never from a table.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { withoutLanguage } from '@hospital/hospital-data';
import {
  NOT_FOUND_PATH,
  OFFLINE_PATH,
  REMOTE_NAMES,
  ROUTE_LIST_FILE,
  parseRouteList,
  redirectOf,
  releaseFolderOf,
  routeOf,
  siteRoutes,
  type OwnedRoute,
  type RemoteName,
  type DeploymentMap,
  type RouteLists,
} from '@hospital/shared-types';
import { parseDeploymentRecord, releaseNameOf } from '../releases/deployment-record';

/** The local folder of each release the map names (the map only names a release, never a place on disk). */
export function liveFolders(site: string, mapText: string): Partial<Record<RemoteName, { folder: string; publicPath: string }>> {
  let map: DeploymentMap;
  try {
    map = parseDeploymentRecord(mapText);
  } catch {
    // An unreadable map: every remote is unavailable, as in the browser.
    return {};
  }
  const folders: Partial<Record<RemoteName, { folder: string; publicPath: string }>> = {};
  for (const remote of REMOTE_NAMES) {
    const address = map[remote];
    const release = releaseNameOf(address);
    if (address && release)
      folders[remote] = { folder: path.join(site, 'releases', remote, release), publicPath: releaseFolderOf(address) };
  }
  return folders;
}

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** A release without a readable list states no routes. */
export function readRouteLists(site: string, mapText: string): RouteLists {
  const lists: RouteLists = {};
  for (const [remote, release] of Object.entries(liveFolders(site, mapText)) as [RemoteName, { folder: string }][]) {
    const text = readText(path.join(release.folder, ROUTE_LIST_FILE));
    try {
      lists[remote] = parseRouteList(text === null ? [] : JSON.parse(text));
    } catch {
      lists[remote] = [];
    }
  }
  return lists;
}

export interface KnownRoutes {
  routes: readonly OwnedRoute[];
  /** What the shell is sent at ROUTE_LISTS_URL. */
  json: string;
}

/**
 * The live routes, read again only when the map changes (a release folder never changes): synchronous,
 * since a stat of one local file takes microseconds and every page answer asks.
 */
export class LiveRoutes {
  private fingerprint: string | null = null;
  private known: KnownRoutes = { routes: [], json: '{}' };

  constructor(private readonly site: string) {}

  current(): KnownRoutes {
    const mapFile = path.join(this.site, 'remotes.json');
    const found = statSync(mapFile, { throwIfNoEntry: false });
    const fingerprint = found ? `${found.ino}:${found.size}:${found.mtimeMs}` : '-';
    if (fingerprint !== this.fingerprint) {
      const lists = readRouteLists(this.site, readText(mapFile) ?? '{}');
      this.known = { routes: siteRoutes(lists), json: JSON.stringify(lists) };
      this.fingerprint = fingerprint;
      this.variants.clear();
    }
    return this.known;
  }

  private readonly variants = new Map<string, string>();

  /** The route lists of a visitor's map (a canary's release in it), kept for the few maps canaries make. */
  jsonFor(mapText: string): string {
    this.current();
    let json = this.variants.get(mapText);
    if (json === undefined) {
      json = JSON.stringify(readRouteLists(this.site, mapText));
      if (this.variants.size >= 8) this.variants.clear();
      this.variants.set(mapText, json);
    }
    return json;
  }

  /** The route an address (in any language) is for: null for the shell's own offline page. */
  routeOf(address: string): OwnedRoute | null {
    const pathname = withoutLanguage(address);
    return pathname === OFFLINE_PATH ? null : routeOf(this.current().routes, pathname);
  }

  /** An address the site has no page for (the browser shows its 404 page): 404 whether rendered or not. */
  isUnknown(address: string): boolean {
    const pathname = withoutLanguage(address);
    return this.routeOf(address)?.path === NOT_FOUND_PATH && redirectOf(pathname) === null;
  }
}
