// A site server's canary watching, as npm start, npm run serve and the fleet test run it: the signals it counts
// into, and the watcher over the folder registry (one machine) or PostgreSQL (a fleet).
import type { Registry } from 'prom-client';
import { FolderRegistry } from '../registry/folder-registry';
import { CanaryFile } from '../releases/canary-record';
import { CanaryWatcher, fleetCounts, localCounts, WATCH_INTERVAL_MS } from './canary-watcher';
import { ENDING_RULE } from './failure-test';
import { lazyPostgresRegistry } from './lazy-registry';
import type { CanaryCounts } from './releases-overview';
import { CanarySignals } from './signals';

export interface CanaryWatch {
  signals: CanarySignals;
  /** A canary's counts since it started: this server's, or in a fleet every server's (the releases page shows them). */
  counts: CanaryCounts;
  /** Starts looking, with the server's logger for the warnings. */
  start(warn: (fields: Record<string, unknown>, message: string) => void): void;
  stop(): Promise<void>;
}

export function canaryWatch({
  site,
  databaseUrl,
  registry,
  minVisits = ENDING_RULE.minVisits,
  intervalMs = WATCH_INTERVAL_MS,
}: {
  site: string;
  databaseUrl?: string;
  registry: Registry;
  minVisits?: number;
  intervalMs?: number;
}): CanaryWatch {
  const running = new CanaryFile(site);
  const signals = new CanarySignals(registry, () => running.current());
  const store = databaseUrl ? lazyPostgresRegistry(databaseUrl) : null;
  let watcher: CanaryWatcher | null = null;
  return {
    signals,
    counts: async (canary) => (store ? store.canaryCounts(canary) : signals.countsOf(canary)),
    start(warn) {
      watcher = new CanaryWatcher({
        registry: store ?? new FolderRegistry(site),
        signals,
        source: store ? fleetCounts(signals, store) : localCounts(signals),
        rule: { ...ENDING_RULE, minVisits },
        intervalMs,
        warn,
      });
      watcher.start();
    },
    async stop() {
      await watcher?.stop();
      await store?.close();
    },
  };
}
