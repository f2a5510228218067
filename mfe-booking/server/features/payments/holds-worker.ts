// Releases Pay Now holds that ran out unpaid, in each API process that runs the outbox worker. Two
// instances may look at one hold together: the lifecycle locks the appointment, so it is released once.
import type { PaymentService } from './service';

export function createHoldsWorker({ payments, pollMs, onError = () => undefined }: { payments: Pick<PaymentService, 'releaseExpiredHolds'>; pollMs: number; onError?: (error: unknown) => void }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  const tick = async () => {
    if (stopped) return;
    try {
      running = payments.releaseExpiredHolds();
      await running;
    } catch (error) {
      onError(error);
    }
    if (!stopped) timer = setTimeout(() => void tick(), pollMs);
  };

  return {
    runOnce: () => payments.releaseExpiredHolds(),
    start() {
      stopped = false;
      timer = setTimeout(() => void tick(), 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
