import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import replyFrom from '@fastify/reply-from';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LOCALES,
  inLanguage,
  isCheckoutPage,
  isLanguage,
  isUnlistedPath,
  languageOfPath,
  site as hospital,
  type Language,
} from '@hospital/shared-types';
import { RELEASES_URL, siteDir, shellDist } from '../paths';
import { livePaths } from '../releases/releases';
import { hasSet, pageKey, prerenderedPage, type Prerenderer } from '../prerender/prerender';
import { addressRefusal, headerRefusal } from './address-guard';
import { answerClientError, answerFrameworkError, installErrorAnswers, installRawAnswers, sendError } from './error-answers';
import { limitOptions, serverLimits, type ServerLimits } from './limits';
import { isPageAddress } from './page-address';
import { apiAddress, isApiPath, sitePathOf } from './site-path';
import { isSitePath } from '../prerender/site-paths';
import { shellStyleHashes } from './shell-styles';
import { deploymentOrigins, gatewayOrigins, inlineScriptHashes, installBaseHeaders, pageSecurityHeaders } from './security-headers';
import { trustProxy as trustProxyFromEnv, type TrustProxy } from './trust-proxy';
import { compressedTwin, registerCompression, varyOnEncoding, withoutTwinSuffix } from './compression';

export interface SiteServerOptions {
  /** Base URLs of booking API instances; requests under /api go to them in turn. */
  apiUpstreams?: string[];
  logger?: boolean;
  /** Folder holding remotes.json and releases/ (default: SITE_DIR). */
  site?: string;
  /** The shell's build output (default: shell/dist). */
  shell?: string;
  /** Serves prerendered pages; the prerenderer itself runs on its own, never because of a visit. */
  prerenderer?: Pick<Prerenderer, 'busy'>;
  /** Time-outs and size caps (default: from REQUEST_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS). */
  limits?: ServerLimits;
  /** Which proxies' X-Forwarded-For to believe (default: TRUST_PROXY; none when unset). */
  trustProxy?: TrustProxy;
  /** The payment gateway's origins, allowed on the checkout pages only (default: from RAZORPAY_* as the booking API reads them). */
  gateway?: readonly string[];
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
  logger = false,
  site = siteDir(),
  shell = shellDist(),
  prerenderer,
  limits = serverLimits(),
  trustProxy = trustProxyFromEnv(),
  gateway = gatewayOrigins(process.env),
}: SiteServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    ...limitOptions(limits),
    trustProxy,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  await registerCompression(app);
  installErrorAnswers(app);
  installRawAnswers(app.server);
  installBaseHeaders(app);
  app.addHook('onRequest', async (request, reply) => {
    const refusal = addressRefusal(request.url) ?? headerRefusal(request.raw.rawHeaders);
    if (refusal) return sendError(request, reply, refusal);
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return reply.sendFile('remotes.json', site, { cacheControl: false });
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8');
    return `User-agent: *\nAllow: /\n\nSitemap: ${hospital.origin}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE).type('application/xml; charset=utf-8');
    return renderSitemap(await livePaths(site));
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

  await app.register(async (api) => {
    // Bodies pass to the booking API byte for byte: it alone decides what is malformed. They are read
    // whole first, up to a cap, so a slow or oversized body is refused here and never ties up the API.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limits.apiBodyBytes }, (_request, body, done) =>
      // As a stream, reply-from sends the bytes and the Content-Type exactly as they came.
      done(null, Readable.from([body])),
    );
    if (apiUpstreams.length > 0) {
      await api.register(replyFrom, { base: apiUpstreams.length === 1 ? apiUpstreams[0] : apiUpstreams });
    }
    api.all('/api/*', (request, reply) => {
      if (apiUpstreams.length === 0) {
        return reply.code(503).send({ success: false, message: 'The booking service is not running.' });
      }
      return reply.from(apiAddress(request.url), {
        // The API limits requests per visitor: tell it who the visitor is.
        // …and the address it used: the staff API checks a change came from this site's own pages, and marks
        // its session cookie Secure when the visitor came over HTTPS.
        rewriteRequestHeaders: (original, headers) => ({
          ...headers,
          'x-forwarded-for': original.ip,
          'x-forwarded-proto': original.protocol,
          'x-forwarded-host': original.host,
        }),
        // Connection-level headers are this hop's own: the API's keep-alive must not hold a visitor's socket
        // that asked to close, nor announce the API's time-outs as ours.
        rewriteHeaders: (headers) => withoutHopByHop(headers),
        onError: (failed) =>
          failed.code(503).send({ success: false, message: 'The booking service is not reachable. Please try again.' }),
      });
    });
  });

  // 200 once the pages of the current shell and map are prerendered (or cannot be): what a deploy waits for.
  app.get('/prerendered.json', async (_request, reply) => {
    const busy = prerenderer?.busy() ?? false;
    reply.header('Cache-Control', NO_CACHE).code(busy ? 503 : 200);
    const key = await pageKey(site, shell);
    return { key, saved: hasSet(site, key), busy };
  });

  const styleHashes = shellStyleHashes();
  /** The deployment map's other origins (a CDN), which the pages' policy must allow. */
  const mapOrigins = async (): Promise<string[]> => {
    try {
      return deploymentOrigins(JSON.parse(await readFile(path.join(site, 'remotes.json'), 'utf8')) as Record<string, string>);
    } catch {
      return [];
    }
  };

  const shellPage = path.join(shell, 'index.html');
  const sendShellPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', NO_CACHE);
    let file = shellPage;
    if (prerenderer) {
      const saved = prerenderedPage(site, await pageKey(site, shell), sitePathOf(request.url));
      if (saved) {
        file = saved;
        reply.header('X-Prerendered', '1');
      }
    }
    const address = sitePathOf(request.url);
    const language = languageOfPath(address);
    const html = file === shellPage ? inPageLanguage(await readFile(file), language) : await readFile(file);
    const policy = {
      scriptHashes: inlineScriptHashes(html.toString('utf8')),
      styleHashes,
      origins: await mapOrigins(),
      // The gateway's checkout runs on the booking page and an appointment's own page, nowhere else.
      ...(isCheckoutPage(address) ? { gateway } : {}),
    };
    reply.headers(pageSecurityHeaders(policy)).type('text/html; charset=utf-8');
    // Staff pages: never in a search engine's index, whatever links to them.
    if (isUnlistedPath(address)) reply.header('X-Robots-Tag', 'noindex, nofollow');
    // The page's compressed twin, written when it was built or saved; without one it is compressed on the fly.
    const twin = file === shellPage && language !== DEFAULT_LANGUAGE ? null : await compressedTwin(request, file);
    // The bare address differs by the remembered language too.
    const vary = address === '/' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
    if (twin) return reply.header('Vary', vary).header('Content-Encoding', twin.encoding).send(twin.body);
    if (address === '/') reply.header('Vary', vary);
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


const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authenticate']);

/** An upstream answer's headers without those that describe its own connection (RFC 9110, 7.6.1). */
export function withoutHopByHop<T extends Record<string, unknown>>(headers: T): T {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()) && !named.includes(name.toLowerCase()))) as T;
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

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every page in each language, each entry naming its alternates (hreflang), English as x-default. */
export function renderSitemap(paths: string[]): string {
  const at = (p: string) => escapeXml(`${hospital.origin}${p}`);
  const urls = paths.filter(isSitePath).flatMap((p) => {
    const alternates = [
      ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${at(inLanguage(p, language))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${at(inLanguage(p, DEFAULT_LANGUAGE))}"/>`,
    ].join('');
    return LANGUAGES.map((language) => `  <url><loc>${at(inLanguage(p, language))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
