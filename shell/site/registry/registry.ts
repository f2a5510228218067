// The deployment registry: which release of each remote is live, and every change to it. One interface, two
// homes: a site folder (one machine, `npm start`) and PostgreSQL (a fleet, whenever DATABASE_URL is set).
import { hostname, userInfo } from 'node:os';
import type { RemoteName } from '@hospital/shared-types';
import type { ReleaseRecord } from '../releases/releases';

export type LiveReleases = Partial<Record<RemoteName, string>>;

/** What a history row records: a release or rollback of the live release, or a step of a canary. */
export type ChangeKind = 'release' | 'rollback' | 'canary' | 'promote' | 'canary-ended';

/** A canary: a release served to a share of visitors (by their bucket) while the live one serves the rest. */
export interface Canary {
  remote: RemoteName;
  release: string;
  /** Share of visitors, 1-99. */
  percent: number;
  /** The live release it is compared with (and that the others get). */
  live: string;
  startedAt: string;
  startedBy: string;
}

export type Canaries = Partial<Record<RemoteName, Canary>>;

/** The counts behind a decision, kept with the history row that ended a canary. */
export interface Figures {
  live: { visits: number; failures: number };
  canary: { visits: number; failures: number };
  pValue: number;
}

export interface ReleaseChange {
  remote: RemoteName;
  /** The release the change was decided against (null: none was live). A change made against another is refused. */
  from: string | null;
  to: string;
  who: string;
  why: string;
  /** Default: release. */
  kind?: ChangeKind;
}

export interface HistoryEntry extends ReleaseChange {
  kind: ChangeKind;
  at: string;
  figures?: Figures;
}

export interface CanaryStart {
  remote: RemoteName;
  /** The live release the canary is decided against. */
  live: string;
  release: string;
  percent: number;
  who: string;
  why: string;
}

/** Ends the running canary `release` of a remote: promoted (made live) or ended (the live one serves everyone). */
export interface CanaryEnd {
  remote: RemoteName;
  release: string;
  who: string;
  why: string;
  figures?: Figures;
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

/** The canary is not (or no longer) the one the step was decided against, or one runs where none may. */
export class StaleCanaryError extends Error {}

export const canaryRunning = (remote: RemoteName) =>
  new StaleCanaryError(
    `A canary of ${remote} is running: promote it (npm run promote -- ${remote}) or end it (npm run rollback -- ${remote}) first. Nothing was changed.`,
  );

export const noSuchCanary = (remote: RemoteName, asked: string, running: string | undefined) =>
  new StaleCanaryError(`${remote} has no canary ${asked} running (${running ? `${running} is` : 'none is'}). Nothing was changed.`);

export const isCanaryPercent = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= 99;

export interface DeploymentRegistry {
  readonly kind: 'folder' | 'postgres';
  live(): Promise<LiveReleases>;
  /** Makes `to` live if `from` still is: a compare-and-swap, recorded in the history, or StaleChangeError. */
  change(change: ReleaseChange): Promise<HistoryEntry>;
  /** The running canaries. */
  canaries(): Promise<Canaries>;
  /** Starts a canary if `live` is still live and none runs: compare-and-swap with its history row, or StaleCanaryError. */
  startCanary(start: CanaryStart): Promise<HistoryEntry>;
  /** Makes the running canary live for everyone, or StaleCanaryError. */
  promote(end: CanaryEnd): Promise<HistoryEntry>;
  /** Ends the running canary (kind: rollback by a person, canary-ended by the watcher), or StaleCanaryError. */
  endCanary(end: CanaryEnd & { kind: 'rollback' | 'canary-ended' }): Promise<HistoryEntry>;
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
