// Writes the addresses a remote serves, from its own route data, beside a release: the site's
// sitemap.xml is made of the live releases' lists. Run as a child with asset-hooks.mjs loaded.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageDir } from '../paths';
import { isRemoteName } from './releases';

async function main() {
  const [remote, outFile] = process.argv.slice(2);
  if (!remote || !isRemoteName(remote) || !outFile) throw new Error('usage: emit-sitemap <remote> <out.json>');
  const source = pathToFileURL(path.join(packageDir(remote), 'src', 'sitemap.ts')).href;
  const { sitemapPaths } = (await import(source)) as { sitemapPaths: () => string[] };
  await writeFile(outFile, `${JSON.stringify(sitemapPaths(), null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
