// What a releases page shows and does, over the registry: per remote the live release, the running canary with
// its share, both failure rates since it started side by side, and the history; and the three steps (start a
// canary, promote, end), each a compare-and-swap in the staff member's name. No HTTP here: a route adds access
// and CSRF checks around it.
import { REMOTE_NAMES, type RemoteName } from '@hospital/shared-types';
import type { Canary, DeploymentRegistry, HistoryEntry } from '../registry/registry';
import type { SideCounts } from './failure-test';

export interface SideRate extends SideCounts {
  /** failures / visits; null before the first visit. */
  rate: number | null;
}

export interface RemoteReleases {
  remote: RemoteName;
  live: string | null;
  canary: (Pick<Canary, 'release' | 'percent' | 'startedAt' | 'startedBy'> & { rates: { live: SideRate; canary: SideRate } }) | null;
  /** Published releases, newest first: what a canary can be started with. */
  published: string[];
  /** Newest first. */
  history: HistoryEntry[];
}

export type CanaryCounts = (canary: Canary) => Promise<{ live: SideCounts; canary: SideCounts }>;

const rated = (counts: SideCounts): SideRate => ({
  ...counts,
  rate: counts.visits === 0 ? null : Math.min(counts.failures, counts.visits) / counts.visits,
});

export async function releasesOverview(
  registry: DeploymentRegistry,
  counts: CanaryCounts,
  { historyPerRemote = 20 } = {},
): Promise<RemoteReleases[]> {
  const [live, canaries, history] = await Promise.all([registry.live(), registry.canaries(), registry.history()]);
  return Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const canary = canaries[remote];
      const published = (await registry.releases(remote)).map((record) => record.release).reverse();
      const sides = canary ? await counts(canary) : null;
      return {
        remote,
        live: live[remote] ?? null,
        canary:
          canary && sides
            ? {
                release: canary.release,
                percent: canary.percent,
                startedAt: canary.startedAt,
                startedBy: canary.startedBy,
                rates: { live: rated(sides.live), canary: rated(sides.canary) },
              }
            : null,
        published,
        history: history
          .filter((entry) => entry.remote === remote)
          .reverse()
          .slice(0, historyPerRemote),
      };
    }),
  );
}

/** The page's three steps, each decided against what the page showed (a stale page is refused, never applied). */
export const releaseSteps = (registry: DeploymentRegistry) => ({
  startCanary: (step: { remote: RemoteName; live: string; release: string; percent: number; who: string; why?: string }) =>
    registry.startCanary({ ...step, why: step.why ?? `canary ${step.percent}% from the releases page` }),
  promote: (step: { remote: RemoteName; release: string; who: string; why?: string }) =>
    registry.promote({ ...step, why: step.why ?? 'promoted from the releases page' }),
  end: (step: { remote: RemoteName; release: string; who: string; why?: string }) =>
    registry.endCanary({ ...step, why: step.why ?? 'ended from the releases page', kind: 'rollback' }),
});
