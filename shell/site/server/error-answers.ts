// Every refusal of the site server, in one shape per audience: `{ success: false, message }` under /api (what
// the booking form and every API caller read), a small HTML page elsewhere (what a person sees). The
// address, headers or body that caused it are never repeated back.
import { createHash } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, inLanguage, languageOfPath, site, telUrl, type Language } from '@hospital/hospital-data';
import { pageSecurityHeaders, BASE_HEADERS } from './security-headers';
import { ERROR_TEXTS } from './error-texts';
import { isApiAddress, sitePathOf } from './site-path';

/** The `message` of an API refusal, by status: English, for programs and their developers. */
export const MESSAGES: Record<number, string> = ERROR_TEXTS.en.messages;

const statusOf = (status: number): number => (MESSAGES[status] ? status : status >= 500 ? 500 : 400);

/** A complete page that needs nothing else from the server: it may be the answer to a broken request. */
const STYLE =
  'body{font:1rem/1.5 system-ui,sans-serif;margin:0;color:#1b2430;background:#f5f8fb}' +
  'main{max-width:36rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:.75rem}' +
  'h1{color:#0b5cab;font-size:1.5rem;margin-top:0}a{color:#0b5cab}a:focus-visible{outline:3px solid #0b5cab;outline-offset:2px}';
export const ERROR_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The language of the address a request was for (its query and anything unreadable ignored). */
const languageOf = (url: string): Language => languageOfPath(sitePathOf(url));

export function errorPage(status: number, language: Language = 'en'): string {
  const code = statusOf(status) as keyof typeof ERROR_TEXTS.en.messages;
  const text = ERROR_TEXTS[language];
  const title = code === 404 || code === 500 || code === 503 ? text.titles[code] : text.titles.refused;
  const link = (path: string, label: string) => `<a href="${inLanguage(path, language)}">${label}</a>`;
  const phone = `<a href="${telUrl()}">${site.emergencyDisplay}</a>`;
  return `<!doctype html>
<html lang="${LOCALES[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${site.name}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text.messages[code]}</p>
<p>${text.whereToGo.replace('{home}', link('/', text.home)).replace('{contact}', link('/contact', text.contact))}</p>
<p>${text.emergency.replace('{phone}', phone)}</p>
</main>
</body>
</html>
`;
}

/** Answers a request with the refusal for its status, in the shape its address calls for. */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply {
  const code = statusOf(status);
  reply.code(code).headers(BASE_HEADERS).header('Cache-Control', 'no-store');
  if (code === 405) reply.header('Allow', 'GET, HEAD');
  // After a broken or oversized request nothing more on this connection is worth reading.
  if (code === 400 || code === 413) reply.header('Connection', 'close');
  if (isApiAddress(request.raw.url ?? '')) {
    return reply.type('application/json; charset=utf-8').send({ success: false, message: MESSAGES[code] });
  }
  return reply
    .headers(pageSecurityHeaders({ styleHashes: [ERROR_STYLE_HASH] }))
    .type('text/html; charset=utf-8')
    .send(errorPage(code, languageOf(request.raw.url ?? '/')));
}

/** Fastify's own refusals (a path it cannot decode, say) would repeat the address: ours do not. */
export function installErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A URIError is always input we could not decode.
    const status = error instanceof URIError ? 400 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: { type: error.name, message: error.message } }, 'site server fault');
    return sendError(request, reply, status);
  });
}

/** For Fastify's `frameworkErrors`: the router's refusals (an address it cannot decode). */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  sendError(request, reply, 400);
}

/** A whole HTTP answer as bytes, for the places where no Fastify reply exists; it closes the connection. */
export function rawAnswer(status: number, api: boolean, language: Language = 'en'): string {
  const code = statusOf(status);
  const body = api ? JSON.stringify({ success: false, message: MESSAGES[code] }) : errorPage(code, language);
  const headers = api
    ? { 'Content-Type': 'application/json; charset=utf-8', ...BASE_HEADERS }
    : { 'Content-Type': 'text/html; charset=utf-8', ...pageSecurityHeaders({ styleHashes: [ERROR_STYLE_HASH] }) };
  return (
    `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\n${rawHeaders(headers)}${code === 405 ? 'Allow: GET, HEAD\r\n' : ''}Cache-Control: no-store\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * Requests Node answers before Fastify sees them: CONNECT (it would just drop the connection), an Expect
 * header other than 100-continue (an empty 417), and 100-continue itself. They get the same answers as the rest.
 */
export function installRawAnswers(server: HttpServer): void {
  server.on('connect', (request: IncomingMessage, socket: Socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawAnswer(405, isApiAddress(request.url ?? ''), languageOf(request.url ?? '/')));
  });
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    response.socket?.end(rawAnswer(417, isApiAddress(request.url ?? ''), languageOf(request.url ?? '/')));
  });
  // A body announced for a page address would only be refused: refuse it before it is sent.
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (isApiAddress(request.url ?? '') || request.method === 'GET' || request.method === 'HEAD') {
      response.writeContinue();
      server.emit('request', request, response);
    } else {
      response.socket?.end(rawAnswer(405, false, languageOf(request.url ?? '/')));
    }
  });
}

const rawHeaders = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

/**
 * Requests that never become requests (broken HTTP, oversized headers, time-outs) get the same answers,
 * written straight to the socket, and the connection is closed.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  // Nothing to say on a closed socket, or in the middle of an answer already under way.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (error.code === 'ECONNRESET' || !socket.writable || answering) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 413
          : 400;
  // The request line, when it was read, says whether an API caller is waiting.
  const incoming = (socket as Socket & { parser?: { incoming?: { url?: string } } }).parser?.incoming?.url;
  const firstLine =
    incoming ?? /^[A-Z]{1,20} (\S{1,2048})/.exec(Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '')?.[1] ?? '';
  socket.end(rawAnswer(status, isApiAddress(firstLine), languageOf(firstLine)));
  // A client that does not read the answer must not keep the socket: it is closed shortly regardless.
  setTimeout(() => socket.destroy(), 1_000).unref();
}
