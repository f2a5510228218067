// What each remote release does to visitors: pages served with it (the denominator) and its failures, as
// Prometheus counters labelled by remote and release, and, while a canary runs, the same counts since it
// started on each side (live, canary): what the watcher decides on.
import { Counter, type Registry } from 'prom-client';
import type { RemoteName } from '@hospital/shared-types';
import type { Canaries, Canary } from '../registry/registry';
import type { Side, VisitorReleases } from './visitor-releases';

/** render: its server code failed (its panel served); error: the browser caught one of its errors; load-failed: its files did not load; api-5xx: the booking API failed a visitor of it. */
export type FailureKind = 'render' | 'error' | 'load-failed' | 'api-5xx';

export interface SideCounts {
  visits: number;
  failures: number;
}

/** A canary's identity: one run of one release (the same release canaried twice is two runs). */
export const canaryKey = (canary: Pick<Canary, 'remote' | 'release' | 'startedAt'>): string =>
  `${canary.remote}|${canary.release}|${canary.startedAt}`;

export class CanarySignals {
  readonly visits: Counter<'remote' | 'release'>;
  readonly failures: Counter<'remote' | 'release' | 'kind'>;
  readonly ended: Counter<'remote' | 'release' | 'reason'>;
  /** Counts since each running canary started, on this server. */
  private readonly windows = new Map<string, { canary: Canary; live: SideCounts; canary_: SideCounts }>();
  /** Counted since the last flush (a fleet adds them to PostgreSQL). */
  private pending = new Map<string, { canary: Canary; live: SideCounts; canary_: SideCounts }>();

  constructor(
    registry: Registry,
    private readonly running: () => Canaries,
  ) {
    this.visits = new Counter({
      name: 'site_remote_visits_total',
      help: 'Pages served with a release of a remote (the denominator of its failure rate)',
      labelNames: ['remote', 'release'],
      registers: [registry],
    });
    this.failures = new Counter({
      name: 'site_remote_failures_total',
      help: 'Failures of a release of a remote: render (server code failed, panel served), error (browser), load-failed (files did not load), api-5xx (booking API failed its visitor)',
      labelNames: ['remote', 'release', 'kind'],
      registers: [registry],
    });
    this.ended = new Counter({
      name: 'site_canary_ended_total',
      help: 'Canaries ended by the watcher, by remote, release and reason',
      labelNames: ['remote', 'release', 'reason'],
      registers: [registry],
    });
  }

  /** A page served to a visitor: one visit of each release in their map. */
  visit(visitor: Pick<VisitorReleases, 'releases'>): void {
    const canaries = this.running();
    for (const [remote, { release, side }] of Object.entries(visitor.releases) as [RemoteName, { release: string; side: Side }][]) {
      this.visits.inc({ remote, release });
      const canary = canaries[remote];
      if (canary) this.count(canary, side, 'visits');
    }
  }

  failure(remote: RemoteName, release: string, kind: FailureKind): void {
    this.failures.inc({ remote, release, kind });
    const canary = this.running()[remote];
    if (canary?.release === release) this.count(canary, 'canary', 'failures');
    else if (canary?.live === release) this.count(canary, 'live', 'failures');
  }

  /** This server's counts of a running canary since it started. */
  countsOf(canary: Canary): { live: SideCounts; canary: SideCounts } {
    const window = this.windows.get(canaryKey(canary));
    return { live: { ...(window?.live ?? { visits: 0, failures: 0 }) }, canary: { ...(window?.canary_ ?? { visits: 0, failures: 0 }) } };
  }

  /** The counts since the last call, handed over (to be added to the fleet's). */
  takePending(): Array<{ canary: Canary; side: Side; visits: number; failures: number }> {
    const taken = this.pending;
    this.pending = new Map();
    return [...taken.values()].flatMap(({ canary, live, canary_ }) => [
      { canary, side: 'live' as const, ...live },
      { canary, side: 'canary' as const, ...canary_ },
    ]);
  }

  /** Puts counts back that could not be handed over. */
  restorePending(counts: ReadonlyArray<{ canary: Canary; side: Side; visits: number; failures: number }>): void {
    for (const count of counts) {
      const entry = this.entry(this.pending, count.canary);
      const side = count.side === 'live' ? entry.live : entry.canary_;
      side.visits += count.visits;
      side.failures += count.failures;
    }
  }

  /** Forgets the windows of canaries no longer running. */
  forgetEnded(): void {
    const running = new Set(Object.values(this.running()).map((canary) => canaryKey(canary)));
    for (const key of this.windows.keys()) if (!running.has(key)) this.windows.delete(key);
  }

  private count(canary: Canary, side: Side, what: keyof SideCounts) {
    for (const map of [this.windows, this.pending]) {
      const entry = this.entry(map, canary);
      (side === 'live' ? entry.live : entry.canary_)[what] += 1;
    }
  }

  private entry(map: Map<string, { canary: Canary; live: SideCounts; canary_: SideCounts }>, canary: Canary) {
    const key = canaryKey(canary);
    let entry = map.get(key);
    if (!entry) {
      entry = { canary, live: { visits: 0, failures: 0 }, canary_: { visits: 0, failures: 0 } };
      map.set(key, entry);
    }
    return entry;
  }
}
