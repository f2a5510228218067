// The releases page's answers and requests: the site server (which owns the deployment registry) serves them,
// the booking remote's staff pages show them.
import type { RemoteName } from './remote-contract';

export const SITE_RELEASES_URL = '/api/site/releases';

/** The three steps the page can take on a remote. */
export const RELEASE_STEPS = ['canary', 'promote', 'rollback'] as const;
export type ReleaseStep = (typeof RELEASE_STEPS)[number];

export const releaseStepUrl = (remote: RemoteName, step: ReleaseStep): string =>
  `${SITE_RELEASES_URL}/${encodeURIComponent(remote)}/${step}`;

export type ReleaseChangeKind = 'release' | 'rollback' | 'canary' | 'promote' | 'canary-ended';

export interface ReleaseCounts {
  visits: number;
  failures: number;
}

/** One side of a running canary since it started. */
export interface ReleaseSideRate extends ReleaseCounts {
  /** failures / visits; null before the first visit. */
  rate: number | null;
}

export interface ReleaseHistoryRow {
  remote: RemoteName;
  kind: ReleaseChangeKind;
  /** The live release the change was decided against. */
  from: string | null;
  to: string;
  /** A staff member's username, or the machine user of a command. */
  who: string;
  why: string;
  at: string;
  /** The figures an automatic ending was decided on. */
  figures?: { live: ReleaseCounts; canary: ReleaseCounts; pValue: number };
}

export interface RunningCanaryView {
  release: string;
  /** Share of new visitors, 1-99. */
  percent: number;
  startedAt: string;
  startedBy: string;
  rates: { live: ReleaseSideRate; canary: ReleaseSideRate };
}

export interface RemoteReleasesView {
  remote: RemoteName;
  live: string | null;
  canary: RunningCanaryView | null;
  /** Published releases, newest first: what a canary can be started with. */
  published: string[];
  /** Newest first. */
  history: ReleaseHistoryRow[];
}

/** GET SITE_RELEASES_URL, and every step's answer: the overview as it is now. */
export interface ReleasesOverviewAnswer {
  success: true;
  remotes: RemoteReleasesView[];
}

/** A refusal (4xx): 401 not signed in, 403 not an admin or no CSRF token, 409 the page was out of date. */
export interface ReleasesRefusal {
  success: false;
  message: string;
}

/** POST releaseStepUrl(remote, 'canary'): decided against the live release the page showed. */
export interface CanaryStartRequest {
  live: string;
  release: string;
  percent: number;
}

/** POST releaseStepUrl(remote, 'promote' | 'rollback'): the running canary the page showed. */
export interface CanaryEndRequest {
  release: string;
}
