// Between the site server (shell/site/render) and the shell's server container (shell/src/server): the site
// server loads the container's renderer and asks it for pages; it never imports the shell's source.
import type { Language } from '@hospital/hospital-data';
import type { RemoteName } from './remote-contract';
import type { OwnedRoute } from './routes';

/**
 * A global the site server sets before it loads any server container: each container's runtime plugin
 * (rspack.server-runtime-plugin.mjs) takes its browser files' public path from it and reports every chunk it
 * is asked for (with the shared modules the chunk consumes), so the server knows which browser files a page it
 * rendered will load.
 */
export const SERVER_HOOK = '__hospitalServer';

export interface ServerHook {
  /** The public address of a container's browser release folder (ends in `/`), or null for its own default. */
  publicPath(container: string): string | null;
  /** A chunk the container was asked for, and the share keys of the shared modules it consumes. */
  chunkLoaded(container: string, chunkId: string, shared: readonly string[]): void;
}

/**
 * Marks what a page shows for an address it does not know (an unknown slug of a known page, or no route at
 * all): the site server answers such a page with HTTP 404 (docs/product-rules.md).
 */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';

/** What the site server gives the shell's renderer: each remote's server entry (a local file path), and the live releases' routes. */
export interface ServerRendererOptions {
  remotes: Partial<Record<RemoteName, string>>;
  routes: readonly OwnedRoute[];
}

export interface RenderedPage {
  /** 404 when the page shows the not-found content. */
  status: 200 | 404;
  language: Language;
  /** `#root`'s content, as React's server renderer writes it for hydration. */
  root: string;
  /** The head tags the page renders (title, meta, links, structured data), hoisted by React. */
  head: string;
  /** The remote that owns the address's route (none for the shell's own pages). */
  remote: RemoteName | null;
  /** Remotes whose server code failed: their panel was rendered instead. */
  failed: RemoteName[];
}

export interface ServerRenderer {
  render(address: string): Promise<RenderedPage>;
}

/** A file a rendered page's loader announces before the live page asks for it. */
export interface PreloadHint {
  href: string;
  as: 'script' | 'style' | 'fetch';
  /** In CORS mode, as the page will ask (a fetch(), a script with crossorigin): or the browser fetches it twice. */
  crossOrigin: boolean;
}

/**
 * What a rendered page's loader (shell/src/page-loader/) is told, in a JSON data block with this id that the
 * site server writes just before it: the shell's scripts to run, the files to announce, the fonts to wait for.
 */
export const PAGE_START_ID = 'page-start';

export interface PageStart {
  /** The shell's own scripts, in its page's order. */
  sources: string[];
  /** Announced, in this order, once the first paint is seen. */
  later: PreloadHint[];
  /** Font families of a script other than Latin the page's text uses: its first layout waits for them. */
  scriptFonts: string[];
}

/** The loader as the shell's build writes it, beside its server container, for the site server to inline. */
export const PAGE_LOADER_FILE = 'server/page-loader.js';

/** What the shell's server container exports (`render.js`, CommonJS). */
export interface ServerContainerModule {
  createRenderer(options: ServerRendererOptions): Promise<ServerRenderer>;
}
