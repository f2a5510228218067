// Pages rendered on request (docs/architecture.md#server-rendering): the first request for an address renders
// it in a render thread with the current shell build and deployment map; the page (HTML with its brotli and
// gzip twins) is kept for that shell build, map, language and address, so the next visitor gets it at once.
// A release or rollback changes the map, and with it every key: the next request renders the new code.
// Nothing is rendered ahead. A render that fails or overruns gives the plain page (the browser renders it),
// and that address is not tried again for a while.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LANGUAGES, inLanguage, languageOfPath, withoutLanguage } from '@hospital/hospital-data';
import {
  NOT_FOUND_PATH,
  OFFLINE_PATH,
  federationName,
  redirectOf,
  routeOf,
  type OwnedRoute,
  type RemoteName,
} from '@hospital/shared-types';
import { readDeployment, SHELL_SERVER_ENTRY, type Deployment } from './deployment';
import { DeploymentFiles } from './page-files';
import { fontFaces, pageHtml, type FontFace } from './page-html';
import { readPageLoader } from './page-loader';
import { RenderThread, type LoadedCode, type RenderWorkerScript } from './render-thread';
import { isSitePath } from './site-paths';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface RenderedAnswer {
  status: 200 | 404;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The releases it was rendered with (X-Releases). */
  releases: string;
  /** Remotes whose server code failed: their panel is in the page instead (a failure of theirs per page served). */
  failed?: readonly RemoteName[];
}

/** Visitors' maps rendered with at once (canaries of several remotes): beyond it the oldest one's thread ends. */
const VARIANTS_KEPT = 4;

export interface PageRendererOptions {
  site: string;
  shell: string;
  log?: (message: string) => void;
  /** A render that takes longer is given up (its thread ended), and the plain page served. */
  timeLimitMs?: number;
  /** How long an address whose render failed gets the plain page before it is tried again. */
  retryAfterMs?: number;
  /** Rendered pages kept in memory, over every deployment. */
  keep?: number;
  /** What the render threads run (default: the TypeScript source, through tsx). */
  worker?: RenderWorkerScript;
  /** Told of every render: how it ended and how long it took (the page render metric). */
  onRender?: (outcome: 'rendered' | 'failed', seconds: number) => void;
}

/** The route the shell mounts for an address without its language: null for its own offline page. */
const routeIn = (deployment: Deployment, pathname: string): OwnedRoute | null =>
  pathname === OFFLINE_PATH ? null : routeOf(deployment.routes, pathname);

/** The address a page is kept under: the language's home page with or without its slash is one page. */
const pageAddress = (address: string) => (withoutLanguage(address) === '/' ? inLanguage('/', languageOfPath(address)) : address);

interface Generation {
  deployment: Deployment;
  files: DeploymentFiles;
  shellPage: string;
  loader: string;
  faces: FontFace[];
  thread: RenderThread | null;
}

export class PageRenderer {
  private generation: Promise<Generation> | null = null;
  /** Generations of visitors' maps other than the live one (canaries), by the map's text. */
  private readonly variants = new Map<string, Promise<Generation>>();
  /** The stat of the files a generation is read from (the map, the shell's page and server entry). */
  private fingerprint: string | null = null;
  /** Why the last generation could not be read, logged once. */
  private unreadable: string | null = null;
  private readonly kept = new Map<string, RenderedAnswer>();
  private readonly underWay = new Map<string, Promise<RenderedAnswer | null>>();
  private readonly failedUntil = new Map<string, number>();
  private readonly old: RenderThread[] = [];
  private readonly site: string;
  private readonly shell: string;
  private readonly log: (message: string) => void;
  private readonly timeLimitMs: number;
  private readonly retryAfterMs: number;
  private readonly keep: number;
  private readonly worker: RenderWorkerScript | undefined;
  private readonly onRender: NonNullable<PageRendererOptions['onRender']>;

  constructor({
    site,
    shell,
    log = console.log,
    timeLimitMs = 10_000,
    retryAfterMs = 60_000,
    keep = 1_000,
    worker,
    onRender = () => undefined,
  }: PageRendererOptions) {
    this.worker = worker;
    this.onRender = onRender;
    this.site = site;
    this.shell = shell;
    this.log = log;
    this.timeLimitMs = timeLimitMs;
    this.retryAfterMs = retryAfterMs;
    this.keep = keep;
  }

