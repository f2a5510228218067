// A remote's script can fail while the page starts (its files load with the shell's), before the failure beacon
// knows the deployment map. Those errors are kept here, from the shell's first script, and handed over later.
const KEPT_AT_MOST = 20;

let kept: string[] | null = null;

export const stackOfError = (event: ErrorEvent): string =>
  `${event.filename ?? ''}\n${event.error instanceof Error ? (event.error.stack ?? '') : ''}`;

export const stackOfRejection = (event: PromiseRejectionEvent): string => (event.reason instanceof Error ? (event.reason.stack ?? '') : '');

/** From now until takeEarlyErrors(), the stacks of uncaught errors and rejections are kept. */
export function keepEarlyErrors(target: Window): void {
  kept = [];
  const keep = (stack: string) => {
    if (kept && kept.length < KEPT_AT_MOST) kept.push(stack);
  };
  target.addEventListener('error', (event) => keep(stackOfError(event)));
  target.addEventListener('unhandledrejection', (event) => keep(stackOfRejection(event)));
}

/** The stacks kept so far; none are kept after this. */
export function takeEarlyErrors(): string[] {
  const taken = kept ?? [];
  kept = null;
  return taken;
}
