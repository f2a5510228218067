// Every text response leaves compressed (docs/architecture.md#compressed-files). Files that do not change
// between requests (the shell's and the releases' build output, rendered pages as they are kept: render/pages.ts) carry brotli and gzip
// twins written when they were made, and are sent as they are; what is made per request (API JSON, the
// sitemap) is compressed on the fly at a brotli quality cheap enough for that.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The twins' suffixes, in the order the server prefers them. */
const TWINS = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof TWINS;

/** A compressed twin's name is its file's plus the suffix: headers are chosen by the file's own name. */
export const withoutTwinSuffix = (file: string): string => file.replace(/\.(br|gz)$/, '');

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside a file the server will send many times (a prerendered page), at
 * the strongest settings: paid once. The builds do the same for their output (rspack.precompress.mjs).
 */
export async function writeTwins(file: string, body: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}${TWINS.br}`, br), writeFile(`${file}${TWINS.gzip}`, gz)]);
}

/** Brotli quality for compressing per request: near gzip -9 in size at a fraction of quality 11's cost. */
const ON_THE_FLY_BROTLI_QUALITY = 5;

/** Compresses what handlers make per request; leaves alone what already carries a Content-Encoding. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY,
      },
    },
    zlibOptions: { level: 6 },
  });
}

/**
 * For @fastify/static's setHeaders (`sent` is the file or the twin it chose): caches must keep a file's
 * encodings apart. A file without twins is compressed on the fly, which says so itself.
 */
export function varyOnEncoding(res: { setHeader(name: string, value: string): unknown }, sent: string): void {
  const file = withoutTwinSuffix(sent);
  if (sent !== file || existsSync(`${file}${TWINS.br}`) || existsSync(`${file}${TWINS.gzip}`)) res.setHeader('Vary', 'Accept-Encoding');
}

const encodings = Object.keys(TWINS) as Encoding[];

/** The best twin the visitor accepts, or none. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  return negotiate(value.toLowerCase(), encodings) ?? undefined;
}

/** The twin of a file (a page) that the visitor accepts, if one was written beside it. */
export async function compressedTwin(request: FastifyRequest, file: string): Promise<{ encoding: Encoding; body: Buffer } | null> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return null;
  const body = await readFile(`${file}${TWINS[encoding]}`).catch(() => null);
  return body ? { encoding, body } : null;
}
