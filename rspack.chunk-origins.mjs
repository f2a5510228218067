// Names each lazily loaded chunk group by where it is imported (`src/routes.ts|./pages/AboutPage`), in the
// browser build and in the server build alike, so the site server can tell which browser files a page it
// rendered will ask for: the server records the chunks its render loaded (rspack.server-runtime-plugin.mjs),
// and these two lists turn them into the browser's files (docs/architecture.md#server-rendering).
import path from 'node:path';

/**
 * Beside a browser build: origin -> the files (scripts, stylesheets) of the chunk group it loads; and
 * `provided|<share key>` -> the files of a shared module this build provides, as a browser loads them (its
 * consumers' fallbacks, which the share strategy leaves unused when a provider is registered, are not listed).
 */
export const BROWSER_GROUPS_FILE = 'chunk-groups.json';
export const PROVIDED_PREFIX = 'provided|';

/** `provide shared module (default) @hospital/i18n@1.0.0 = /…/libs/i18n/index.ts` -> `@hospital/i18n`. */
const providedKey = (identifier) => /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /.exec(identifier)?.[1];
/** Beside a server build: server chunk id -> the origins of the groups it belongs to. */
export const SERVER_CHUNKS_FILE = 'chunk-origins.json';

const originKey = (context, origin) => {
  const resource = origin.module?.resource ?? origin.module?.identifier() ?? '';
  const where = path.isAbsolute(resource) ? path.relative(context, resource).split(path.sep).join('/') : resource;
  return `${where}|${origin.request ?? ''}`;
};

export class ChunkOriginsPlugin {
  /** @param {'browser' | 'server'} side */
  constructor(side) {
    this.side = side;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ChunkOriginsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkOriginsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const context = compiler.options.context ?? process.cwd();
          const list = {};
          for (const group of compilation.chunkGroups) {
            if (group.isInitial()) continue;
            const keys = group.origins.filter((origin) => origin.request).map((origin) => originKey(context, origin));
            if (this.side === 'browser') {
              const files = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
              const provided = group.origins.map((origin) => providedKey(origin.module?.identifier() ?? '')).filter(Boolean);
              for (const key of [...keys, ...provided.map((name) => `${PROVIDED_PREFIX}${name}`)])
                list[key] = [...new Set([...(list[key] ?? []), ...files])];
            } else {
              for (const chunk of group.chunks) {
                const id = String(chunk.id);
                list[id] = [...new Set([...(list[id] ?? []), ...keys])];
              }
            }
          }
          const name = this.side === 'browser' ? BROWSER_GROUPS_FILE : SERVER_CHUNKS_FILE;
          // In one order whatever order the groups came in: the same code always gives the same bytes.
          const sorted = Object.fromEntries(Object.entries(list).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
          compilation.emitAsset(name, new RawSource(`${JSON.stringify(sorted)}\n`));
        },
      );
    });
  }
}
