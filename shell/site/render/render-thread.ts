// The main thread's side of a render thread (render-worker.ts): asks for pages, gives each a time limit, and
// ends the thread (with whatever a remote's server code was doing) when one is overrun.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { OwnedRoute, RenderedPage } from '@hospital/shared-types';
import { SITE_PACKAGE } from '../paths';

export interface RenderThreadData {
  shellEntry: string;
  /** Remote name -> its server entry, a local file. */
  remotes: Record<string, string>;
  /** Federation container name -> the public address of its browser files. */
  publicPaths: Record<string, string>;
  /** The routes the live releases state. */
  routes: readonly OwnedRoute[];
}

export interface RenderAsk {
  id: number;
  address: string;
}

/** What a render asked each server container for, by container name. */
export interface LoadedCode {
  /** The ids of the chunks the render asked for. */
  chunks: Record<string, string[]>;
  /** The share keys of the shared modules those chunks consume. */
  shared: Record<string, string[]>;
}

export type RenderAnswer = { id: number; page: RenderedPage; loaded: LoadedCode } | { id: number; error: string };

export interface ThreadRender {
  page: RenderedPage;
  loaded: LoadedCode;
}

/**
 * The script a render thread runs: `npm start` runs the site's TypeScript through tsx, `npm run serve` the
 * build of render-worker.ts (plain JavaScript, no loader). The thread shares nothing of the server's state.
 */
export type RenderWorkerScript = { typescript: string } | { built: string };

export const sourceRenderWorker = (): RenderWorkerScript => ({ typescript: path.join(SITE_PACKAGE, 'render', 'render-worker.ts') });
export const builtRenderWorker = (): RenderWorkerScript => ({ built: path.join(SITE_PACKAGE, 'dist', 'render-worker.js') });

const tsxBoot = (file: string) =>
  `const { register } = require(process.env.HOSPITAL_TSX_CJS_API ?? 'tsx/cjs/api'); register(); require(${JSON.stringify(file)});`;

export class RenderThread {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (render: ThreadRender) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
  >();
  private next = 0;
  private ended: Error | null = null;

  constructor(
    data: RenderThreadData,
    private readonly timeLimitMs: number,
    script: RenderWorkerScript = sourceRenderWorker(),
  ) {
    // A remote's server code that leaks or loops must not take the server's memory with it.
    const resourceLimits = { maxOldGenerationSizeMb: 512 };
    this.worker =
      'built' in script
        ? new Worker(script.built, { workerData: data, resourceLimits })
        : new Worker(tsxBoot(script.typescript), {
            eval: true,
            workerData: data,
            env: { ...process.env, HOSPITAL_TSX_CJS_API: createRequire(path.join(SITE_PACKAGE, 'package.json')).resolve('tsx/cjs/api') },
            resourceLimits,
          });
    this.worker.unref();
    this.worker.on('message', (answer: RenderAnswer) => {
      const asked = this.pending.get(answer.id);
      if (!asked) return;
      this.pending.delete(answer.id);
      clearTimeout(asked.timer);
      if ('error' in answer) asked.reject(new Error(answer.error));
      else asked.resolve({ page: answer.page, loaded: answer.loaded });
    });
    this.worker.on('error', (error) => this.end(error));
    this.worker.on('exit', (code) => this.end(new Error(`The render thread stopped (exit ${code})`)));
  }

  get alive(): boolean {
    return this.ended === null;
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  render(address: string): Promise<ThreadRender> {
    if (this.ended) return Promise.reject(this.ended);
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      // The time counts from the ask: a page waiting behind another that hangs is late too.
      const timer = setTimeout(() => {
        this.end(new Error(`Rendering ${address} took longer than ${this.timeLimitMs} ms`));
        void this.worker.terminate();
      }, this.timeLimitMs);
      this.pending.set(id, { resolve, reject, timer });
      this.worker.postMessage({ id, address } satisfies RenderAsk);
    });
  }

  async close(): Promise<void> {
    this.end(new Error('The render thread was closed'));
    await this.worker.terminate();
  }

  private end(error: Error): void {
    this.ended ??= error;
    for (const [, asked] of this.pending) {
      clearTimeout(asked.timer);
      asked.reject(error);
    }
    this.pending.clear();
  }
}
