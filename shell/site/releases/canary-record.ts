// The running canaries of a site folder (canaries.json beside remotes.json): the one place it is read, parsed
// and written. The folder registry writes it under its lock; a fleet's servers write their copy from PostgreSQL.
// Missing is "no canary"; unparseable is "no canary" too, said once by the caller: every visitor then gets the
// live release, which is always safe.
import { readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@hospital/shared-types';
import type { Canaries, Canary } from '../registry/registry';
import { isReleaseName } from './deployment-record';

export const CANARY_FILE = 'canaries.json';

function isCanary(value: unknown, remote: string): value is Canary {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    entry.remote === remote &&
    typeof entry.release === 'string' &&
    isReleaseName(entry.release) &&
    typeof entry.live === 'string' &&
    isReleaseName(entry.live) &&
    typeof entry.percent === 'number' &&
    Number.isInteger(entry.percent) &&
    entry.percent >= 1 &&
    entry.percent <= 99 &&
    typeof entry.startedAt === 'string' &&
    typeof entry.startedBy === 'string'
  );
}

export function parseCanaries(text: string): Canaries {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  const canaries: Canaries = {};
  if (typeof json !== 'object' || json === null) return canaries;
  for (const remote of REMOTE_NAMES) {
    const entry = (json as Record<string, unknown>)[remote];
    if (isCanary(entry, remote)) canaries[remote] = entry;
  }
  return canaries;
}

export async function readCanaries(site: string): Promise<Canaries> {
  const text = await readFile(path.join(site, CANARY_FILE), 'utf8').catch(() => '{}');
  return parseCanaries(text);
}

/** Replaces the file atomically, as the deployment record is. */
export async function writeCanaries(site: string, canaries: Canaries): Promise<void> {
  await mkdir(site, { recursive: true });
  const target = path.join(site, CANARY_FILE);
  const temporary = `${target}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, `${JSON.stringify(canaries, null, 2)}\n`);
  await rename(temporary, target);
}

/** The canaries, read again only when the file changed: every page answer asks, so one stat, synchronous. */
export class CanaryFile {
  private fingerprint = '';
  private canaries: Canaries = {};

  constructor(private readonly site: string) {}

  current(): Canaries {
    const file = path.join(this.site, CANARY_FILE);
    const found = statSync(file, { throwIfNoEntry: false });
    const fingerprint = found ? `${found.ino}:${found.size}:${found.mtimeMs}` : '-';
    if (fingerprint !== this.fingerprint) {
      this.fingerprint = fingerprint;
      let text = '{}';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // No file: no canary.
      }
      this.canaries = parseCanaries(text);
    }
    return this.canaries;
  }
}
