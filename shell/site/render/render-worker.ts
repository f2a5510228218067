// A render thread: the shell's server container and the remotes' of one deployment, loaded once, rendering
// one page at a time (the page's language is the one translation runtime's, for the whole thread). The site
// server ends the thread when the deployment changes or a render overruns, which frees all of it.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { SERVER_HOOK, type ServerContainerModule, type ServerHook } from '@hospital/shared-types';
import { installJsonConsole } from '@hospital/server-kit';
import type { LoadedCode, RenderAnswer, RenderAsk, RenderThreadData } from './render-thread';

// What the remotes' server code prints goes to the site's log: JSON under npm run serve.
if (process.env.NODE_ENV === 'production') installJsonConsole();

const { shellEntry, remotes, publicPaths, routes } = workerData as RenderThreadData;
let loaded: LoadedCode = { chunks: {}, shared: {} };
const hook: ServerHook = {
  publicPath: (container) => publicPaths[container] ?? null,
  chunkLoaded(container, chunkId, shared) {
    (loaded.chunks[container] ??= []).push(chunkId);
    (loaded.shared[container] ??= []).push(...shared);
  },
};
Object.assign(globalThis, { [SERVER_HOOK]: hook });

const container = createRequire(shellEntry)(shellEntry) as ServerContainerModule;
const renderer = container.createRenderer({ remotes, routes });
let queue: Promise<unknown> = Promise.resolve();

parentPort?.on('message', ({ id, address }: RenderAsk) => {
  queue = queue.then(async () => {
    loaded = { chunks: {}, shared: {} };
    let answer: RenderAnswer;
    try {
      const page = await (await renderer).render(address);
      answer = { id, page, loaded };
    } catch (error) {
      answer = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    parentPort?.postMessage(answer);
  });
});
