import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import replyFrom from '@fastify/reply-from';
import { site as hospital } from '@hospital/shared-types';
import { RELEASES_URL, siteDir, shellDist } from '../paths';
import { livePaths } from '../releases/releases';
import { hasSet, pageKey, prerenderedPage, type Prerenderer } from '../prerender/prerender';
import { registerCompression, sendWithTwins, varyOnEncoding, withoutTwinSuffix } from './compression';

export interface SiteServerOptions {
  /** Base URLs of booking API instances; requests under /api go to them in turn. */
  apiUpstreams?: string[];
  logger?: boolean;
  /** Folder holding remotes.json and releases/ (default: SITE_DIR). */
  site?: string;
  /** The shell's build output (default: shell/dist). */
  shell?: string;
  /** Serves prerendered pages, and asks for them when the current shell and map have none. */
  prerenderer?: Pick<Prerenderer, 'request' | 'busy'>;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files whose name does not change when their content does: they must be revalidated. */
const isMutable = (file: string) => /(^|\/)(mf-manifest\.json|release\.json|remotes\.json|index\.html)$/.test(file);

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
}: SiteServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger });

  await registerCompression(app);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return reply.sendFile('remotes.json', site, { cacheControl: false });
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain');
    return `User-agent: *\nAllow: /\n\nSitemap: ${hospital.origin}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE).type('application/xml');
    return renderSitemap(await livePaths(site));
  });

  await app.register(fastifyStatic, {
    root: path.join(site, 'releases'),
    prefix: `${RELEASES_URL}/`,
    decorateReply: false,
    cacheControl: false,
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
    preCompressed: true,
    setHeaders(res, sent) {
      const file = withoutTwinSuffix(sent);
      const hashed = file.includes(`${path.sep}static${path.sep}`);
      res.setHeader('Cache-Control', hashed ? IMMUTABLE : isMutable(file) ? NO_CACHE : 'public, max-age=3600');
      varyOnEncoding(res, sent);
    },
  });

  await app.register(async (api) => {
    // Bodies pass to the booking API untouched: it alone decides what is malformed.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    if (apiUpstreams.length > 0) {
      await api.register(replyFrom, { base: apiUpstreams.length === 1 ? apiUpstreams[0] : apiUpstreams });
    }
    api.all('/api/*', (request, reply) => {
      if (apiUpstreams.length === 0) {
        return reply.code(503).send({ success: false, message: 'The booking service is not running.' });
      }
      return reply.from(request.url, {
        // The API limits requests per visitor: tell it who the visitor is.
        rewriteRequestHeaders: (original, headers) => ({ ...headers, 'x-forwarded-for': original.ip }),
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

  const sendShellPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', NO_CACHE);
    if (prerenderer) {
      const key = await pageKey(site, shell);
      const saved = prerenderedPage(site, key, request.url.split('?')[0] ?? '/');
      if (saved) return sendWithTwins(request, reply.type('text/html; charset=utf-8').header('X-Prerendered', '1'), saved);
      if (!hasSet(site, key)) prerenderer.request();
    }
    return reply.sendFile('index.html', shell);
  };
  app.get('/', (request, reply) => sendShellPage(request, reply));

  // Client routes: every other page address is the shell's page; React Router decides what it shows.
  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '';
    if (request.method === 'GET' && !request.url.startsWith(`${RELEASES_URL}/`) && accept.includes('text/html')) {
      return sendShellPage(request, reply);
    }
    return reply.code(404).send({ success: false, message: 'Not found' });
  });

  return app;
}


const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderSitemap(paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(`${hospital.origin}${p}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
