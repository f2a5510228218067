// A site folder (SITE_DIR) with two releases of the booking remote, the older live: what the releases page's
// tests start from.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FolderRegistry } from '../registry/folder-registry';
import { makeLive, publish } from '../releases/releases';

export async function twoBookingReleases(root: string): Promise<FolderRegistry> {
  const site = path.join(root, 'site');
  process.env.SITE_DIR = site;
  for (const [release, version] of [
    ['1.0.0_a', '1.0.0'],
    ['1.1.0_b', '1.1.0'],
  ] as const) {
    const source = path.join(root, 'builds', release);
    await mkdir(source, { recursive: true });
    await writeFile(path.join(source, 'mf-manifest.json'), '{}');
    await publish('booking', release, version, { source, sitemap: false });
    // Releases are told apart by their time too.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await makeLive('booking', '1.0.0_a');
  return new FolderRegistry(site);
}
