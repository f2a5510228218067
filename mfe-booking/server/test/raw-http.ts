import http from 'node:http';
import net from 'node:net';

export interface RawAnswer {
  status: number;
  text: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent at once, or piece by piece with a pause between pieces (a slow client). */
  body?: Buffer | string | { pieces: Array<Buffer | string>; pauseMs: number };
  /** Hang up after sending the body's first piece instead of finishing it. */
  abandon?: boolean;
}

/**
 * One request on its own connection, with bytes and headers exactly as given (fetch would fix
 * them up): invalid UTF-8, lying lengths, huge headers, slow or abandoned bodies. Resolves with
 * the answer, or null when the connection ended without one.
 */
export function rawRequest(
  baseUrl: string,
  { method = 'POST', path, headers = {}, body, abandon = false }: RawRequest,
): Promise<RawAnswer | null> {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(baseUrl);
    // The path as given: a URL would be normalised first (`..` removed, `%2e` decoded).
    const request = http.request({ hostname, port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    // A server that answers early (413) and closes may break our upload; the answer, if any, still counts.
    request.on('error', () => setTimeout(() => resolve(null), 50));
    const sendPieces = async (pieces: Array<Buffer | string>, pauseMs: number) => {
      for (const [index, piece] of pieces.entries()) {
        if (request.destroyed) return;
        request.write(piece);
        if (abandon) {
          await new Promise((r) => setTimeout(r, pauseMs));
          request.destroy();
          resolve(null);
          return;
        }
        if (index < pieces.length - 1) await new Promise((r) => setTimeout(r, pauseMs));
      }
      request.end();
    };
    if (body === undefined) request.end();
    else if (typeof body === 'string' || Buffer.isBuffer(body)) void sendPieces([body], 0);
    else void sendPieces(body.pieces, body.pauseMs);
  });
}

/**
 * Writes `bytes` on a fresh connection and then sends nothing more (a client that stalls mid-request).
 * Resolves with what the server wrote and when it closed the connection, or after `waitMs`.
 */
export function stalledRequest(baseUrl: string, bytes: string, waitMs: number): Promise<{ text: string; closedAfterMs: number | null }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    const done = (closedAfterMs: number | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('utf8'), closedAfterMs });
    };
    const timer = setTimeout(() => done(null), waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => done(Date.now() - started));
  });
}