  /**
   * The rendered page for an address, or null for the plain page (not a page the server renders, or it failed).
   * `variant`: the visitor's map when it is not the live one (visitor-releases.ts).
   */
  async page(address: string, variant?: string | null): Promise<RenderedAnswer | null> {
    if (!isSitePath(address) && address !== '/') return null;
    const pathname = withoutLanguage(address);
    if (redirectOf(pathname) !== null) return null;
    const generation = variant ? await this.variant(variant) : await this.current();
    const route = routeIn(generation.deployment, pathname);
    if (route?.unlisted) return null;
    if (route && !generation.deployment.remotes[route.remote] && route.path !== NOT_FOUND_PATH) return null;
    const key = `${generation.deployment.key}\n${pageAddress(address)}`;
    const kept = this.kept.get(key);
    if (kept) {
      // Most recently used last: the oldest pages go first when there are too many.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    if ((this.failedUntil.get(key) ?? 0) > Date.now()) return null;
    let rendering = this.underWay.get(key);
    if (!rendering) {
      rendering = this.render(generation, pageAddress(address), key).finally(() => this.underWay.delete(key));
      this.underWay.set(key, rendering);
    }
    return rendering;
  }

  /** True once the current shell and map can be rendered with: what a deploy waits for. */
  async ready(): Promise<boolean> {
    try {
      const generation = await this.current();
      return (await this.page(inLanguage('/', LANGUAGES[0]))) !== null || Object.keys(generation.deployment.remotes).length === 0;
    } catch {
      return false;
    }
  }

  /** The deployment a page is rendered with now. */
  async deployment(): Promise<Deployment> {
    return (await this.current()).deployment;
  }

  async close(): Promise<void> {
    const generation = await this.generation?.catch(() => null);
    const variants = await Promise.all([...this.variants.values()].map((variant) => variant.catch(() => null)));
    await Promise.all([
      generation?.thread?.close(),
      ...variants.map((variant) => variant?.thread?.close()),
      ...this.old.map((thread) => thread.close()),
    ]);
  }

  /** The generation of a visitor's map, with the current shell build; its own render thread. */
  private async variant(mapText: string): Promise<Generation> {
    // Asked first: a new shell build or live map retires every variant.
    await this.current().catch(() => null);
    let generation = this.variants.get(mapText);
    if (!generation) {
      generation = this.readGeneration(mapText);
      this.variants.set(mapText, generation);
      generation.catch(() => this.variants.delete(mapText));
      for (const [oldest, older] of this.variants) {
        if (this.variants.size <= VARIANTS_KEPT) break;
        this.variants.delete(oldest);
        void older.then(
          (retired) => retired.thread && this.retire(retired.thread),
          () => undefined,
        );
      }
    } else {
      // Most recently used last.
      this.variants.delete(mapText);
      this.variants.set(mapText, generation);
    }
    return generation;
  }

  private async readGeneration(variant?: string): Promise<Generation> {
    const deployment = await readDeployment(this.site, this.shell, variant);
    const files = await DeploymentFiles.read(deployment);
    const shellPage = await readFile(path.join(this.shell, 'index.html'), 'utf8');
    const loader = await readPageLoader(this.shell);
    const faces = (
      await Promise.all(
        [...files.startFiles.stylesheets.keys()].map(async (sheet) => fontFaces(await files.shellStylesheet(sheet, deployment))),
      )
    ).flat();
    return { deployment, files, shellPage, loader, faces, thread: null };
  }

  private async render(generation: Generation, address: string, key: string): Promise<RenderedAnswer | null> {
    const started = performance.now();
    try {
      generation.thread ??= this.newThread(generation.deployment);
      const { page, loaded } = await generation.thread.render(address);
      const route = routeIn(generation.deployment, withoutLanguage(address));
      const html = Buffer.from(
        pageHtml({
          shellPage: generation.shellPage,
          loader: generation.loader,
          page,
          files: generation.files.forRender(page.remote, loaded),
          faces: [...generation.faces, ...(await this.languageFaces(generation, loaded))],
          personal: route?.personal === true,
          path: isSitePath(withoutLanguage(address)) ? withoutLanguage(address) : undefined,
        }),
      );
      const [br, gz] = await Promise.all([
        brotli(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipped(html, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const answer: RenderedAnswer = {
        status: page.status,
        html,
        br,
        gzip: gz,
        releases: generation.deployment.releases,
        failed: page.failed as RemoteName[],
      };
      if (page.failed.length > 0) this.log(`Rendered ${address} with ${page.failed.join(', ')} unavailable (its server code failed).`);
      this.remember(key, answer);
      this.onRender('rendered', (performance.now() - started) / 1000);
      return answer;
    } catch (error) {
      this.onRender('failed', (performance.now() - started) / 1000);
      this.failedUntil.set(key, Date.now() + this.retryAfterMs);
      this.log(
        `Rendering ${address} failed, the plain page is served for ${Math.round(this.retryAfterMs / 1000)} s: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
      if (generation.thread && !generation.thread.alive) generation.thread = null;
      return null;
    }
  }

  /** The faces of the language stylesheets the render loaded (Telugu, Devanagari). */
  private async languageFaces(generation: Generation, loaded: LoadedCode): Promise<FontFace[]> {
    const sheets = generation.files.forRender(null, loaded).stylesheets;
    const faces = await Promise.all(
      sheets
        .filter((sheet) => !generation.files.startFiles.stylesheets.has(sheet))
        .map(async (sheet) => fontFaces(await generation.files.shellStylesheet(sheet, generation.deployment))),
    );
    return faces.flat();
  }

  private remember(key: string, answer: RenderedAnswer) {
    this.kept.set(key, answer);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.keep) break;
      this.kept.delete(oldest);
    }
  }

  private newThread(deployment: Deployment): RenderThread {
    const remotes: Record<string, string> = {};
    const publicPaths: Record<string, string> = {};
    for (const [remote, release] of Object.entries(deployment.remotes)) {
      if (!release) continue;
      remotes[remote] = release.entry;
      publicPaths[federationName(remote as keyof typeof deployment.remotes)] = release.publicPath;
    }
    return new RenderThread(
      { shellEntry: path.join(deployment.shell, SHELL_SERVER_ENTRY), remotes, publicPaths, routes: deployment.routes },
      this.timeLimitMs,
      this.worker,
    );
  }

  /** The generation of the current shell build and map: a new one when either file changed. */
  private async current(): Promise<Generation> {
    const files = [path.join(this.site, 'remotes.json'), path.join(this.shell, 'index.html'), path.join(this.shell, SHELL_SERVER_ENTRY)];
    // On every request, so the one after a release renders the new code: synchronous, because three stats of
    // local files take microseconds, and through the thread pool they took 0.13 ms of a kept page's 0.8.
    const stats = files.map((file) => statSync(file, { throwIfNoEntry: false }));
    const text = stats.map((found) => (found ? `${found.ino}:${found.size}:${found.mtimeMs}` : '-')).join('|');
    if (this.generation && this.fingerprint === text) return this.generation;
    const previous = this.generation;
    this.fingerprint = text;
    for (const [mapText, variant] of this.variants) {
      this.variants.delete(mapText);
      void variant.then(
        (retired) => retired.thread && this.retire(retired.thread),
        () => undefined,
      );
    }
    this.generation = (async () => {
      const deployment = await readDeployment(this.site, this.shell);
      const before = await previous?.catch(() => null);
      if (before && before.deployment.key === deployment.key) return before;
      if (before?.thread) this.retire(before.thread);
      if (deployment.withoutServer.length > 0) {
        this.log(
          `No server container in the live release of ${deployment.withoutServer.join(', ')}: its pages are served plain, for the browser to render.`,
        );
      }
      const files = await DeploymentFiles.read(deployment);
      const shellPage = await readFile(path.join(this.shell, 'index.html'), 'utf8');
      const loader = await readPageLoader(this.shell);
      const faces = (
        await Promise.all(
          [...files.startFiles.stylesheets.keys()].map(async (sheet) => fontFaces(await files.shellStylesheet(sheet, deployment))),
        )
      ).flat();
      return { deployment, files, shellPage, loader, faces, thread: null };
    })();
    this.generation.then(
      () => {
        this.unreadable = null;
      },
      (error: unknown) => {
        this.generation = null;
        this.fingerprint = null;
        const reason = error instanceof Error ? error.message : String(error);
        if (reason !== this.unreadable)
          this.log(`Pages cannot be rendered with this shell build and map, they are served plain: ${reason}`);
        this.unreadable = reason;
      },
    );
    return this.generation;
  }

  /** An old deployment's thread ends once its renders are done: its containers go with it. */
  private retire(thread: RenderThread) {
    this.old.push(thread);
    const check = () => {
      if (thread.busy) return void setTimeout(check, 1_000).unref();
      this.old.splice(this.old.indexOf(thread), 1);
      void thread.close();
    };
    check();
  }
}
