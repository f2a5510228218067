import type { ReleaseChangeKind, ReleaseHistoryRow, ReleaseSideRate, RemoteName } from '@hospital/shared-types';

export const REMOTE_TITLES: Readonly<Record<RemoteName, string>> = {
  content: 'Hospital pages',
  booking: 'Appointments',
  shop: 'Pharmacy shop',
};

export const KIND_NAMES: Readonly<Record<ReleaseChangeKind, string>> = {
  release: 'Made live',
  rollback: 'Rolled back',
  canary: 'Canary started',
  promote: 'Promoted to everyone',
  'canary-ended': 'Canary ended by itself',
};

/** A failure rate as people read it; none before the first visit. */
export const ratePercent = (side: ReleaseSideRate): string => (side.rate === null ? 'no visits yet' : `${(side.rate * 100).toFixed(1)}%`);

/** The figures an automatic ending was decided on, in a sentence. */
export const figuresText = ({ figures }: ReleaseHistoryRow): string | null =>
  figures
    ? `canary ${figures.canary.failures} failed of ${figures.canary.visits} visits, live ${figures.live.failures} of ${figures.live.visits}; p = ${figures.pValue.toPrecision(2)}`
    : null;
