// The prerenderer's Chromium, measured: what it can reach, which user it runs as, whether its sandbox is
// on, and what it knows of the server's environment. Two loopback servers stand for the site and for a
// host it must never reach.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromiumPath } from '../chromium';
import { openGuardedBrowser, type GuardedBrowser } from './browser';

// Chromium on a busy machine: minutes, not the default 5 s.
jest.setTimeout(120_000);
const haveChromium = existsSync(chromiumPath());
const maybe = haveChromium ? describe : describe.skip;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

interface ProcessInfo {
  pid: number;
  uid: number;
  seccomp: number;
  /** Chromium rewrites the command line of its children into one string. */
  commandLine: string;
  environ: string;
}

/** Every process below this one that runs Chromium's binary. */
function chromiumProcesses(): ProcessInfo[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const below = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at)) if (at === process.pid) return true;
    return false;
  };
  const found: ProcessInfo[] = [];
  for (const pid of parents.keys()) {
    if (!below(pid)) continue;
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      if (!commandLine.includes('chrom')) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      found.push({
        pid,
        commandLine,
        uid: Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]),
        seccomp: Number(/^Seccomp:\s+(\d+)/m.exec(status)?.[1] ?? 0),
        environ: readFileSync(`/proc/${pid}/environ`, 'utf8'),
      });
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

maybe("the prerenderer's Chromium", () => {
  let site: Server;
  let siteUrl: string;
  let elsewhere: Server;
  let elsewhereUrl: string;
  let guarded: GuardedBrowser;
  const reachedElsewhere: string[] = [];
  const SECRET = 'do-not-leak-7c1d';

  beforeAll(async () => {
    elsewhere = createServer((request, response) => {
      reachedElsewhere.push(`request ${request.url}`);
      response.end('x');
    });
    elsewhere.on('connection', () => reachedElsewhere.push('connection'));
    elsewhereUrl = await listen(elsewhere);
    site = createServer((request, response) => {
      if (request.url === '/ok.svg') {
        response.writeHead(200, { 'content-type': 'image/svg+xml' });
        response.end('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<!doctype html><html><head>
        <link rel="preconnect" href="${elsewhereUrl}"><link rel="dns-prefetch" href="${elsewhereUrl}">
        <link rel="stylesheet" href="${elsewhereUrl}/style.css"><script src="${elsewhereUrl}/script.js"></script>
        </head><body><h1>Site page</h1><img src="/ok.svg" id="own"><img src="${elsewhereUrl}/pixel.png">
        <iframe src="${elsewhereUrl}/frame"></iframe><iframe src="${elsewhereUrl.replace('127.0.0.1', 'localhost')}/frame"></iframe>
        <script>
          fetch('${elsewhereUrl}/data', { mode: 'no-cors' }).catch(() => {});
          navigator.sendBeacon('${elsewhereUrl}/beacon', 'x');
          try { new WebSocket('${elsewhereUrl.replace('http', 'ws')}/socket'); } catch (e) {}
          new Worker(URL.createObjectURL(new Blob(["fetch('${elsewhereUrl}/from-worker').catch(() => {})"])));
        </script></body></html>`);
    });
    siteUrl = await listen(site);
    process.env.ADMIN_TOKEN = SECRET;
    process.env.DATABASE_URL = `postgres://user:${SECRET}@localhost/db`;
    guarded = await openGuardedBrowser([siteUrl]);
  });

  afterAll(async () => {
    delete process.env.ADMIN_TOKEN;
    delete process.env.DATABASE_URL;
    await guarded?.close();
    site?.close();
    elsewhere?.close();
  });

  it('loads the site, and nothing of another origin reaches its host: not a request, not a connection', async () => {
    const page = await guarded.context.newPage();
    await page.goto(siteUrl);
    await page.waitForLoadState('load');
    expect(await page.locator('#own').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await expect(page.goto(`${elsewhereUrl}/navigated`)).rejects.toThrow();
    await page.waitForTimeout(1_000);
    expect(reachedElsewhere).toEqual([]);
    expect(guarded.blocked.get(elsewhereUrl)).toBeGreaterThanOrEqual(5);
    await page.close();
  });

  it('runs sandboxed, and as nobody when the server is root', async () => {
    const page = await guarded.context.newPage();
    await page.goto(siteUrl);
    const processes = chromiumProcesses();
    await page.close();
    expect(processes.length).toBeGreaterThan(2);
    for (const info of processes) expect(info.commandLine).not.toMatch(/(^|\s)--no-sandbox(\s|$)/);
    if (process.getuid?.() === 0) for (const info of processes) expect([info.pid, info.uid]).toEqual([info.pid, 65534]);
    // Renderers run under seccomp-bpf (mode 2): the sandbox is on, not merely allowed.
    const renderers = processes.filter((info) => info.commandLine.includes('--type=renderer'));
    expect(renderers.length).toBeGreaterThan(0);
    for (const renderer of renderers) expect(renderer.seccomp).toBe(2);
  });

  it("knows nothing of the server's environment", () => {
    const processes = chromiumProcesses();
    expect(processes.length).toBeGreaterThan(0);
    for (const info of processes) {
      expect(info.environ).not.toContain(SECRET);
      expect(info.environ).not.toMatch(/ADMIN_TOKEN|DATABASE_URL/);
    }
  });
});
