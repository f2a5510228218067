import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.factory.mjs';
import { serviceWorkerConfig } from './worker/rspack.worker.mjs';
import { buildSiteFonts } from './scripts/site-fonts/build-site-fonts.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

const shell = createConfig({
  dir,
  name: 'shell',
  port: 8080,
  host: true,
  runtimePlugins: [path.join(dir, 'src/federation/runtime-plugin.ts')],
  serverEntry: './src/server/index.ts',
  pageLoaderEntry: './src/page-loader/index.ts',
});

// A production build is the shell, its server container (the site server renders pages with it), the loader
// of a rendered page, and the service worker, once the shell's files exist (it lists them). The Telugu and
// Devanagari fonts cut to the site's text come first: the styles import them (a second build reuses them).
export default async (env, argv) => {
  await buildSiteFonts();
  const configs = shell(env, argv);
  if (!Array.isArray(configs)) return { ...configs, name: 'shell' };
  return [...configs, serviceWorkerConfig({ dir, after: 'shell' })];
};
