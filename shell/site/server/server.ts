import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import replyFrom from '@fastify/reply-from';
import {
  DEFAULT_LANGUAGE,
  LOCALES,
  inLanguage,
  isLanguage,
  languageOfPath,
  withoutLanguage,
  site as hospital,
  type Language,
} from '@hospital/hospital-data';
import { ROUTE_LISTS_URL, redirectOf, isCheckoutPage } from '@hospital/shared-types';
import { RELEASES_URL, siteDir, shellDist } from '../paths';
import { livePaths } from '../releases/releases';
import { MAP_FILE, liveReleasesOf, readDeploymentRecord } from '../releases/deployment-record';
import { LiveRoutes } from '../render/live-routes';
import type { PageRenderer, RenderedAnswer } from '../render/pages';
import { addressRefusal, headerRefusal } from './address-guard';
import { answerClientError, answerFrameworkError, installErrorAnswers, installRawAnswers, sendError } from './error-answers';
import { limitOptions, serverLimits, type ServerLimits } from './limits';
import { isPageAddress } from './page-address';
import { apiAddress, isApiPath, isServerCodePath, queryOf, sitePathOf } from './site-path';
import { shellStyleHashes } from './shell-styles';
import { deploymentOrigins, inlineScriptHashes, installBaseHeaders, pageSecurityHeaders } from './security-headers';
import { trustProxy as trustProxyOf, type TrustProxy } from '@hospital/server-kit';
import { loadSiteSettings } from '../settings';
import { renderSitemap } from './sitemap';
import { acceptedEncoding, compressedTwin, registerCompression, varyOnEncoding, withoutTwinSuffix } from './compression';
import { installAccessLog } from './access-log';
import { API_TIME_LIMIT_MS, ApiUpstreams, mayTryNext, timedOut } from './api-upstreams';
import { installHealthRoutes, type RegistryFollower } from './health';
import { plainPageReleases, RELEASES_HEADER } from './releases-header';
import { bucketCookie, VisitorReleaseReader, type VisitorReleases } from '../canary/visitor-releases';
import { installBeacon } from '../canary/beacon';
import { installReleasesRoutes, type ReleasesRoutesOptions } from '../canary/releases-routes';
import { bookingStaffAccess } from '../canary/staff-access';
import { openRegistry } from '../registry/open-registry';
import type { DeploymentRegistry } from '../registry/registry';
import { CanarySignals } from '../canary/signals';
import { Registry } from 'prom-client';
import { LOOP_LIMITS, watchLoop, type LoopLimits } from './loop-watch';
import type { SiteMetrics } from './metrics';

