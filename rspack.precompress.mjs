// Brotli and gzip twins of every text file a production build emits (`main.js` -> `main.js.br`, `main.js.gz`),
// written once at build time so that the site server, a static host or a CDN sends them with
// Content-Encoding instead of compressing on every request (docs/architecture.md#compressed-files).
// node:zlib rather than compression-webpack-plugin: that plugin declares webpack as a peer, and npm would
// install all of webpack (about 5 MB) beside Rspack for it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files served as text: everything else (images, fonts) is compressed already. */
export const TEXT_FILE = /\.(js|mjs|css|html|json|svg|txt|xml|map)$/;

/** Writes `<file>.br` and `<file>.gz` beside a file, each only if it is smaller than the file. */
export async function writeCompressedTwins(file) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < body.length ? writeFile(`${file}.br`, br) : null,
    gz.length < body.length ? writeFile(`${file}.gz`, gz) : null,
  ]);
}

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const output = compilation.outputOptions.path;
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => TEXT_FILE.test(name));
      await Promise.all(names.map((name) => writeCompressedTwins(path.join(output, name))));
    });
  }
}
