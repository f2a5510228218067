import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE } from '../support/stack';

/** The live content release copied as a new build (the same code), to release again under another version. */
export async function copyOfLiveContent(): Promise<string> {
  const map = JSON.parse(await readFile(path.join(SITE, 'remotes.json'), 'utf8')) as Record<string, string>;
  const live = path.join(SITE, map.content!.replace(/^\/remotes\//, 'releases/').replace(/mf-manifest\.json$/, ''));
  const build = await mkdtemp(path.join(tmpdir(), 'content-copy-'));
  await cp(live, build, { recursive: true });
  await rm(path.join(build, 'release.json'), { force: true });
  return build;
}

/** The X-Releases header's content release. */
export const contentRelease = (headers: Record<string, string>) => /content=([^;]+);/.exec(headers['x-releases'] ?? '')?.[1];
