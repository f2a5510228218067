// Before anything starts: every port the site will listen on is its own and free. A clash found later would
// leave the API processes already started running on after the refusal, and a port an earlier run still holds
// would answer for this one ("2 of 2 ready" while the traffic went to the old processes).
import { createServer } from 'node:net';
import type { SiteSettings } from './settings';

export interface PlannedPort {
  /** The setting that chose it, for the operator's message. */
  setting: string;
  port: number;
  host: string;
}

/** The ports `npm run serve` listens on, and `npm start` with the local services it starts. */
export function plannedPorts(settings: SiteSettings, { mailCatcher = false, paymentStandIn = false } = {}): PlannedPort[] {
  const apiPort = settings.API_PORT ?? settings.PORT + 710;
  const apiSetting = settings.API_PORT === undefined ? 'API_PORT (PORT + 710)' : 'API_PORT';
  return [
    { setting: 'PORT', port: settings.PORT, host: settings.HOST },
    ...(settings.METRICS_PORT === undefined ? [] : [{ setting: 'METRICS_PORT', port: settings.METRICS_PORT, host: settings.METRICS_HOST }]),
    ...Array.from({ length: settings.BOOKING_API_INSTANCES }, (_x, i) => ({
      setting: i === 0 ? apiSetting : `${apiSetting} + ${i}`,
      port: apiPort + i,
      host: '127.0.0.1',
    })),
    ...(mailCatcher
      ? [
          {
            setting: settings.MAIL_CATCHER_PORT === undefined ? 'MAIL_CATCHER_PORT (PORT + 2)' : 'MAIL_CATCHER_PORT',
            port: settings.MAIL_CATCHER_PORT ?? settings.PORT + 2,
            host: '127.0.0.1',
          },
        ]
      : []),
    ...(paymentStandIn
      ? [
          {
            setting: settings.PAYMENT_STAND_IN_PORT === undefined ? 'PAYMENT_STAND_IN_PORT (PORT + 3)' : 'PAYMENT_STAND_IN_PORT',
            port: settings.PAYMENT_STAND_IN_PORT ?? settings.PORT + 3,
            host: '127.0.0.1',
          },
        ]
      : []),
  ].filter((planned) => planned.port !== 0);
}

const inUse = (port: number, host: string): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });

/** What is wrong with the planned ports, one line each: two settings on one port, or a port another program holds. */
export async function portProblems(planned: readonly PlannedPort[]): Promise<string[]> {
  const problems: string[] = [];
  const first = new Map<number, PlannedPort>();
  for (const entry of planned) {
    const earlier = first.get(entry.port);
    if (earlier) problems.push(`${entry.setting} is ${entry.port}, the same port as ${earlier.setting}: give each its own`);
    else first.set(entry.port, entry);
  }
  for (const entry of first.values()) {
    if (await inUse(entry.port, entry.host))
      problems.push(
        `${entry.setting}: port ${entry.port} is already in use on ${entry.host} (is an earlier npm run serve or npm start still running?)`,
      );
  }
  return problems;
}
