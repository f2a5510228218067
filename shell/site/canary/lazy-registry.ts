// The watcher's PostgreSQL registry, opened on first use: a server started while PostgreSQL is down serves
// pages and opens it once it answers (each look tries again).
import type { Canary, CanaryEnd, Canaries, HistoryEntry } from '../registry/registry';
import type { PostgresRegistry } from '../registry/postgres-registry';
import type { SideCounts } from './failure-test';

export interface WatchStore {
  canaries(): Promise<Canaries>;
  endCanary(end: CanaryEnd & { kind: 'rollback' | 'canary-ended' }): Promise<HistoryEntry>;
  addCanaryCounts: PostgresRegistry['addCanaryCounts'];
  canaryCounts(canary: Canary): Promise<{ live: SideCounts; canary: SideCounts }>;
  close(): Promise<void>;
}

export function lazyPostgresRegistry(connectionString: string): WatchStore {
  let opened: Promise<PostgresRegistry> | null = null;
  const registry = () => {
    opened ??= import('../registry/postgres-registry').then(({ PostgresRegistry }) => PostgresRegistry.open(connectionString));
    opened.catch(() => (opened = null));
    return opened;
  };
  return {
    canaries: async () => (await registry()).canaries(),
    endCanary: async (end) => (await registry()).endCanary(end),
    addCanaryCounts: async (server, counts) => (await registry()).addCanaryCounts(server, counts),
    canaryCounts: async (canary) => (await registry()).canaryCounts(canary),
    close: async () => {
      if (opened) await (await opened.catch(() => null))?.close();
    },
  };
}
