// The booking API with one more route, GET /test/hang, that holds its event loop for ever: what the site's
// supervisor must find and replace. Tests only (run through tsx); never built into dist (build.mjs bundles
// main.ts), so no production process has the route.
import { buildApp } from '../app';
import { configFor } from '../config';
import { openConfiguredData } from '../data';

async function main() {
  const config = configFor(process.env, import.meta.dirname);
  const data = await openConfiguredData(config);
  const app = await buildApp({ data, config });
  app.get('/test/hang', () => {
    for (;;);
  });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: config.port, host: config.host });
}

void main();
