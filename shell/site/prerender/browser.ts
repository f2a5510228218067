// The prerenderer's Chromium opens pages for the server, so it must not become a way into anything else:
// it runs sandboxed (as the unprivileged user nobody when the server is root), sees none of the server's
// environment (ADMIN_TOKEN, DATABASE_URL…), and reaches only the site's own origins.
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { QUIET_ARGS, chromiumPath } from '../chromium';
import { SITE_PACKAGE } from '../paths';

/** Drops to nobody and hands it the profile folder (see the script). */
export const UNPRIVILEGED_LAUNCHER = path.join(SITE_PACKAGE, 'prerender', 'chromium-unprivileged.sh');

const runsAsRoot = (): boolean => process.getuid?.() === 0;

/** All the browser is told of the server's environment. */
export function browserEnvironment(): Record<string, string> {
  const env: Record<string, string> = { PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8', HOME: process.env.HOME ?? '/tmp' };
  if (process.env.TZ) env.TZ = process.env.TZ;
  if (runsAsRoot()) env.PRERENDER_CHROMIUM = chromiumPath();
  return env;
}

/** host:port of an origin, as Chromium's proxy bypass list writes it. */
const hostAndPort = (origin: string): string => {
  const url = new URL(origin);
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
};

export interface GuardedBrowser {
  browser: Browser;
  context: BrowserContext;
  /** Another context behind the same fences (a fresh one has nothing cached). */
  newContext(): Promise<BrowserContext>;
  /** Origins of the requests that were refused, and how often. */
  blocked: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A browser and a context that reach only `origins`. Two fences: every request of a page, frame or worker
 * to another origin is aborted before it leaves, and Chromium's own connections to anywhere else (a
 * preconnect, a WebSocket) go to a local sink that closes them at once.
 */
export async function openGuardedBrowser(origins: readonly string[], viewport = { width: 412, height: 823 }): Promise<GuardedBrowser> {
  const allowed = new Set(origins.map((origin) => new URL(origin).origin));
  const blocked = new Map<string, number>();
  const refuse = (url: string) => {
    let origin = url;
    try {
      origin = new URL(url).origin;
    } catch {
      // Not a URL: count it as written.
    }
    blocked.set(origin, (blocked.get(origin) ?? 0) + 1);
  };

  // Chromium asks its proxy for the host first (CONNECT host:port, or an absolute address): named in the log.
  const sink: Server = createServer((socket: Socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (first: Buffer) => {
      const line = /^[A-Z]+ (\S+)/.exec(first.toString('latin1'))?.[1] ?? 'unknown';
      refuse(/^[a-z]+:\/\//i.test(line) ? line : `proxied ${line}`);
      socket.destroy();
    });
    setTimeout(() => socket.destroy(), 1_000).unref();
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const sinkPort = (sink.address() as { port: number }).port;

  const { chromium } = await import('playwright-core');
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: runsAsRoot() ? UNPRIVILEGED_LAUNCHER : chromiumPath(),
      chromiumSandbox: true,
      env: browserEnvironment(),
      args: [
        ...QUIET_ARGS,
        `--proxy-server=http://127.0.0.1:${sinkPort}`,
        // <-loopback>: this machine's other ports are no exception either.
        `--proxy-bypass-list=<-loopback>;${[...allowed].map(hostAndPort).join(';')}`,
      ],
    });
  } catch (error) {
    sink.close();
    throw error;
  }
  const isAllowed = (url: string) => {
    try {
      return allowed.has(new URL(url).origin);
    } catch {
      return false;
    }
  };
  const guard = async (context: BrowserContext) => {
    await context.route(
      (url) => !isAllowed(url.href),
      (route) => {
        refuse(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    await context.routeWebSocket(
      () => true,
      (socket) => {
        if (isAllowed(socket.url())) socket.connectToServer();
        else {
          refuse(socket.url());
          void socket.close();
        }
      },
    );
  };
  const newContext = async () => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce', serviceWorkers: 'block' });
    await guard(context);
    return context;
  };
  return {
    browser,
    context: await newContext(),
    newContext,
    blocked,
    close: async () => {
      await browser.close();
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    },
  };
}
