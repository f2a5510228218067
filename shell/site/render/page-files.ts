// Which browser files a rendered page will load, from the builds' own lists: the shell's page (its entry), the
// shared modules it provides and its start, the route's remote's manifest (its entry and exposed module), and
// the lazy groups the render asked for (its page, its text in the page's language), matched by where they are
// imported in the browser build and in the server build (rspack.chunk-origins.mjs).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEPLOYMENT_MAP_URL,
  REMOTE_ENTRY_FILE,
  ROUTE_LISTS_URL,
  federationName,
  type PreloadHint,
  type RemoteName,
} from '@hospital/shared-types';
import { SERVER_FOLDER, type Deployment } from './deployment';
import type { LoadedCode } from './render-thread';

/** rspack.chunk-origins.mjs */
const BROWSER_GROUPS_FILE = 'chunk-groups.json';
const SERVER_CHUNKS_FILE = 'chunk-origins.json';
const PROVIDED_PREFIX = 'provided|';
const SHELL_CONTAINER = 'shell';
/** Loaded by the visitor's first interaction, not the page's start. */
const NOT_AT_START = new Set(['react-toastify']);

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}

interface Manifest {
  exposes?: Array<{ name: string; path: string; assets: ManifestAssets }>;
}

/** One build's lists: files under `publicPath`. */
interface BuildFiles {
  publicPath: string;
  groups: Record<string, string[]>;
  origins: Record<string, string[]>;
  manifest: Manifest;
}

export interface StartFiles {
  /** The shell's own scripts, in its page's order: the loader adds them once the first screen is drawn. */
  sources: string[];
  /** Files every page starts with (the shell's shared libraries and start), in order. */
  start: string[];
  /** The stylesheet text of the shell's start, read for the page's fonts. */
  stylesheets: Map<string, string>;
}

export interface PageFiles {
  sources: string[];
  /** In the page's head, before its first paint. */
  stylesheets: string[];
  /** Announced once it is painted (page-loader.ts). */
  hints: PreloadHint[];
}

const readJson = async <T>(file: string, fallback: T): Promise<T> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
};

async function buildFiles(folder: string, publicPath: string): Promise<BuildFiles> {
  return {
    publicPath,
    groups: await readJson(path.join(folder, BROWSER_GROUPS_FILE), {}),
    origins: await readJson(path.join(folder, SERVER_FOLDER, SERVER_CHUNKS_FILE), {}),
    manifest: await readJson(path.join(folder, 'mf-manifest.json'), {}),
  };
}

const assetsOf = ({ js, css }: ManifestAssets): string[] => [...css.sync, ...js.sync];

/** The files of the chunks a render asked for, as the browser build groups them. */
const recorded = (build: BuildFiles, chunkIds: readonly string[] = []): string[] =>
  chunkIds.flatMap((id) => (build.origins[id] ?? []).flatMap((origin) => build.groups[origin] ?? []));

/** The share keys of the shared modules a build provides. */
const providedBy = (build: BuildFiles): string[] =>
  Object.keys(build.groups)
    .filter((key) => key.startsWith(PROVIDED_PREFIX))
    .map((key) => key.slice(PROVIDED_PREFIX.length));

/** The files a browser loads for a shared module the build provides. */
const providedFiles = (build: BuildFiles, key: string): string[] => build.groups[`${PROVIDED_PREFIX}${key}`] ?? [];

/**
 * The files of the shared modules a remote's chunks consume that the shell does not provide: on a first load
 * the remote is the only build that provides them (the share strategy takes a loaded copy first, and the
 * route's remote is the only one loaded), so the browser fetches the remote's own.
 */
function ownSharedFiles(shell: BuildFiles, build: BuildFiles, consumed: readonly string[] = []): string[] {
  const fromShell = new Set(providedBy(shell));
  return [...new Set(consumed)].filter((key) => !fromShell.has(key)).flatMap((key) => providedFiles(build, key));
}

/** What the site server needs of one deployment's builds to name a page's files; read once per deployment. */
export class DeploymentFiles {
  private readonly sheets = new Map<string, string>();

