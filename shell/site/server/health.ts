// GET /healthz: the process answers (its event loop turns). GET /readyz: it can serve the site's pages as a
// visitor should get them: its event loop is not late (loop-watch.ts), the shell's build, the deployment map
// and every live release it names are readable, and pages render. 503 names what is not; a balancer waits for
// 200. The booking API (and the database behind it) is reported, never a reason to answer 503: without it the
// pages, the emergency number and the offline page still serve, and /api says booking is unavailable.
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@hospital/shared-types';
import { readDeploymentRecord, releaseNameOf } from '../releases/deployment-record';
import type { PageRenderer } from '../render/pages';
import type { ApiUpstreams } from './api-upstreams';
import { answerUnderPressure } from './loop-watch';
import type { SiteMetrics } from './metrics';

/**
 * A server in a fleet follows the registry (registry/release-follower.ts). While it is catching up it is not
 * ready; when the registry cannot be read it serves the releases it holds, and that is reported, as the API is.
 */
export interface RegistryFollower {
  caughtUp: boolean;
  /** Why the registry could not be read last time (null: it could). */
  lastError: string | null;
}

export interface ReadinessOptions {
  site: string;
  follower?: RegistryFollower;
  shell: string;
  pages?: Pick<PageRenderer, 'ready'>;
  api?: ApiUpstreams;
  metrics?: SiteMetrics;
}

type Check = { ok: true; detail?: string } | { ok: false; detail: string };

const failed = (detail: string): Check => ({ ok: false, detail });
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function releasesCheck(site: string): Promise<Check> {
  let record;
  try {
    record = await readDeploymentRecord(site);
  } catch (error) {
    return failed(`the deployment map cannot be read: ${message(error)}`);
  }
  if (!record.found) return failed('the deployment map cannot be read: this site has no remotes.json (nothing is released)');
  const problems: string[] = [];
  for (const remote of REMOTE_NAMES) {
    const entry = record.map[remote];
    const release = releaseNameOf(entry);
    if (!entry) problems.push(`no live release of ${remote}`);
    else if (!release) problems.push(`${remote}: ${entry} names no release`);
    // The release's files are rendered from this site's own folder, wherever browsers fetch them.
    else
      await access(path.join(site, 'releases', remote, release, 'mf-manifest.json')).catch(() =>
        problems.push(`${remote}: ${entry} is missing`),
      );
  }
  return problems.length > 0 ? failed(problems.join('; ')) : { ok: true };
}

/** How many booking API instances are ready (their own /readyz: the database answers, the schema is current). */
async function readyInstances(api: ApiUpstreams): Promise<{ ready: number; of: number }> {
  const answers = await Promise.all(
    api.urls.map((url) =>
      fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
        (answer) => answer.ok,
        () => false,
      ),
    ),
  );
  return { ready: answers.filter(Boolean).length, of: answers.length };
}

async function apiCheck(api: ApiUpstreams): Promise<Check> {
  const { ready, of } = await readyInstances(api);
  return ready > 0
    ? { ok: true, detail: `${ready} of ${of} instances ready` }
    : failed(`none of ${of} booking API instances is ready: booking is unavailable, pages still serve`);
}

export function installHealthRoutes(app: FastifyInstance, { site, shell, pages, api, metrics, follower }: ReadinessOptions): void {
  const config = answerUnderPressure;
  if (api && api.size > 0) metrics?.watchBookingApi(async () => (await readyInstances(api)).ready);
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
      ...(follower && !follower.caughtUp && follower.lastError === null
        ? { registry: failed('not caught up with the deployment registry yet') }
        : {}),
      releases: await releasesCheck(site),
      pages:
        !pages || (await pages.ready())
          ? { ok: true }
          : failed('pages cannot be rendered with this shell and map (the server log says why)'),
    };
    // Reported, not required: the pages serve without it.
    const reported: Record<string, Check> = api && api.size > 0 ? { bookingApi: await apiCheck(api) } : {};
    if (follower?.lastError)
      reported.registry = failed(
        `the deployment registry cannot be read (${follower.lastError}): the releases this server holds stay live`,
      );
    else if (follower?.caughtUp) reported.registry = { ok: true };
    const ready = Object.values(checks).every((check) => check.ok);
    const degraded = Object.entries(reported).flatMap(([name, check]) => (check.ok ? [] : [name]));
    reply.header('Cache-Control', 'no-store').code(ready ? 200 : 503);
    return { ready, degraded, checks: { ...checks, ...reported } };
  });
}
