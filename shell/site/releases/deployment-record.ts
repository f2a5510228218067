// The deployment record (a site folder's remotes.json): the one place it is read, parsed and written, and the
// one place a release's name is taken from a map entry. A record that cannot be parsed is an error, never an
// empty map: an empty map would take every remote off the site without anyone asking.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, parseDeploymentMap, releaseFolderOf, type DeploymentMap, type RemoteName } from '@hospital/shared-types';

export const MAP_FILE = 'remotes.json';
/** URL path under which the releases are served (paths.ts re-exports it). */
export const RELEASES_PATH = '/remotes';

export class DeploymentRecordError extends Error {}

/** A release folder's name: one plain path segment. */
const RELEASE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export const isReleaseName = (value: string): boolean => RELEASE_NAME.test(value);

/** The address of a release's manifest, as the map names it. */
export const manifestUrl = (remote: RemoteName, release: string): string => `${RELEASES_PATH}/${remote}/${release}/mf-manifest.json`;

/** The release a map entry names (its folder's last segment), or undefined when that is no plain release name. */
export function releaseNameOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const name = releaseFolderOf(address).split('/').at(-2);
  return name !== undefined && isReleaseName(name) ? name : undefined;
}

/** The record's text as a map: JSON, read by the contract's one parser (an error, never an empty map). */
export function parseDeploymentRecord(text: string, source = MAP_FILE): DeploymentMap {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new DeploymentRecordError(`${source} is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  try {
    return parseDeploymentMap(json, source);
  } catch (error) {
    throw new DeploymentRecordError(error instanceof Error ? error.message : String(error));
  }
}

export interface DeploymentRecord {
  /** False when the site has no record yet (nothing released): an empty map. */
  found: boolean;
  map: DeploymentMap;
  /** The record's bytes as read (what a rendered page's key is made of). */
  text: string;
}

export async function readDeploymentRecord(site: string): Promise<DeploymentRecord> {
  const file = path.join(site, MAP_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { found: false, map: {}, text: '' };
    throw new DeploymentRecordError(`${file} cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  return { found: true, map: parseDeploymentRecord(text, file), text };
}

/** The live release of each remote the record names. */
export function liveReleasesOf(map: DeploymentMap): Partial<Record<RemoteName, string>> {
  const live: Partial<Record<RemoteName, string>> = {};
  for (const remote of REMOTE_NAMES) {
    const name = releaseNameOf(map[remote]);
    if (name) live[remote] = name;
  }
  return live;
}

/** Replaces the record atomically: a reader gets the old record or the new one, never half of one. */
export async function writeDeploymentRecord(site: string, map: DeploymentMap): Promise<void> {
  const target = path.join(site, MAP_FILE);
  await mkdir(site, { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, `${JSON.stringify(map, null, 2)}\n`);
  await rename(temporary, target);
}
