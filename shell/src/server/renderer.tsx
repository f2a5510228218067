// Renders a page of the site in Node, through the federation runtime, for the site server (shell/site/render).
// The same App as the browser's, at one address, with a fresh store, the page's language and the route's
// remote loaded before the render, so that the browser's hydrateRoot adopts it as it stands
// (docs/architecture.md#server-rendering).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { activateLanguage, askLoadersEveryTime, forgetPartsInUse } from '@hospital/i18n';
import { LOCALES, languageOfPath, pageLanguage, withoutLanguage } from '@hospital/hospital-data';
import {
  NOT_FOUND_ATTRIBUTE,
  NOT_FOUND_PATH,
  OFFLINE_PATH,
  type RemoteName,
  type RenderedPage,
  type ServerRenderer,
  type ServerRendererOptions,
} from '@hospital/shared-types';
import { App } from '../app/App';
import { restored, routeFor } from '../app/preload';
import { createRemoteLoader, type FederationRuntime } from '../federation/remote-loader';
import { prepareLanguage } from '../i18n/language';
import { preloadLazy } from '../routing/lazy-cache';
import { memoryStorage } from '../store/browser-storage';
import { makeStore } from '../store/store';
import { splitHead } from './head';
import { staticLanguageRouter } from './StaticLanguageRouter';

/**
 * Loads a remote's server container from the local file the site server named, and nothing else: an entry
 * address the runtime was not given by the site server is refused, never fetched.
 */
function localEntries(entries: ReadonlySet<string>): ModuleFederationRuntimePlugin {
  return {
    name: 'hospital-local-server-entries',
    loadEntry({ remoteInfo }) {
      const file = remoteInfo.entry;
      if (!entries.has(file) || !path.isAbsolute(file)) throw new Error(`Not a server entry the site server named: ${file}`);
      return createRequire(file)(file) as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>;
    },
  };
}

const text = async (stream: Readable): Promise<string> => {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
};

export async function createRenderer({ remotes, routes }: ServerRendererOptions): Promise<ServerRenderer> {
  askLoadersEveryTime();
  registerPlugins([localEntries(new Set(Object.values(remotes)))]);
  const runtime: FederationRuntime = { registerRemotes, loadRemote };
  /** The runtime as the loader sees it, with the remotes whose server code failed refused. */
  const refusing = (failed: ReadonlySet<RemoteName>): FederationRuntime => ({
    registerRemotes: runtime.registerRemotes,
    loadRemote: <T,>(id: string) =>
      [...failed].some((remote) => id.startsWith(`hospital_${remote}/`))
        ? Promise.reject(new Error(`its server code failed while rendering`))
        : runtime.loadRemote<T>(id),
  });

  async function renderOnce(
    address: string,
    failed: ReadonlySet<RemoteName>,
  ): Promise<{ html: string; errors: unknown[]; remote: RemoteName | null }> {
    const { store, persistor } = makeStore(memoryStorage(), { tab: 'server' });
    const loader = createRemoteLoader({
      runtime: refusing(failed),
      map: remotes,
      routes,
      onReady: (definition) => {
        if (definition.slices) store.injectSlices(definition.slices);
      },
      language: pageLanguage,
    });
    const pathname = withoutLanguage(address);
    const route = pathname === OFFLINE_PATH ? null : routeFor(routes, pathname);
    await restored(persistor);
    if (route) {
      const state = await loader.load(route.remote);
      const page = state.status === 'ready' ? state.definition.routes.find((candidate) => candidate.path === route.path) : undefined;
      // Asked for on every render, not only the first: the site server learns from it which browser files the page loads.
      if (page) await Promise.all([page.load(), preloadLazy(page.load)]).catch(() => undefined);
    }
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <App store={store} persistor={persistor} loader={loader} Router={staticLanguageRouter(address)} />,
      {
        // One document: a large Suspense boundary would otherwise be written apart, to be moved in place by an
        // inline script the page does not carry.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => {
          errors.push(error);
        },
      },
    );
    return { html: await text(prelude as unknown as Readable), errors, remote: route?.remote ?? null };
  }

  return {
    async render(address) {
      const language = languageOfPath(address);
      // The page's own catalog parts only: its files are the ones the site server announces.
      forgetPartsInUse();
      await prepareLanguage(language);
      activateLanguage(language, LOCALES[language]);
      let rendered = await renderOnce(address, new Set());
      const failed: RemoteName[] = [];
      // The route's remote is the one remote a page renders on the server (a slot's widget waits to be near the
      // viewport): when its code throws, the page is rendered with its unavailable panel instead.
      if (rendered.errors.length > 0 && rendered.remote) {
        console.error(`Remote "${rendered.remote}" failed while rendering ${address} on the server:`, rendered.errors[0]);
        failed.push(rendered.remote);
        rendered = await renderOnce(address, new Set(failed));
      }
      if (rendered.errors.length > 0) throw rendered.errors[0];
      const { head, root } = splitHead(rendered.html);
      const pathname = withoutLanguage(address);
      const notFound =
        (pathname !== OFFLINE_PATH && routeFor(routes, pathname).path === NOT_FOUND_PATH) || root.includes(` ${NOT_FOUND_ATTRIBUTE}=""`);
      const page: RenderedPage = { status: notFound ? 404 : 200, language, root, head, remote: rendered.remote, failed };
      return page;
    },
  };
}
