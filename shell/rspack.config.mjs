import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.factory.mjs';
import { serviceWorkerConfig } from './worker/rspack.worker.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

const shell = createConfig({
  dir,
  name: 'shell',
  port: 8080,
  host: true,
  runtimePlugins: [path.join(dir, 'src/federation/runtime-plugin.ts')],
});

// A production build also writes the service worker, once the shell's files exist (it lists them).
export default (env, argv) => {
  const config = { ...shell(env, argv), name: 'shell' };
  if (config.mode !== 'production') return config;
  return [config, serviceWorkerConfig({ dir, after: 'shell' })];
};
