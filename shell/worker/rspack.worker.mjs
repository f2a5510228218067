// The service worker's build: Rspack bundles shell/worker/sw.ts (Workbox's modules and our routes) into a
// folder of its own, then workbox-build's injectManifest writes the list of the shell's files, with their
// revisions, into it as dist/sw.js. workbox-build 7.4 runs on Node 20 (engines: node >= 20).
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import { writeCompressedTwins } from '../../rspack.precompress.mjs';
import { typescriptRule } from '../../rspack.factory.mjs';

/** What the worker precaches: the shell's own scripts, styles, fonts, icons and manifest; no page, no twin. */
const SHELL_FILES = ['static/**/*.{js,css,woff2,svg,png,webp}', 'favicon.svg', 'manifest.webmanifest', 'icons/*.{svg,png}'];

class InjectShellManifest {
  constructor(dist) {
    this.dist = dist;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('InjectShellManifest', async (compilation) => {
      const swDest = path.join(this.dist, 'sw.js');
      const { count, size, warnings } = await injectManifest({
        swSrc: path.join(compilation.outputOptions.path, 'sw.js'),
        swDest,
        globDirectory: this.dist,
        globPatterns: SHELL_FILES,
        // A language's font (about 120 KB each) and catalogs are for visitors of that language: they fetch
        // them with its pages, and the worker keeps them as they are used.
        globIgnores: ['static/media/noto-sans-*', 'static/js/i18n-*', 'static/js/font-*', 'static/css/font-*'],
        // Hashed names are their own revision.
        dontCacheBustURLsMatching: /^static\/.+\.[0-9a-f]{10}\./,
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      });
      for (const warning of warnings) console.warn(`service worker: ${warning}`);
      await writeCompressedTwins(swDest);
      console.log(`service worker: precaches ${count} shell files, ${Math.round(size / 1024)} KB`);
    });
  }
}

export function serviceWorkerConfig({ dir, after }) {
  const dist = path.join(dir, 'dist');
  return {
    name: 'service-worker',
    dependencies: [after],
    mode: 'production',
    context: dir,
    target: ['webworker', 'es2022'],
    devtool: false,
    entry: { sw: './worker/sw.ts' },
    output: { path: path.join(dir, 'worker', 'dist'), filename: '[name].js', clean: true },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: [typescriptRule()] },
    plugins: [new InjectShellManifest(dist)],
    optimization: { splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
