import net from 'node:net';

export interface RawExchange {
  /** Everything the server sent before it closed the connection (or before `waitMs`). */
  text: string;
  status: number | null;
  /** Milliseconds from connecting until the server closed the connection; null if it was still open. */
  closedAfterMs: number | null;
}

/**
 * Sends bytes exactly as given on one connection (fetch and http.request would fix them up: traversal,
 * broken headers, lying lengths) and reads until the server closes, or `waitMs` passes.
 */
export function rawExchange(
  port: number,
  pieces: Array<string | Buffer>,
  { waitMs = 3_000, pauseMs = 0 }: { waitMs?: number; pauseMs?: number } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closedAfterMs: number | null = null;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ text, status: status ? Number(status) : null, closedAfterMs });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closedAfterMs = Date.now() - started;
      finish();
    });
    socket.on('connect', async () => {
      for (const [index, piece] of pieces.entries()) {
        if (socket.destroyed) return;
        socket.write(piece);
        if (pauseMs > 0 && index < pieces.length - 1) await new Promise((r) => setTimeout(r, pauseMs));
      }
    });
  });
}

/** A GET request line and headers, raw. */
export const rawGet = (path: string, headers: Record<string, string> = {}): string =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
