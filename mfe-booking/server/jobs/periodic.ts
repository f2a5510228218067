// The background chores of an API process (holds, refunds to reconcile, retention): one round now, then one
// `everyMs` after the last ended, never two at once; stop waits for a round under way.

export interface Periodic<T> {
  runOnce(): Promise<T>;
  start(): void;
  stop(): Promise<void>;
}

/** `round` must not reject: it reports its own failures (a chore that failed is tried at the next round). */
export function periodic<T>(round: () => Promise<T>, everyMs: number): Periodic<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  const tick = async () => {
    if (stopped) return;
    running = round();
    await running;
    if (!stopped) timer = setTimeout(() => void tick(), everyMs);
  };

  return {
    runOnce: round,
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
