// The deployment registry: which release of each remote is live, and every change to it. One interface, two
// homes: a site folder (one machine, `npm start`) and PostgreSQL (a fleet, whenever DATABASE_URL is set).
import { hostname, userInfo } from 'node:os';
import type { RemoteName } from '@hospital/shared-types';
import type { ReleaseRecord } from '../releases/releases';

export type LiveReleases = Partial<Record<RemoteName, string>>;

export interface ReleaseChange {
  remote: RemoteName;
  /** The release the change was decided against (null: none was live). A change made against another is refused. */
  from: string | null;
  to: string;
  who: string;
  why: string;
}

export interface HistoryEntry extends ReleaseChange {
  at: string;
}

/** The live release is no longer the one the change was decided against: someone else changed it meanwhile. */
export class StaleChangeError extends Error {
  constructor(
    readonly change: ReleaseChange,
    readonly live: string | null,
  ) {
    super(
      `${change.remote} changed meanwhile: ${live ?? 'nothing'} is live now, not ${change.from ?? 'nothing'}. ` +
        `Nothing was changed; look at npm run releases and run the command again if it still should.`,
    );
  }
}

export class UnknownReleaseError extends Error {}

export interface DeploymentRegistry {
  readonly kind: 'folder' | 'postgres';
  live(): Promise<LiveReleases>;
  /** Makes `to` live if `from` still is: a compare-and-swap, recorded in the history, or StaleChangeError. */
  change(change: ReleaseChange): Promise<HistoryEntry>;
  /** Every change, oldest first. */
  history(remote?: RemoteName): Promise<HistoryEntry[]>;
  /** Published releases of a remote, oldest first. */
  releases(remote: RemoteName): Promise<ReleaseRecord[]>;
  close(): Promise<void>;
}

/** Who a change is by, for its history row: RELEASED_BY (CI sets it), else this machine's user. */
export function changedBy(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RELEASED_BY) return env.RELEASED_BY.slice(0, 200);
  try {
    return `${userInfo().username}@${hostname()}`;
  } catch {
    return `unknown@${hostname()}`;
  }
}
