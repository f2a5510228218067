// One Rspack config for the shell and every remote: a package's own config states only its
// name, port and what it exposes; everything else (targets, hashing, sharing) is decided here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './rspack.precompress.mjs';
import { CompileHintsPlugin } from './rspack.compile-hints.mjs';
import { ChunkOriginsPlugin } from './rspack.chunk-origins.mjs';
import { ROUTE_LIST_SOURCE, RouteListPlugin } from './rspack.route-list.mjs';
import { OwnModulesPlugin } from './rspack.own-modules.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
/** Where a build's server container goes, inside its browser build's folder (a release carries both). */
export const SERVER_FOLDER = 'server';
/** Every server container's runtime plugins: Node chunk loading, and what the site's renderer needs. */
const SERVER_RUNTIME_PLUGINS = [
  fileURLToPath(import.meta.resolve('@module-federation/node/runtimePlugin')),
  path.join(ROOT, 'rspack.server-runtime-plugin.mjs'),
];
/** The one HTML page of the site. */
const SHELL_PAGE = path.join(ROOT, 'shell', 'index.html');

/** Libraries that must exist once per page; each is shared only if the package depends on it. */
const SINGLETONS = [
  'react',
  'react-dom',
  '@hospital/router',
  '@hospital/i18n',
  'redux',
  'react-redux',
  'react-toastify',
  '@reduxjs/toolkit',
];
/** Subpaths are separate share keys: the ones our code imports. */
const SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
};

/** The shell's scripts whose functions nearly all run while a page starts (rspack.compile-hints.mjs). */
const startsThePage = (file, modules) =>
  /(^|\/)main\.[0-9a-f]+\.js$/.test(file) || modules.some((module) => /react-dom-client\.production/.test(module));

/** Libraries shared as the part of them we use (a module of our own), under their own share key and version. */
const SUBSETS = {
  'react-redux': path.join(ROOT, 'libs', 'react-redux-subset', 'index.mjs'),
};

const installedVersion = (name) => JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

function sharedFor(dependencies) {
  const shared = {};
  for (const name of SINGLETONS) {
    if (!dependencies[name]) continue;
    shared[name] = { singleton: true, requiredVersion: dependencies[name] };
    if (SUBSETS[name]) Object.assign(shared[name], { import: SUBSETS[name], version: installedVersion(name) });
  }
  for (const [subpath, owner] of Object.entries(SUBPATHS)) {
    if (dependencies[owner]) shared[subpath] = { singleton: true, requiredVersion: dependencies[owner] };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir          the package folder
 * @param {string} options.name         federation container name
 * @param {number} options.port         dev-server port
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {boolean} [options.host]      the shell
 * @param {string[]} [options.runtimePlugins]  the browser container's
 * @param {string} [options.serverEntry]  the shell: its renderer, built into its server container
 * @param {string} [options.pageLoaderEntry]  the shell: the script the site server inlines in each rendered page
 * @returns a function of (env, argv): in production the browser build and the server container beside it
 *   (and the shell's page loader; the shell's rspack.config.mjs adds its service worker), in development the
 *   browser build alone
 */
export function createConfig(options) {
  return (env, argv) => {
    const browser = buildConfig(options, argv, false);
    if (browser.mode !== 'production') return browser;
    return [
      { ...browser, name: options.host ? 'shell' : 'browser' },
      { ...buildConfig(options, argv, true), name: 'server' },
      ...(options.pageLoaderEntry ? [pageLoaderConfig(options.dir, options.pageLoaderEntry)] : []),
    ];
  };
}

/** Our TypeScript and TSX, compiled by SWC (types are tsc -b's job). */
export const typescriptRule = (production = true) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
    },
  },
  type: 'javascript/auto',
});

/**
 * The loader of a server-rendered page (shell/src/page-loader/): one small script with no module runtime and
 * no federation, which the site server writes inline into every page. It goes beside the server container
 * (SERVER_FOLDER, never sent as a file), once that build has written its folder.
 */
function pageLoaderConfig(dir, entry) {
  return {
    name: 'page-loader',
    dependencies: ['server'],
    mode: 'production',
    context: dir,
    target: ['web', 'es2022'],
    devtool: false,
    entry: { 'page-loader': entry },
    output: { path: path.join(dir, 'dist', SERVER_FOLDER), filename: '[name].js', clean: false, iife: true },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: [typescriptRule()] },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Marks a server container's folder as CommonJS, whatever the package.json above it says. */
class CommonJsFolder {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CommonJsFolder', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CommonJsFolder', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('package.json', new RawSource('{ "type": "commonjs" }\n'));
        },
      );
    });
  }
}

