// `npm run export -- <folder>`: the site as static files for a CDN (docs/releases.md, "Static export"), run from its build
// (dist/export.js) like every operator command.
import path from 'node:path';
import { loadEnvFile } from '@hospital/server-kit';
import { ROOT, shellDist, siteDir } from '../paths';
import { exportSite } from './export';
import { builtRenderWorker } from './render-thread';

async function main() {
  loadEnvFile(ROOT);
  console.log(`npm run export: releases in ${path.relative(ROOT, siteDir()) || '.'}`);
  const out = path.resolve(ROOT, process.argv[2] ?? 'site-export');
  const started = Date.now();
  const { pages, failed } = await exportSite({ site: siteDir(), shell: shellDist(), out, worker: builtRenderWorker() });
  console.log(`Exported ${pages} pages to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (failed.length > 0) {
    console.error(`Not rendered (see above): ${failed.join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