  private constructor(
    private readonly shell: BuildFiles,
    private readonly remotes: Partial<Record<RemoteName, BuildFiles>>,
    readonly startFiles: StartFiles,
  ) {}

  static async read(deployment: Deployment): Promise<DeploymentFiles> {
    const shell = await buildFiles(deployment.shell, '/');
    const remotes: Partial<Record<RemoteName, BuildFiles>> = {};
    for (const [remote, release] of Object.entries(deployment.remotes) as Array<
      [RemoteName, NonNullable<Deployment['remotes'][RemoteName]>]
    >) {
      remotes[remote] = await buildFiles(release.folder, release.publicPath);
    }
    const page = await readFile(path.join(deployment.shell, 'index.html'), 'utf8');
    const sources = [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');
    const start = [
      ...providedBy(shell)
        .filter((key) => !NOT_AT_START.has(key))
        .flatMap((key) => providedFiles(shell, key)),
      ...Object.entries(shell.groups)
        .filter(([origin]) => origin === 'src/index.ts|./bootstrap')
        .flatMap(([, files]) => files),
    ].map((file) => `/${file}`);
    const stylesheets = new Map<string, string>();
    for (const file of start.filter((name) => name.endsWith('.css'))) {
      stylesheets.set(file, await readFile(path.join(deployment.shell, file), 'utf8').catch(() => ''));
    }
    return new DeploymentFiles(shell, remotes, { sources, start: [...new Set(start)], stylesheets });
  }

  /** The shell's stylesheet text (for fonts), by its address. */
  async shellStylesheet(address: string, deployment: Deployment): Promise<string> {
    const known = this.startFiles.stylesheets.get(address) ?? this.sheets.get(address);
    if (known !== undefined) return known;
    if (!address.startsWith('/static/')) return '';
    const text = await readFile(path.join(deployment.shell, address), 'utf8').catch(() => '');
    this.sheets.set(address, text);
    return text;
  }

  /** Every file the page of a render loads, the shell's first. */
  forRender(remote: RemoteName | null, { chunks, shared }: LoadedCode): PageFiles {
    const own = [...this.startFiles.start, ...recorded(this.shell, chunks[SHELL_CONTAINER]).map((file) => `/${file}`)];
    const build = remote ? this.remotes[remote] : undefined;
    const container = remote ? federationName(remote) : '';
    const remoteFiles = build
      ? [
          ...(build.manifest.exposes ?? []).filter(({ path: exposed }) => exposed === './remote').flatMap(({ assets }) => assetsOf(assets)),
          ...recorded(build, chunks[container]),
          ...ownSharedFiles(this.shell, build, shared[container]),
        ].map((file) => `${build.publicPath}${file}`)
      : [];
    const files = [...new Set([...own, ...remoteFiles])];
    const stylesheets = files.filter((file) => file.endsWith('.css'));
    const scripts = (list: string[]): PreloadHint[] =>
      list.filter((file) => file.endsWith('.js')).map((href) => ({ href, as: 'script', crossOrigin: false }));
    const hints: PreloadHint[] = [
      ...this.startFiles.sources.map((href): PreloadHint => ({ href, as: 'script', crossOrigin: false })),
      ...scripts(own),
      // Fetched with fetch(): CORS mode.
      { href: DEPLOYMENT_MAP_URL, as: 'fetch', crossOrigin: true },
      { href: ROUTE_LISTS_URL, as: 'fetch', crossOrigin: true },
      // The shell's runtime plugin loads a remote's entry with crossorigin (shell/src/federation/runtime-plugin.ts).
      ...(build ? [{ href: `${build.publicPath}${REMOTE_ENTRY_FILE}`, as: 'script' as const, crossOrigin: true }] : []),
      ...scripts(remoteFiles),
    ];
    const seen = new Set<string>();
    return {
      sources: this.startFiles.sources,
      stylesheets,
      hints: hints.filter((hint) => !seen.has(hint.href) && seen.add(hint.href)),
    };
  }
}
