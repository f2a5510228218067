// Real throttling through the DevTools protocol (docs/architecture.md#measuring-a-slow-phone): what a
// visitor on a slow phone lives through, which Lighthouse's simulated throttling cannot see. Each run opens
// a fresh browser context (nothing cached, nothing saved) and can count every byte that crossed the wire.
import { loadavg } from 'node:os';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

export interface Profile {
  name: string;
  /** Added to every request, as a mobile network's round trip. */
  latencyMs: number;
  /** Bytes per second; 0 leaves the network as it is. */
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  /** CPU slowdown factor; 1 leaves it as it is. */
  cpuRate: number;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  mobile: boolean;
}

/** A slow phone on a slow network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×. */
export const SLOW_PHONE: Profile = {
  name: 'slow phone',
  latencyMs: 150,
  downloadBytesPerSecond: 200_000,
  uploadBytesPerSecond: 93_750,
  cpuRate: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  mobile: true,
};

/** An unthrottled desktop: the machine and loopback as they are. */
export const DESKTOP: Profile = {
  name: 'desktop',
  latencyMs: 0,
  downloadBytesPerSecond: 0,
  uploadBytesPerSecond: 0,
  cpuRate: 1,
  viewport: { width: 1350, height: 940 },
  deviceScaleFactor: 1,
  mobile: false,
};

export interface Transfer {
  url: string;
  /** Bytes received for it, headers included, as they crossed the wire (compressed if it was). */
  wireBytes: number;
  encoding: string;
  type: string;
}

/** Counts what crossed the wire for one page, from the protocol's own figures. */
export class WireMeter {
  private readonly pending = new Map<string, Omit<Transfer, 'wireBytes'>>();
  readonly transfers: Transfer[] = [];

  /** `fromWorker`: which of the service worker's own requests count (none unless given). */
  constructor(cdp: CDPSession, context: BrowserContext, fromWorker: (url: URL) => boolean = () => false) {
    cdp.on('Network.responseReceived', (event) => {
      // What the site's service worker answered is counted where it crossed the wire: in the worker, below.
      if (event.response.fromServiceWorker) return;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      this.pending.set(event.requestId, { url: event.response.url, encoding: headers['content-encoding'] ?? '', type: event.type ?? '' });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const seen = this.pending.get(event.requestId);
      if (!seen) return;
      this.pending.delete(event.requestId);
      this.transfers.push({ url: seen.url, encoding: seen.encoding, type: seen.type, wireBytes: event.encodedDataLength });
    });
    // Requests the service worker makes: once it controls the page, the page's fetches go through it; its
    // own precache (shell/worker/sw.ts, once after the first visit) is told apart by the caller's rule.
    context.on('requestfinished', (request) => {
      if (!request.serviceWorker() || !fromWorker(new URL(request.url()))) return;
      void request.sizes().then(
        (sizes) =>
          this.transfers.push({
            url: request.url(),
            encoding: '',
            type: request.resourceType(),
            wireBytes: sizes.responseBodySize + sizes.responseHeadersSize,
          }),
        () => undefined,
      );
    });
  }

  /** Every byte received so far. */
  total(): number {
    return this.transfers.reduce((sum, transfer) => sum + transfer.wireBytes, 0);
  }
}

export interface ThrottledPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  wire: WireMeter;
  close(): Promise<void>;
}

/** A fresh context and page with the profile applied before anything is requested. */
export async function openThrottled(browser: Browser, profile: Profile, fromWorker?: (url: URL) => boolean): Promise<ThrottledPage> {
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (profile.latencyMs > 0 || profile.downloadBytesPerSecond > 0) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBytesPerSecond || -1,
      uploadThroughput: profile.uploadBytesPerSecond || -1,
    });
  }
  if (profile.cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  const wire = new WireMeter(cdp, context, fromWorker);
  return { context, page, cdp, wire, close: () => context.close() };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The machine's 1-minute load average (2 cores: above 2 means runs waited for a core). */
export const machineLoad = (): number => Math.round((loadavg()[0] ?? 0) * 100) / 100;

/**
 * `runs` runs on each of `bases` (builds compared in one run), taken in turn (one on each, then the next), so
 * every build meets the same changes of the machine's load. A run that fails is said and run again, twice at most
 * for a base: on a machine shared by several jobs a page can miss a time-out.
 */
export async function alternately<T>(bases: readonly string[], runs: number, once: (base: string) => Promise<T>): Promise<T[][]> {
  const all: T[][] = bases.map(() => []);
  const failures = bases.map(() => 0);
  for (let i = 0; i < Math.max(1, runs); i++) {
    for (const [index, base] of bases.entries()) {
      for (;;) {
        try {
          all[index]?.push(await once(base));
          break;
        } catch (error) {
          failures[index] = (failures[index] ?? 0) + 1;
          if ((failures[index] ?? 0) > 2) throw error;
          console.warn(`${base}: a run failed and is repeated (${(error as Error).message.split('\n')[0]})`);
        }
      }
    }
  }
  return all;
}
