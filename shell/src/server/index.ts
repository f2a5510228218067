// The shell's server container (rspack.factory.mjs builds it to dist/server/render.js for the site server).
// Shared modules are negotiated before any of them is imported, as in the browser (src/index.ts).
import type { ServerContainerModule, ServerRendererOptions } from '@hospital/shared-types';

export const createRenderer: ServerContainerModule['createRenderer'] = async (options: ServerRendererOptions) =>
  (await import('./renderer')).createRenderer(options);
