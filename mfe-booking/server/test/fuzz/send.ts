import http from 'node:http';
import type { FuzzRequest } from './openapi-cases';

export type Outcome =
  | { kind: 'answer'; status: number; text: string; ms: number }
  | { kind: 'timeout'; ms: number }
  | { kind: 'closed'; ms: number; error: string };

/** Answers must come within this; a held event loop shows as its expiry, never as a stuck test. */
export const ANSWER_WITHIN_MS = 1_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** One request over a real socket, with the path as given (no normalising), given up after `timeoutMs`. */
export function send(baseUrl: string, request: FuzzRequest, timeoutMs = ANSWER_WITHIN_MS): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    let outgoing: http.ClientRequest;
    try {
      const headers = {
        ...request.headers,
        ...(request.body !== undefined ? { 'content-length': String(Buffer.byteLength(request.body)) } : {}),
      };
      outgoing = http.request({ hostname, port, path: request.path, method: request.method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          settle({ kind: 'answer', status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), ms: elapsed() }),
        );
        response.on('error', (error) => settle({ kind: 'closed', ms: elapsed(), error: error.message }));
      });
    } catch (error) {
      // The client itself refused to send it (a character Node never puts in a request line).
      resolve({ kind: 'closed', ms: 0, error: `not sendable: ${error instanceof Error ? error.message : String(error)}` });
      return;
    }
    const timer = setTimeout(() => {
      outgoing.destroy();
      settle({ kind: 'timeout', ms: elapsed() });
    }, timeoutMs);
    outgoing.on('error', (error) => settle({ kind: 'closed', ms: elapsed(), error: error.message }));
    outgoing.end(request.body);
  });
}

/** Whether `url` answers 200 within the time limit. */
export async function answers(url: string): Promise<boolean> {
  const { origin, pathname } = new URL(url);
  const outcome = await send(origin, { method: 'GET', path: pathname, headers: {} });
  return outcome.kind === 'answer' && outcome.status === 200;
}

export const closeSockets = () => agent.destroy();