export interface SiteServerOptions {
  /** Base URLs of booking API instances (or them with their supervisor's word on each); /api goes to them in turn. */
  apiUpstreams?: string[] | ApiUpstreams;
  /** How long an instance may take to answer (API_TIME_LIMIT_MS by default). */
  apiTimeLimitMs?: number;
  /** pino's options (one JSON line per request, access-log.ts); off by default (the tests). */
  logger?: boolean | Exclude<FastifyServerOptions['logger'], undefined>;
  /** Where the request metrics and page render times go (served by run-site.ts on the metrics port). */
  metrics?: SiteMetrics;
  /** Folder holding remotes.json and releases/ (default: SITE_DIR). */
  site?: string;
  /** The shell's build output (default: shell/dist). */
  shell?: string;
  /** Renders pages on request (render/pages.ts); without it every page is the plain shell page. */
  pages?: Pick<PageRenderer, 'page' | 'ready'>;
  /** Time-outs and size caps (default: from REQUEST_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS). */
  limits?: ServerLimits;
  /** Which proxies' X-Forwarded-For to believe (default: TRUST_PROXY; none when unset). */
  trustProxy?: TrustProxy;
  /** The payment gateway's origins (gatewayOrigins), allowed on the checkout pages only; none by default. */
  gateway?: readonly string[];
  /** When requests are refused because the event loop is late (LOOP_LIMITS by default; tests tighten them). */
  loop?: LoopLimits;
  /** In a fleet: what follows the registry, which /readyz waits for. */
  follower?: RegistryFollower;
  /** Visits and failures per remote release (default: counted into `metrics`, if given). */
  signals?: CanarySignals;
  /**
   * The releases page's registry, counts and access check (default: the site's registry, this server's
   * counts, and the booking API's word on the staff session).
   */
  releases?: Partial<ReleasesRoutesOptions>;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files whose name does not change when their content does: they must be revalidated. The service worker
 * among them, so a new shell build reaches a visitor who has the old worker at their next page load.
 */
const isMutable = (file: string) =>
  /(^|\/)(mf-manifest\.json|release\.json|remotes\.json|index\.html|sw\.js|manifest\.webmanifest)$/.test(file);

/**
 * The local stand-in for a static host or CDN: the shell with its history fallback, the deployment
 * map and the remotes' releases (no-cache for what names the live release, immutable for the rest),
 * and /api passed to the booking API.
 */
export async function createSiteServer({
  apiUpstreams = [],
  apiTimeLimitMs = API_TIME_LIMIT_MS,
  logger = false,
  metrics,
  site = siteDir(),
  shell = shellDist(),
  pages,
  limits = serverLimits(),
  trustProxy = trustProxyOf(loadSiteSettings().TRUST_PROXY),
  gateway = [],
  loop = LOOP_LIMITS,
  follower,
  signals: givenSignals,
  releases = {},
}: SiteServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Our own one line per request (access-log.ts): Fastify's would log addresses and query strings.
    logController: new LogController({ disableRequestLogging: true }),
    logger:
      logger === true ? { serializers: NO_REQUEST_DETAILS } : logger === false ? false : { serializers: NO_REQUEST_DETAILS, ...logger },
    ...limitOptions(limits),
    trustProxy,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  await watchLoop(app, loop);
  await registerCompression(app);
  const liveRoutes = new LiveRoutes(site);
  if (logger !== false || metrics) installAccessLog(app, liveRoutes, metrics);
  installErrorAnswers(app);
  installRawAnswers(app.server);
  installBaseHeaders(app);
  if (trustProxy === false) warnOfUntrustedProxy(app);
  app.addHook('onRequest', async (request, reply) => {
    const refusal = addressRefusal(request.url) ?? headerRefusal(request.raw.rawHeaders);
    if (refusal) return sendError(request, reply, refusal);
  });

  // While a canary runs, what a visitor gets depends on their bucket cookie (set here on their first answer).
  const visitors = new VisitorReleaseReader(site);
  const visitorOf = (request: FastifyRequest, reply: FastifyReply): VisitorReleases => {
    const visitor = visitors.of(request.headers.cookie);
    if (visitor.fresh) reply.header('Set-Cookie', bucketCookie(visitor.bucket, request.protocol === 'https'));
    if (visitor.varies) reply.header('Vary', 'Cookie');
    return visitor;
  };

  const signals = givenSignals ?? new CanarySignals(metrics?.registry ?? new Registry(), () => visitors.running());
  await installBeacon(app, {
    signals,
    serves: () => ({ live: liveReleasesOf(visitors.liveMap()), canaries: visitors.running() }),
    routes: () => liveRoutes.current().routes,
  });

  app.get('/remotes.json', async (request, reply) => {
    const visitor = visitorOf(request, reply);
    if (visitor.varies)
      return reply
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(`${JSON.stringify(visitor.map, null, 2)}\n`);
    reply.header('Cache-Control', NO_CACHE);
    return reply.sendFile(MAP_FILE, site, { cacheControl: false });
  });

  // The live releases' route lists, from this server's own disk: the shell knows every remote's pages (and
  // shows a remote's panel on them) even while that remote's files cannot load.
  app.get(ROUTE_LISTS_URL, async (request, reply) => {
    const visitor = visitorOf(request, reply);
    reply.header('Cache-Control', visitor.varies ? 'no-store' : NO_CACHE).type('application/json; charset=utf-8');
    return visitor.variant ? liveRoutes.jsonFor(visitor.variant) : liveRoutes.current().json;
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return `User-agent: *\nAllow: /\n\nSitemap: ${hospital.origin}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE).type('application/xml; charset=utf-8');
    return renderSitemap(await livePaths(site));
  });

  // A build's server container (the shell's, a release's) is the site server's own code to run, not a file
  // for browsers: decided by the decoded path, as the file servers below read it.
  app.addHook('onRequest', async (request, reply) => {
    if (isServerCodePath(sitePathOf(request.url))) return sendError(request, reply, 404);
  });

  await app.register(fastifyStatic, {
    root: path.join(site, 'releases'),
    prefix: `${RELEASES_URL}/`,
    decorateReply: false,
    cacheControl: false,
    dotfiles: 'deny',
    preCompressed: true,
    setHeaders(res, sent) {
      const file = withoutTwinSuffix(sent);
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', isMutable(file) ? NO_CACHE : IMMUTABLE);
      varyOnEncoding(res, sent);
    },
  });

  await app.register(fastifyStatic, {
    root: shell,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    dotfiles: 'deny',
    preCompressed: true,
    setHeaders(res, sent) {
      const file = withoutTwinSuffix(sent);
      const hashed = file.includes(`${path.sep}static${path.sep}`);
      res.setHeader('Cache-Control', hashed ? IMMUTABLE : isMutable(file) ? NO_CACHE : 'public, max-age=3600');
      varyOnEncoding(res, sent);
    },
  });

  const upstreams = apiUpstreams instanceof ApiUpstreams ? apiUpstreams : new ApiUpstreams(apiUpstreams);
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  await installReleasesRoutes(app, {
    registry: releases.registry ?? openedOnce(app, () => openRegistry({ site })),
    counts: releases.counts ?? (async (canary) => signals.countsOf(canary)),
    access: releases.access ?? bookingStaffAccess(upstreams),
  });
  await app.register(async (api) => {
    // Bodies pass to the booking API byte for byte: it alone decides what is malformed. They are read
    // whole first, up to a cap, so a slow or oversized body is refused here and never ties up the API.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limits.apiBodyBytes }, (request, body, done) => {
      // Kept, to send again to the next instance when one refuses or drops the connection.
      rawBodies.set(request, body as Buffer);
      // As a stream, reply-from sends the bytes and the Content-Type exactly as they came.
      done(null, Readable.from([body]));
    });
    // No base: each request names its instance (api-upstreams.ts), so one that refuses is passed over.
    // Its own request log would name the address, query and all.
    if (upstreams.size > 0) await api.register(replyFrom, { disableRequestLogging: true });
    const forward = (request: FastifyRequest, reply: FastifyReply, tries: string[]): FastifyReply => {
      const [upstream = '', ...others] = tries;
      const body = rawBodies.get(request);
      if (body) request.body = Readable.from([body]);
      return reply.from(`${upstream}${apiAddress(request.url)}`, {
        // Until the answer's headers, then between parts of its body: a hung instance never keeps a patient.
        timeout: apiTimeLimitMs,
        // The API limits requests per visitor: tell it who the visitor is.
        // …and the address it used: the staff API checks a change came from this site's own pages, and marks
        // its session cookie Secure when the visitor came over HTTPS.
        // Expect is this hop's: the site server has already told the client to continue and holds the whole
        // body (undici refuses to send the header at all).
        rewriteRequestHeaders: (original, { expect: _answered, ...headers }) => ({
          ...headers,
          'x-forwarded-for': original.ip,
          'x-forwarded-proto': original.protocol,
          'x-forwarded-host': original.host,
        }),
        // Connection-level headers are this hop's own: the API's keep-alive must not hold a visitor's socket
        // that asked to close, nor announce the API's time-outs as ours.
        rewriteHeaders: (headers) => withoutHopByHop(headers),
        onError: (failed, { error }) => {
          const late = timedOut(error);
          if (late) upstreams.refused(upstream);
          if (!failed.sent && others.length > 0 && mayTryNext(error, request)) {
            upstreams.refused(upstream);
            request.log.warn(
              { upstream },
              late
                ? 'booking API instance did not answer in time; trying the next'
                : 'booking API instance refused or closed the connection; trying the next',
            );
            // The same reply: onError hands it back typed for any server.
            return forward(request, reply, others);
          }
          if (late)
            return failed.code(504).send({ success: false, message: 'The booking service did not answer in time. Please try again.' });
          return failed.code(503).send({ success: false, message: 'The booking service is not reachable. Please try again.' });
        },
      });
    };
    // The booking API failing a visitor counts against the booking release they were served.
    api.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 500) return;
      const booking = visitors.of(request.headers.cookie).releases.booking;
      if (booking) signals.failure('booking', booking.release, 'api-5xx');
    });
    api.all('/api/*', (request, reply) => {
      if (upstreams.size === 0) {
        return reply.code(503).send({ success: false, message: 'The booking service is not running.' });
      }
      return forward(request, reply, upstreams.order());
    });
  });

  // /healthz and /readyz: what a deploy, a balancer and the browser tests wait for.
  installHealthRoutes(app, {
    site,
    shell,
    ...(pages ? { pages } : {}),
    api: upstreams,
    ...(metrics ? { metrics } : {}),
    ...(follower ? { follower } : {}),
  });

  const styleHashes = shellStyleHashes();
  /** The deployment map's other origins (a CDN), which the pages' policy must allow. */
  const mapOrigins = async (): Promise<string[]> => {
    try {
      return deploymentOrigins((await readDeploymentRecord(site)).map);
    } catch {
      return [];
    }
  };

  /**
   * A kept page's security headers, worked out once: its inline scripts never change, nor the map it was
   * rendered with (a new map is a new page). Read per request they cost a kept page more than sending it.
   */
  const headersOfRendered = new WeakMap<
    RenderedAnswer,
    { plain?: Promise<Record<string, string>>; checkout?: Promise<Record<string, string>> }
  >();
  // The gateway's checkout runs on the booking page and an appointment's own page, nowhere else.
  const gatewayFor = (address: string) => (isCheckoutPage(address) ? { gateway } : {});
  const renderedPageHeaders = (rendered: RenderedAnswer, address: string): Promise<Record<string, string>> => {
    const kinds = headersOfRendered.get(rendered) ?? {};
    headersOfRendered.set(rendered, kinds);
    const kind = isCheckoutPage(address) ? 'checkout' : 'plain';
    return (kinds[kind] ??= mapOrigins().then((origins) =>
      pageSecurityHeaders({
        scriptHashes: inlineScriptHashes(rendered.html.toString('utf8')),
        styleHashes,
        origins,
        ...gatewayFor(address),
      }),
    ));
  };

  const shellPage = path.join(shell, 'index.html');
  const plainReleases = plainPageReleases(site, shell);
  const sendShellPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', NO_CACHE);
    const address = sitePathOf(request.url);
    const visitor = visitorOf(request, reply);
    const language = languageOfPath(address);
    // A correctly spelt or older address (docs/product-rules.md#routes-and-aliases): moved for good, query and all.
    const alias = redirectOf(withoutLanguage(address));
    if (alias !== null) return reply.redirect(`${inLanguage(alias, language)}${queryOf(request.url)}`, 301);
    // Staff pages (never rendered) are never in a search engine's index, whatever links to them.
    if (liveRoutes.routeOf(address)?.unlisted === true) reply.header('X-Robots-Tag', 'noindex, nofollow');
    // The bare address differs by the remembered language too.
    const vary = address === '/' || visitor.varies ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
    const rendered = await pages?.page(address, visitor.variant).catch(() => null);
    signals.visit(visitor);
    // A remote whose server code failed: its panel is in the page, a failure of its release per page served.
    for (const remote of rendered?.failed ?? []) {
      const release = visitor.releases[remote]?.release;
      if (release) signals.failure(remote, release, 'render');
    }
    reply.header(RELEASES_HEADER, rendered ? rendered.releases : await plainReleases(visitor.variant ? visitor.map : undefined));
    if (rendered) {
      // A page that is not there is kept out of search indexes even by a crawler that reads only headers.
      if (rendered.status === 404) reply.header('X-Robots-Tag', 'noindex');
      reply
        .code(rendered.status)
        .headers(await renderedPageHeaders(rendered, address))
        .type('text/html; charset=utf-8')
        .header('X-Server-Rendered', '1')
        .header('Vary', vary);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (encoding === 'br') return reply.header('Content-Encoding', 'br').send(rendered.br);
      if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(rendered.gzip);
      return reply.send(rendered.html);
    }
    // The plain page: the browser renders it (an unknown address still answers 404).
    if (liveRoutes.isUnknown(address)) reply.code(404).header('X-Robots-Tag', 'noindex');
    const html = inPageLanguage(await readFile(shellPage), language);
    const policy = {
      scriptHashes: inlineScriptHashes(html.toString('utf8')),
      styleHashes,
      origins: await mapOrigins(),
      ...gatewayFor(address),
    };
    reply.headers(pageSecurityHeaders(policy)).type('text/html; charset=utf-8');
    // The page's compressed twin, written when it was built; without one it is compressed on the fly.
    const twin = language !== DEFAULT_LANGUAGE ? null : await compressedTwin(request, shellPage);
    if (twin) return reply.header('Vary', vary).header('Content-Encoding', twin.encoding).send(twin.body);
    if (address === '/' || visitor.varies) reply.header('Vary', vary);
    return reply.send(html);
  };
  // The bare address is the one place a remembered language choice decides (the switcher sets the cookie);
  // every other address names its own language.
  app.get('/', (request, reply) => {
    const remembered = rememberedLanguage(request.headers.cookie);
    if (remembered && remembered !== DEFAULT_LANGUAGE) {
      return reply.header('Cache-Control', NO_CACHE).header('Vary', 'Cookie').redirect(inLanguage('/', remembered), 302);
    }
    return sendShellPage(request, reply);
  });

  // Every other page address is the shell's page, whatever the Accept header says (link checkers and
  // previews send */*); React Router decides what it shows. Addresses of files that do not exist are 404s.
  app.setNotFoundHandler((request, reply) => {
    const pathname = sitePathOf(request.url);
    if (isApiPath(pathname)) return sendError(request, reply, 404);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(request, reply, 405);
    if (isPageAddress(pathname)) return sendShellPage(request, reply);
    return sendError(request, reply, 404);
  });

  return app;
}

/** A registry opened on first use (again after a failure), and closed with the server. */
function openedOnce(app: FastifyInstance, open: () => Promise<DeploymentRegistry>): () => Promise<DeploymentRegistry> {
  let opened: Promise<DeploymentRegistry> | null = null;
  app.addHook('onClose', async () => {
    await (await opened?.catch(() => null))?.close();
  });
  return () => {
    opened ??= open();
    opened.catch(() => (opened = null));
    return opened;
  };
}

/**
 * A request that names a forwarding proxy while TRUST_PROXY is unset: the site is behind a proxy it does not
 * believe, so every visitor is the proxy to the API's rate limits. Said once.
 */
function warnOfUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'A request came through a proxy (X-Forwarded-For) but TRUST_PROXY is unset: every visitor counts as the proxy. Set TRUST_PROXY to its address.',
    );
  });
}

/** Log lines name the route and status (access-log.ts), never an address, header or body. */
const NO_REQUEST_DETAILS = { req: () => ({}), res: () => ({}) };

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authenticate',
]);

/** An upstream answer's headers without those that describe its own connection (RFC 9110, 7.6.1). */
export function withoutHopByHop<T extends Record<string, unknown>>(headers: T): T {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()) && !named.includes(name.toLowerCase())),
  ) as T;
}

/** The language the visitor chose last (the switcher's `lang` cookie), if any. */
export function rememberedLanguage(cookieHeader: string | undefined): Language | undefined {
  const value = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  return isLanguage(value) ? value : undefined;
}

/** The shell's page for an address in another language says so before its script runs. */
function inPageLanguage(html: Buffer, language: Language): Buffer {
  if (language === DEFAULT_LANGUAGE) return html;
  return Buffer.from(html.toString('utf8').replace(/<html lang="[A-Za-z-]+"/, `<html lang="${LOCALES[language]}"`));
}
