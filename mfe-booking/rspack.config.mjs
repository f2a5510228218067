import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../rspack.factory.mjs';

export default createConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'hospital_booking',
  port: 8082,
  exposes: { './remote': './src/remote.ts' },
});
