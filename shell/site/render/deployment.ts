// What the site server renders with: the shell's server container and, for each remote the deployment map
// names, the server container inside that release's local folder. A map entry only names a release: the
// files loaded are always the site's own (`<site>/releases/<remote>/<release>/server/`), never an address
// from the map, a release or a request.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_LOADER_FILE, siteRoutes, type OwnedRoute, type RemoteName } from '@hospital/shared-types';
import { parseDeploymentRecord, readDeploymentRecord } from '../releases/deployment-record';
import { releasesHeaderValue, shellBuildOf } from '../server/releases-header';
import { liveFolders, readRouteLists } from './live-routes';

/** The server container's folder inside a build (rspack.factory.mjs SERVER_FOLDER) and its files. */
export const SERVER_FOLDER = 'server';
export const SHELL_SERVER_ENTRY = path.join(SERVER_FOLDER, 'static', 'js', 'render.js');
export const REMOTE_SERVER_ENTRY = path.join(SERVER_FOLDER, 'remoteEntry.js');

/**
 * Bump with any change to what a rendered page holds beyond the builds (page-html.ts): a server that writes
 * pages differently renders them anew.
 */
const PAGE_FORMAT = 'format 1: rendered on request';

export interface RemoteRelease {
  /** The release's local folder: its browser files, and its server container under server/. */
  folder: string;
  entry: string;
  /** Where browsers find the release's files: the folder of the map's entry. */
  publicPath: string;
}

export interface Deployment {
  /** Names the shell build, the map and the way pages are written: a rendered page belongs to one. */
  key: string;
  shell: string;
  site: string;
  remotes: Partial<Record<RemoteName, RemoteRelease>>;
  /** Remotes the map names whose release has no server container (released before they had one). */
  withoutServer: RemoteName[];
  /** What made a page rendered with it (server/releases-header.ts). */
  releases: string;
  /** The routes the live releases state. */
  routes: readonly OwnedRoute[];
}

const exists = (file: string) =>
  stat(file).then(
    (found) => found.isFile(),
    () => false,
  );

/** `variant`: a visitor's map (a canary's release in place of a live one) instead of the site's remotes.json. */
export async function readDeployment(site: string, shell: string, variant?: string): Promise<Deployment> {
  // An unparseable map is an error (the renderer says so and serves plain pages), never "no remotes".
  const { map, text: mapText } =
    variant === undefined ? await readDeploymentRecord(site) : { map: parseDeploymentRecord(variant, "a visitor's map"), text: variant };
  const remotes: Deployment['remotes'] = {};
  const withoutServer: RemoteName[] = [];
  for (const [remote, { folder, publicPath }] of Object.entries(liveFolders(site, mapText)) as [
    RemoteName,
    { folder: string; publicPath: string },
  ][]) {
    const entry = path.join(folder, REMOTE_SERVER_ENTRY);
    if (await exists(entry)) remotes[remote] = { folder, entry, publicPath };
    else withoutServer.push(remote);
  }
  const hash = createHash('sha256').update(`${PAGE_FORMAT}\n`).update(mapText);
  const [shellPage, loader] = await Promise.all(
    ['index.html', PAGE_LOADER_FILE].map((file) => readFile(path.join(shell, file)).catch(() => Buffer.alloc(0))),
  );
  for (const file of [shellPage, loader]) hash.update(file as Buffer);
  const server = await stat(path.join(shell, SHELL_SERVER_ENTRY)).catch(() => null);
  hash.update(server ? `${server.size}:${server.mtimeMs}` : 'no server container');
  return {
    key: hash.digest('hex').slice(0, 16),
    shell,
    site,
    remotes,
    withoutServer,
    releases: releasesHeaderValue(map, shellBuildOf(shellPage as Buffer)),
    routes: siteRoutes(readRouteLists(site, mapText)),
  };
}