function buildConfig({ dir, name, port, exposes, host = false, runtimePlugins = [], serverEntry }, argv, server) {
  const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
  const production = mode === 'production';
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  // A release is named by version and build; the release script passes the build id.
  const release = process.env.RELEASE_ID ?? pkg.version;
  const standalone = !host && !production;
  const browserPath = host ? path.join(dir, 'dist') : path.join(dir, 'dist', release);
  // A remote's files live in their release's own folder, which is never rewritten (shell/site/releases): the
  // folder already names their content, so only the shell's files carry a hash. Without them a remote's
  // entry loses its table of chunk hashes (0.8 KB gzip of the content remote's entry).
  // The server container names the browser's files (images), so its asset names are the browser's.
  const hash = production && host && !server ? '.[contenthash:10]' : '';
  const entry = server ? (host ? { render: serverEntry } : {}) : host || standalone ? { main: './src/index.ts' } : {};

  return {
    mode,
    context: dir,
    // The server container is Node's: CommonJS chunks read from its own folder (@module-federation/node).
    target: server ? ['async-node', 'es2022'] : ['web', 'es2022'],
    devtool: production ? false : 'cheap-module-source-map',
    // A remote's production build is only its federation container; its index page is for the
    // team's standalone dev server.
    entry,
    output: {
      path: server ? path.join(browserPath, SERVER_FOLDER) : browserPath,
      // A remote server container's public path (its images' addresses) is set from the deployment map when
      // it loads (rspack.server-runtime-plugin.mjs).
      publicPath: host || server ? '/' : 'auto',
      uniqueName: name,
      filename: `static/js/[name]${hash}.js`,
      chunkFilename: `static/js/[name]${hash}.js`,
      cssFilename: `static/css/[name]${hash}.css`,
      cssChunkFilename: `static/css/[name]${hash}.css`,
      assetModuleFilename: `static/media/[name]${production ? '.[contenthash:10]' : ''}[ext]`,
      chunkLoadTimeout: 120000,
      ...(server ? { library: { type: 'commonjs-module' } } : {}),
      // The browser build leaves the server container's folder to the server build.
      clean: server ? true : { keep: (file) => path.relative(browserPath, file).split(path.sep)[0] === SERVER_FOLDER },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      // Class names carry the package's name, so no remote can restyle another. The server container needs
      // only the names, the same as the browser's.
      generator: {
        'css/auto': { localIdentName: `${name}__[local]__[hash:6]`, ...(server ? { exportsOnly: true } : {}) },
        ...(server ? { asset: { emit: false }, 'asset/resource': { emit: false } } : {}),
      },
      rules: [
        typescriptRule(production),
        // The federation runtime's packages require() each other: take their ES builds, so the parts a
        // browser never runs (Node script loading, unused helpers) can be left out.
        {
          test: /node_modules[\\/]@module-federation[\\/]/,
          resolve: { conditionNames: ['import', 'module', server ? 'node' : 'browser', 'default'] },
        },
        // Catalogs (every JSON under src/i18n/) are compiled at build time (libs/i18n/catalog-loader.cjs).
        {
          test: /[\\/]src[\\/]i18n[\\/].+\.json$/,
          type: 'javascript/auto',
          loader: path.join(ROOT, 'libs/i18n/catalog-loader.cjs'),
        },
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(svg|png|webp|avif|jpe?g|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __RELEASE__: JSON.stringify(release),
      }),
      new ModuleFederationPlugin({
        name,
        ...(host ? { remotes: {} } : { filename: 'remoteEntry.js' /* REMOTE_ENTRY_FILE in the contract */, exposes }),
        shared: sharedFor(pkg.dependencies ?? {}),
        shareStrategy: 'loaded-first',
        runtimePlugins: server ? SERVER_RUNTIME_PLUGINS : runtimePlugins,
        ...(server ? { library: { type: 'commonjs-module' }, remoteType: 'script' } : {}),
        manifest: !server,
        dts: false,
        // In browsers, remotes reuse the host's federation runtime instead of bundling their own copy;
        // standalone dev pages have no host, so they keep theirs.
        // Every browser build leaves the runtime's Node.js script loading out. The shell
        // loads each remote by its entry script (remoteEntryOf in the contract), so the runtime's manifest
        // handling is left out too: 1.4 KB gzip of the shell's first-load script.
        // A server container keeps its own copy: it is loaded by a Node process, never downloaded.
        experiments: server
          ? { optimization: { target: 'node', disableSnapshot: true } }
          : {
              ...(host ? { provideExternalRuntime: true } : { externalRuntime: !standalone }),
              optimization: { target: 'web', disableSnapshot: true },
            },
      }),
      // One page template, the shell's: a remote's standalone dev page is the shell too.
      ...(!server && (host || standalone) ? [new rspack.HtmlRspackPlugin({ template: SHELL_PAGE, scriptLoading: 'defer' })] : []),
      ...(server ? [] : [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] })]),
      ...(production ? [new OwnModulesPlugin(dir)] : []),
      // A remote's release states its routes.
      ...(!host && !server && existsSync(path.join(dir, ROUTE_LIST_SOURCE))
        ? [new RouteListPlugin(path.join(dir, ROUTE_LIST_SOURCE))]
        : []),
      ...(production ? [new ChunkOriginsPlugin(server ? 'server' : 'browser')] : []),
      // CommonJS whatever the package's own "type" says.
      ...(server ? [new CommonJsFolder()] : []),
      ...(production && host && !server ? [new CompileHintsPlugin(startsThePage)] : []),
      ...(production && !server ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
    },
    // A server container loads each lazy group as one file from its own disk (rspack.chunk-origins.mjs maps
    // them to the browser's groups).
    optimization: server ? { splitChunks: false, minimize: false } : { splitChunks: production ? undefined : false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
