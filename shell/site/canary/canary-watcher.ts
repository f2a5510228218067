// Ends a canary that hurts visitors, by itself. Every few seconds, for each running canary: the counts since
// it started on each side (this server's alone on one machine; every server's, from PostgreSQL, in a fleet),
// judged by failure-test.ts. Every server of a fleet may look: the ending is a compare-and-swap on the
// registry, so one lands and the others are told it already ended. Only the one that landed logs and counts.
import { hostname } from 'node:os';
import type { RemoteName } from '@hospital/shared-types';
import { StaleCanaryError, type Canary, type DeploymentRegistry, type Figures } from '../registry/registry';
import { ENDING_RULE, judge, type EndingRule, type SideCounts } from './failure-test';
import type { CanarySignals } from './signals';

export const WATCH_INTERVAL_MS = 5_000;

/** Where the counts of a canary come from: this server's, or every server's. */
export interface CanaryCountSource {
  /** Hands this server's new counts over (a fleet: to PostgreSQL); nothing on one machine. */
  flush(): Promise<void>;
  counts(canary: Canary): Promise<{ live: SideCounts; canary: SideCounts }>;
}

export const localCounts = (signals: CanarySignals): CanaryCountSource => ({
  flush: async () => undefined,
  counts: async (canary) => signals.countsOf(canary),
});

/** The fleet's counts: each server adds its own to its rows every look, and the decision reads their sum. */
export function fleetCounts(
  signals: CanarySignals,
  store: {
    addCanaryCounts(
      server: string,
      counts: ReadonlyArray<{
        remote: RemoteName;
        release: string;
        startedAt: string;
        side: 'live' | 'canary';
        visits: number;
        failures: number;
      }>,
    ): Promise<void>;
    canaryCounts(canary: Canary): Promise<{ live: SideCounts; canary: SideCounts }>;
  },
  server = `${hostname()}:${process.pid}`,
): CanaryCountSource {
  return {
    async flush() {
      const pending = signals.takePending();
      try {
        await store.addCanaryCounts(
          server,
          pending
            .filter((count) => count.visits > 0 || count.failures > 0)
            .map(({ canary, side, visits, failures }) => ({
              remote: canary.remote,
              release: canary.release,
              startedAt: canary.startedAt,
              side,
              visits,
              failures,
            })),
        );
      } catch (error) {
        // Kept for the next look: PostgreSQL down loses no count.
        signals.restorePending(pending);
        throw error;
      }
    },
    counts: (canary) => store.canaryCounts(canary),
  };
}

export interface WatcherOptions {
  registry: Pick<DeploymentRegistry, 'canaries' | 'endCanary'>;
  signals: CanarySignals;
  source: CanaryCountSource;
  rule?: EndingRule;
  intervalMs?: number;
  /** A warning with its fields, one JSON line (the site's pino logger). */
  warn: (fields: Record<string, unknown>, message: string) => void;
  now?: () => number;
}

export class CanaryWatcher {
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> | null = null;
  private lastError: string | null = null;

  constructor(private readonly options: WatcherOptions) {}

  start(): void {
    const interval = this.options.intervalMs ?? WATCH_INTERVAL_MS;
    this.timer = setInterval(() => void this.look(), interval);
    this.timer.unref();
  }

  /** One look at every running canary; one at a time. */
  look(): Promise<void> {
    this.looking ??= this.lookOnce().finally(() => {
      this.looking = null;
    });
    return this.looking;
  }

  private async lookOnce(): Promise<void> {
    const { registry, signals, source, rule = ENDING_RULE, intervalMs = WATCH_INTERVAL_MS, warn, now = Date.now } = this.options;
    try {
      await source.flush();
      signals.forgetEnded();
      for (const canary of Object.values(await registry.canaries())) {
        if (!canary) continue;
        const counts = await source.counts(canary);
        // The look's number since the canary started (the same on every server): each later look asks more.
        const look = Math.floor((now() - Date.parse(canary.startedAt)) / intervalMs) + 1;
        const verdict = judge(counts.live, counts.canary, rule, look);
        if (!verdict.worse) continue;
        const figures: Figures = { live: counts.live, canary: counts.canary, pValue: verdict.pValue };
        const why =
          `failure rate ${percent(verdict.canaryRate)} (${counts.canary.failures} of ${counts.canary.visits} visits) against live ${percent(verdict.liveRate)} ` +
          `(${counts.live.failures} of ${counts.live.visits}); one-sided ${verdict.test === 'z' ? 'z-test' : "Fisher's exact test"} p = ${verdict.pValue.toExponential(2)}`;
        await this.end(canary, figures, why);
      }
      this.lastError = null;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (reason !== this.lastError)
        warn({ event: 'canary-watch-failed', reason }, 'The canary watcher cannot look at the canaries now; it tries again');
      this.lastError = reason;
    }
  }

  private async end(canary: Canary, figures: Figures, why: string): Promise<void> {
    try {
      await this.options.registry.endCanary({
        remote: canary.remote,
        release: canary.release,
        who: `canary watcher on ${hostname()}`,
        why,
        figures,
        kind: 'canary-ended',
      });
    } catch (error) {
      // Another server ended it first, or a person did: nothing left to do.
      if (error instanceof StaleCanaryError) return;
      throw error;
    }
    this.options.signals.ended.inc({ remote: canary.remote, release: canary.release, reason: 'failure-rate' });
    this.options.warn(
      { event: 'canary-ended', remote: canary.remote, release: canary.release, live: canary.live, reason: 'failure-rate', figures },
      `Canary ${canary.remote} ${canary.release} ended by itself: ${why}`,
    );
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.looking;
  }
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
