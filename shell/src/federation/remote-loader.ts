import { type Language } from '@hospital/hospital-data';
import {
  CONTRACT_VERSION,
  REMOTE_EXPOSE,
  federationName,
  isContractCompatible,
  releaseFolderOf,
  remoteEntryOf,
  type RemoteDefinition,
  type RemoteName,
} from '@hospital/shared-types';
import type { DeploymentMap, OwnedRoute } from '@hospital/shared-types';

/** The part of the Module Federation runtime the loader needs; tests pass a fake. */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export type RemoteState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; definition: RemoteDefinition } | { status: 'failed'; error: Error };

export class ContractMismatchError extends Error {
  constructor(remote: RemoteName, remoteVersion: string, shellVersion: string) {
    super(`Remote "${remote}" was built against contract ${remoteVersion}, which this shell (contract ${shellVersion}) cannot mount.`);
    this.name = 'ContractMismatchError';
  }
}

export interface RemoteLoader {
  /** Every route the live releases state (read from the deployment, not from their code): known while a remote is down. */
  readonly routes: readonly OwnedRoute[];
  getState(remote: RemoteName): RemoteState;
  subscribe(listener: () => void): () => void;
  /** Starts loading if nothing is under way; resolves when the remote is ready or has failed. */
  load(remote: RemoteName): Promise<RemoteState>;
  /** Forgets a failure and loads again, bypassing the runtime's cache of the failed entry. */
  retry(remote: RemoteName): Promise<RemoteState>;
  /** Makes every loaded (and loading) remote's text ready in a language; never rejects. */
  loadLanguage(language: Language): Promise<void>;
}

interface LoaderOptions {
  runtime: FederationRuntime;
  map: DeploymentMap;
  /** The live releases' routes (siteRoutes of their route lists); without them every address is the 404 page. */
  routes?: readonly OwnedRoute[];
  /** Called once per remote, before its pages render: the shell injects the remote's slices here. */
  onReady?: (definition: RemoteDefinition) => void;
  /** Awaited before each retry, with the remote's release folder: its files must be asked for afresh. */
  beforeRetry?: (folder: string) => Promise<void>;
  shellContract?: string;
  /** The page's language: a remote's catalog for it is loaded before the remote counts as ready. */
  language?: () => Language;
}

const IDLE: RemoteState = { status: 'idle' };

const withAttempt = (url: string, attempt: number): string =>
  attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;

export function createRemoteLoader({
  runtime,
  map,
  routes = [],
  onReady,
  beforeRetry,
  shellContract = CONTRACT_VERSION,
  language = () => 'en',
}: LoaderOptions): RemoteLoader {
  const states = new Map<RemoteName, RemoteState>();
  const pending = new Map<RemoteName, Promise<RemoteState>>();
  const attempts = new Map<RemoteName, number>();
  const listeners = new Set<() => void>();

  const setState = (remote: RemoteName, state: RemoteState) => {
    states.set(remote, state);
    for (const listener of listeners) listener();
  };

  const register = (remote: RemoteName, force: boolean) => {
    const entry = map[remote];
    if (!entry) return;
    runtime.registerRemotes([{ name: federationName(remote), entry: withAttempt(remoteEntryOf(entry), attempts.get(remote) ?? 0) }], {
      force,
    });
  };

  for (const remote of Object.keys(map) as RemoteName[]) register(remote, false);

  async function fetchDefinition(remote: RemoteName): Promise<RemoteDefinition> {
    if (!map[remote]) throw new Error(`Remote "${remote}" is not in the deployment map.`);
    const module = await runtime.loadRemote<{ default?: RemoteDefinition }>(`${federationName(remote)}/${REMOTE_EXPOSE.replace('./', '')}`);
    const definition = module?.default;
    if (!definition || !Array.isArray(definition.routes)) {
      throw new Error(`Remote "${remote}" did not expose a remote definition.`);
    }
    if (!isContractCompatible(shellContract, definition.contractVersion)) {
      throw new ContractMismatchError(remote, definition.contractVersion, shellContract);
    }
    return definition;
  }

  async function loadLanguageOf(definition: RemoteDefinition, wanted: Language): Promise<void> {
    await definition.loadLanguage?.(wanted).catch((error: unknown) => {
      console.warn(`Remote "${definition.name}" could not load its "${wanted}" text: ${String(error)}`);
    });
  }

  function load(remote: RemoteName): Promise<RemoteState> {
    const current = states.get(remote) ?? IDLE;
    if (current.status === 'ready' || current.status === 'failed') return Promise.resolve(current);
    const running = pending.get(remote);
    if (running) return running;

    setState(remote, { status: 'loading' });
    const promise = fetchDefinition(remote)
      .then(async (definition): Promise<RemoteState> => {
        onReady?.(definition);
        // Its pages show in the page's language from their first render (a release without it: English).
        await loadLanguageOf(definition, language());
        return { status: 'ready', definition };
      })
      .catch((cause: unknown): RemoteState => {
        const error = cause instanceof Error ? cause : new Error(String(cause));
        console.error(`Remote "${remote}" is unavailable: ${error.message}`);
        return { status: 'failed', error };
      })
      .then((state) => {
        pending.delete(remote);
        setState(remote, state);
        return state;
      });
    pending.set(remote, promise);
    return promise;
  }

  return {
    routes,
    getState: (remote) => states.get(remote) ?? IDLE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    async loadLanguage(wanted) {
      const remotes = [...states.keys()];
      await Promise.all(
        remotes.map(async (remote) => {
          const state = await (pending.get(remote) ?? Promise.resolve(states.get(remote) ?? IDLE));
          if (state.status === 'ready') await loadLanguageOf(state.definition, wanted);
        }),
      );
    },
    retry(remote) {
      if (states.get(remote)?.status === 'ready') return Promise.resolve(states.get(remote) as RemoteState);
      attempts.set(remote, (attempts.get(remote) ?? 0) + 1);
      const entry = map[remote];
      const ready = entry && beforeRetry ? beforeRetry(releaseFolderOf(entry)) : Promise.resolve();
      return ready.then(() => {
        register(remote, true);
        states.set(remote, IDLE);
        return load(remote);
      });
    },
  };
}
