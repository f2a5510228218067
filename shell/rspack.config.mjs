import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.factory.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createConfig({
  dir,
  name: 'shell',
  port: 8080,
  host: true,
  runtimePlugins: [path.join(dir, 'src/federation/runtime-plugin.ts')],
});
