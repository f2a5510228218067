// What `npm start` and `npm run serve` both run once their checks are done: the booking API instances, the
// page renderer and the site server in front of them, the metrics listener, and a clean stop on a signal.
import { createServer, type Server } from 'node:http';
import type { Mode } from '@hospital/server-kit';
import { shellDist, siteDir } from './paths';
import { ReleaseFollower } from './registry/release-follower';
import { PageRenderer } from './render/pages';
import type { RenderWorkerScript } from './render/render-thread';
import { ApiUpstreams } from './server/api-upstreams';
import { ApiInstance, type ApiCommand } from './server/booking-api';
import { SiteMetrics } from './server/metrics';
import { canaryWatch } from './canary/watch';
import { createSiteServer } from './server/server';
import type { SiteSettings } from './settings';

export interface RunSiteOptions {
  settings: SiteSettings;
  mode: Mode;
  api: ApiCommand;
  /** The API instances' environment besides the site's (the mail server npm start stands in for, the mode). */
  apiEnv: Record<string, string>;
  /** The payment gateway's origins the checkout pages allow (none: no gateway). */
  gateway?: readonly string[];
  worker: RenderWorkerScript;
  /** Stopped last (the local mail catcher). */
  onStop?: () => Promise<void> | void;
}

export interface RunningSite {
  url: string;
  apis: ApiInstance[];
  stop(): Promise<void>;
}

export async function runSite({ settings, mode, api, apiEnv, gateway = [], worker, onStop }: RunSiteOptions): Promise<RunningSite> {
  const metrics = new SiteMetrics();
  let log = (message: string) => console.log(message);
  const firstApiPort = settings.API_PORT ?? settings.PORT + 710;
  const urls = Array.from({ length: settings.BOOKING_API_INSTANCES }, (_x, i) => `http://127.0.0.1:${firstApiPort + i}`);
  // The supervisor's word on each instance reaches the proxy at once: a hung one is passed over.
  const upstreams = new ApiUpstreams(urls);
  const apis = urls.map(
    (url, i) =>
      new ApiInstance({
        command: api,
        port: firstApiPort + i,
        env: { ...apiEnv, NODE_ENV: mode },
        log: (message) => log(message),
        onHealth: (healthy) => upstreams.health(url, healthy),
      }),
  );
  // Whatever fails from here on stops the API processes already started: a refusal never leaves them running.
  try {
    return await startInFront({
      settings,
      apis,
      upstreams,
      metrics,
      gateway,
      worker,
      onStop,
      setLog: (next) => (log = next),
      log: (message) => log(message),
    });
  } catch (error) {
    await Promise.all(apis.map((instance) => instance.stop()));
    await onStop?.();
    throw error;
  }
}

interface FrontOptions extends Pick<RunSiteOptions, 'settings' | 'gateway' | 'worker' | 'onStop'> {
  apis: ApiInstance[];
  upstreams: ApiUpstreams;
  metrics: SiteMetrics;
  log: (message: string) => void;
  setLog: (log: (message: string) => void) => void;
}

/** The API instances, the renderer, the site server and the metrics listener, in that order. */
async function startInFront({
  settings,
  apis,
  upstreams,
  metrics,
  gateway = [],
  worker,
  onStop,
  log,
  setLog,
}: FrontOptions): Promise<RunningSite> {
  // An instance that cannot start (its database down) is started again and again (booking-api.ts) while the
  // pages serve: the site outlives its database, and /api says booking is unavailable meanwhile.
  await Promise.all(
    apis.map((instance) =>
      instance
        .start()
        .catch((error: unknown) =>
          log(
            `The booking API on ${instance.url} is not answering yet (${error instanceof Error ? error.message : String(error)}); it is started again until it does`,
          ),
        ),
    ),
  );

  const pages = new PageRenderer({
    site: siteDir(),
    shell: shellDist(),
    worker,
    log: (message) => log(message),
    onRender: (outcome, seconds) => metrics.renders.observe({ outcome }, seconds),
  });
  // In a fleet (DATABASE_URL) the releases come from the registry; /readyz waits until this server caught up.
  const databaseUrl = process.env.DATABASE_URL;
  const follower = databaseUrl
    ? new ReleaseFollower({ connectionString: databaseUrl, site: siteDir(), log: (message) => log(message) })
    : null;
  // Every server watches; in a fleet the counts are every server's (PostgreSQL) and the ending a compare-and-swap.
  const canaries = canaryWatch({
    site: siteDir(),
    registry: metrics.registry,
    minVisits: settings.CANARY_MIN_VISITS,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  const app = await createSiteServer({
    apiUpstreams: upstreams,
    pages,
    metrics,
    signals: canaries.signals,
    releases: { counts: canaries.counts },
    gateway,
    logger: { level: settings.LOG_LEVEL },
    ...(follower ? { follower } : {}),
  });
  setLog((message) => app.log.warn(message));
  canaries.start((fields, message) => app.log.warn(fields, message));

  let metricsServer: Server | null = null;
  if (settings.METRICS_PORT !== undefined) {
    metricsServer = createServer((request, response) => {
      if (request.url !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only GET /metrics here\n');
        return;
      }
      metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) =>
      metricsServer?.once('error', reject).listen(settings.METRICS_PORT, settings.METRICS_HOST, resolve),
    );
  }

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await app.close();
      await canaries.stop();
      await follower?.stop();
      await pages.close();
      await Promise.all(apis.map((instance) => instance.stop()));
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
      await onStop?.();
    })());
  await app.listen({ port: settings.PORT, host: settings.HOST });
  await follower?.start();
  // Pages are rendered when they are asked for; the site is ready once it can render (its home page is).
  if (!(await pages.ready())) log('The server cannot render pages yet: they are served plain, for the browser to render.');
  return { url: `http://${settings.HOST}:${settings.PORT}`, apis, stop };
}

/** What neither server's settings can see alone: several API instances share their counts and outbox only in PostgreSQL. */
export function combinedProblems(settings: Pick<SiteSettings, 'BOOKING_API_INSTANCES'> | null, env: NodeJS.ProcessEnv): string[] {
  const instances = settings?.BOOKING_API_INSTANCES ?? 1;
  return instances > 1 && !env.DATABASE_URL
    ? [
        `BOOKING_API_INSTANCES is ${instances}, but several API instances need DATABASE_URL (PostgreSQL), which they share; on SQLite set it to 1`,
      ]
    : [];
}

/** The site's own stop may take this long (the API instances' grace, 10 s, and then some) before it just exits. */
const STOP_DEADLINE_MS = 15_000;

/** Stops everything on SIGINT or SIGTERM, then exits; within STOP_DEADLINE_MS whatever hangs. */
export function stopOnSignals(site: RunningSite): void {
  const stop = () => {
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    void site.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
