// `npm run build -w shell/site`: the site server's production start, its render thread and the operator's
// commands (releases, the static export) as JavaScript in dist/ (esbuild.server.mjs), for `npm run serve`.
import { buildServer } from '../../esbuild.server.mjs';

await buildServer(import.meta.dirname, {
  serve: 'serve.ts',
  'render-worker': 'render/render-worker.ts',
  ops: 'releases/ops-cli.ts',
  export: 'render/export-cli.ts',
});
