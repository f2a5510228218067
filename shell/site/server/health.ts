// GET /healthz: the process answers (its event loop turns). GET /readyz: it can serve the site as a visitor should
// get it: its event loop is not late (loop-watch.ts), the shell's build, the deployment map and every live
// release it names are readable, pages render, and (when the site has any) a booking API instance is ready. 503 names what is not; a deploy or balancer waits for 200.
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES, parseDeploymentMap } from '@hospital/shared-types';
import { RELEASES_URL } from '../paths';
import type { PageRenderer } from '../render/pages';
import type { ApiUpstreams } from './api-upstreams';
import { answerUnderPressure } from './loop-watch';

export interface ReadinessOptions {
  site: string;
  shell: string;
  pages?: Pick<PageRenderer, 'ready'>;
  api?: ApiUpstreams;
}

type Check = { ok: true; detail?: string } | { ok: false; detail: string };

const failed = (detail: string): Check => ({ ok: false, detail });
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function releasesCheck(site: string): Promise<Check> {
  let map;
  try {
    map = parseDeploymentMap(JSON.parse(await readFile(path.join(site, 'remotes.json'), 'utf8')));
  } catch (error) {
    return failed(`the deployment map cannot be read: ${message(error)}`);
  }
  const problems: string[] = [];
  for (const remote of REMOTE_NAMES) {
    const entry = map[remote];
    if (!entry) problems.push(`no live release of ${remote}`);
    // A release on another origin (a CDN) is that host's to serve.
    else if (entry.startsWith(`${RELEASES_URL}/`)) {
      await access(path.join(site, 'releases', entry.slice(RELEASES_URL.length + 1))).catch(() => problems.push(`${remote}: ${entry} is missing`));
    }
  }
  return problems.length > 0 ? failed(problems.join('; ')) : { ok: true };
}

async function apiCheck(api: ApiUpstreams): Promise<Check> {
  const answers = await Promise.all(
    api.urls.map((url) =>
      fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
        (answer) => answer.ok,
        () => false,
      ),
    ),
  );
  const ready = answers.filter(Boolean).length;
  return ready > 0 ? { ok: true, detail: `${ready} of ${answers.length} instances ready` } : failed(`none of ${answers.length} booking API instances is ready`);
}

export function installHealthRoutes(app: FastifyInstance, { site, shell, pages, api }: ReadinessOptions): void {
  const config = answerUnderPressure;
  app.get('/healthz', { config }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { config }, async (_request, reply) => {
    const checks: Record<string, Check> = {
      eventLoop: app.loopCheck(),
      shell: await access(path.join(shell, 'index.html')).then(
        (): Check => ({ ok: true }),
        () => failed('the shell has no build (npm run build)'),
      ),
      releases: await releasesCheck(site),
      pages: !pages || (await pages.ready()) ? { ok: true } : failed('pages cannot be rendered with this shell and map (the server log says why)'),
      ...(api && api.size > 0 ? { bookingApi: await apiCheck(api) } : {}),
    };
    const ready = Object.values(checks).every((check) => check.ok);
    reply.header('Cache-Control', 'no-store').code(ready ? 200 : 503);
    return { ready, checks };
  });
}
