// Response headers that make the site's pages hard to abuse: a Content-Security-Policy that lets a page run
// only the site's own scripts (and, by hash, the inline scripts the server itself put in it), no framing,
// no sniffing. Answers of the booking API keep the API's own, stricter headers.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { site } from '@hospital/hospital-data';

/** On every answer of the site server. */
export const BASE_HEADERS: Readonly<Record<string, string>> = { 'X-Content-Type-Options': 'nosniff' };

/** Where the contact page's map comes from: the embed address, and the host it redirects to. */
export const MAP_FRAME_ORIGINS: readonly string[] = [new URL(site.mapEmbedUrl).origin, 'https://www.google.com'];

/** Features no page of the site uses: no page, nor anything it embeds, may ask for them. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()';

export interface PagePolicy {
  /** `'sha256-…'` sources of inline scripts the page may run. */
  scriptHashes?: readonly string[];
  /** `'sha256-…'` sources of inline style elements. */
  styleHashes?: readonly string[];
  /** Other origins the site's own files are served from (a CDN named in the deployment map). */
  origins?: readonly string[];
  /** The payment gateway's origins (its checkout script and frame): given on the checkout pages only. */
  gateway?: readonly string[];
}

export function contentSecurityPolicy({ scriptHashes = [], styleHashes = [], origins = [], gateway = [] }: PagePolicy = {}): string {
  const own = ["'self'", ...origins];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', ...own, ...gateway, ...scriptHashes],
    ['style-src', ...own, ...styleHashes],
    // Prerendered pages keep the style attributes the live page set (measured heights, positions).
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', ...own, 'data:'],
    ['font-src', ...own],
    ['connect-src', ...own, ...gateway],
    ['frame-src', ...MAP_FRAME_ORIGINS, ...gateway],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Headers of an HTML page of the site. */
export function pageSecurityHeaders(policy: PagePolicy = {}): Record<string, string> {
  const gateway = policy.gateway ?? [];
  return {
    ...BASE_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(policy),
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The gateway's frame may ask the browser for a payment app (UPI) on the checkout pages.
    'Permissions-Policy':
      gateway.length > 0
        ? PERMISSIONS_POLICY.replace('payment=()', `payment=(self ${gateway.map((o) => `"${o}"`).join(' ')})`)
        : PERMISSIONS_POLICY,
    // The gateway opens a bank's page in a window of its own (net banking) and must still reach it.
    'Cross-Origin-Opener-Policy': gateway.length > 0 ? 'same-origin-allow-popups' : 'same-origin',
  };
}

/**
 * The payment gateway's origins, from the booking API's own settings (its schema read from the same
 * environment): its checkout script's and its API's (whose frame the script opens). None without gateway
 * keys: no page allows it then.
 */
export function gatewayOrigins(settings: {
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_API_URL?: string | undefined;
  RAZORPAY_CHECKOUT_URL?: string | undefined;
}): string[] {
  if (!settings.RAZORPAY_KEY_ID) return [];
  const origins = new Set<string>();
  for (const url of [
    settings.RAZORPAY_CHECKOUT_URL || 'https://checkout.razorpay.com/v1/checkout.js',
    settings.RAZORPAY_API_URL || 'https://api.razorpay.com',
  ]) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // The API refuses a bad address at start; no page allows it.
    }
  }
  return [...origins];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script elements a browser does not run as script: data blocks such as JSON-LD. */
const isDataBlock = (attributes: string): boolean => {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type !== undefined && !['module', 'text/javascript', 'application/javascript'].includes(type);
};

/**
 * The CSP sources of the inline scripts in a page, hashed from the exact text sent, so the policy follows
 * whatever inline script the prerenderer writes (its loader, the returning-visitor check) without a list
 * to keep in step.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || isDataBlock(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Origins of the absolute addresses in the deployment map: remotes served from another host. */
export function deploymentOrigins(map: Readonly<Partial<Record<string, string>>>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(map)) {
    if (url === undefined || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not an address: the shell will refuse it too.
    }
  }
  return [...origins];
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * nosniff on every answer, never replacing a header the answer already has (the booking API's own set).
 * HSTS only when a trusted proxy says the visitor came over HTTPS: TLS ends at the edge.
 */
export function installBaseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (request.protocol === 'https' && !reply.hasHeader('Strict-Transport-Security')) reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
}
