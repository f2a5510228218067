// The one build of the Node servers (the site server, the booking API): each entry point bundled with the
// site's own TypeScript packages (@hospital/*) into dist/<name>.js, ES modules for Node 20, with source maps.
// Packages from npm stay imports, resolved from node_modules at run time: a production install
// (npm ci --omit=dev) has them, and no TypeScript loader is needed to run what is built.
import path from 'node:path';
import { build } from 'esbuild';

/** @type {import('esbuild').Plugin} */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hospital/') || args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * @param {string} dir the package folder
 * @param {Record<string, string>} entries output name -> entry file, relative to dir
 * @param {{ outdir?: string }} [options] where to write (default dir/dist; tests build test-only entries elsewhere)
 */
export async function buildServer(dir, entries, { outdir = path.join(dir, 'dist') } = {}) {
  await build({
    absWorkingDir: dir,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(dir, file)])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Chunks the entry points share, instead of a copy of the whole API in each command.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
    // ES modules have no require: bundled CommonJS code of our own would need one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
}
