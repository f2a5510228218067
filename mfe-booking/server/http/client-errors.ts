import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

const MESSAGES: Record<number, string> = {
  400: 'The request is not valid HTTP',
  408: 'The request took too long to arrive',
  413: 'The request is too large (16 KB at most)',
  431: 'The request headers are too large',
};

/**
 * Requests that never become requests (broken HTTP, oversized headers, timeouts) get the same
 * `{ success: false, message }` answer as every other refusal, instead of Node's or Fastify's own.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
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
  const body = JSON.stringify({ success: false, message: MESSAGES[status] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
