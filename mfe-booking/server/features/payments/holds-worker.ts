// Releases Pay Now holds that ran out unpaid, and asks the gateway about refunds left pending whose
// webhook has not come, in each API process that runs the outbox worker. Two instances may look at one
// hold or refund together: the lifecycle locks the appointment and a refund's answer is recorded under
// its payment's lock, so each is handled once.
import { periodic } from '../../jobs/periodic';
import type { PaymentService } from '../../domain/use-cases/online-payments';

type Chores = Pick<PaymentService, 'releaseExpiredHolds' | 'reconcileRefunds'>;

export function createHoldsWorker({
  payments,
  pollMs,
  onError = () => undefined,
}: {
  payments: Chores;
  pollMs: number;
  onError?: (error: unknown) => void;
}) {
  /** One round: a failure of one chore does not keep the other from running. */
  const round = async () => {
    const [holds, refunds] = await Promise.allSettled([payments.releaseExpiredHolds(), payments.reconcileRefunds()]);
    for (const result of [holds, refunds]) if (result.status === 'rejected') onError(result.reason);
    return {
      released: holds.status === 'fulfilled' ? holds.value : 0,
      refundsRecorded: refunds.status === 'fulfilled' ? refunds.value : 0,
    };
  };

  return periodic(round, pollMs);
}
