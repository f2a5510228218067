import { stackOfError, stackOfRejection } from './early-errors';
import { REMOTE_NAMES, releaseFolderOf, type DeploymentMap, type RemoteName } from '@hospital/shared-types';

/** The site server's endpoint (shell/site/canary/beacon.ts). */
export const BEACON_URL = '/api/site/beacon';

export type BeaconKind = 'error' | 'load-failed';

interface BeaconSetup {
  map: DeploymentMap;
  /** The route pattern of an address (never the address: it can hold a name or a reference). */
  routeOf: (pathname: string) => string | undefined;
  send?: (url: string, body: string) => void;
}

let setup: BeaconSetup | null = null;
/** One report per remote, kind and page shown: the sample, so a loop of errors sends one request. */
const sent = new Set<string>();

export function configureFailureBeacon(next: BeaconSetup): void {
  setup = next;
}

/** The release a map names for a remote (its folder's last segment). */
const releaseOf = (map: DeploymentMap, remote: RemoteName): string | undefined =>
  map[remote] && releaseFolderOf(map[remote]).split('/').at(-2);

/** Tells the site a remote's release failed on this page: remote, release, kind and route pattern only. */
export function reportRemoteFailure(remote: RemoteName, kind: BeaconKind): void {
  if (!setup || typeof window === 'undefined') return;
  const release = releaseOf(setup.map, remote);
  const route = setup.routeOf(window.location.pathname);
  const key = `${remote} ${kind} ${window.location.pathname}`;
  if (!release || !route || sent.has(key)) return;
  sent.add(key);
  const body = JSON.stringify({ remote, release, kind, route });
  const send = setup.send ?? ((url: string, text: string) => navigator.sendBeacon?.(url, text));
  try {
    send(BEACON_URL, body);
  } catch {
    // A report that cannot be sent is lost: it must never become a failure of its own.
  }
}

/** The remote a federation request id names (`hospital_<remote>/...`). */
export function remoteOfRequest(id: string): RemoteName | undefined {
  return REMOTE_NAMES.find((remote) => id.startsWith(`hospital_${remote}/`) || id === `hospital_${remote}`);
}

/** An error thrown from a remote's own files (its release folder in the stack), which no boundary saw. */
export function remoteOfError(map: DeploymentMap, stack: string): RemoteName | undefined {
  return REMOTE_NAMES.find((remote) => map[remote] && stack.includes(releaseFolderOf(map[remote] as string)));
}

/** Uncaught errors and rejections from a remote's files count against its release too, and those seen earlier. */
export function watchUncaughtRemoteErrors(target: Window, seenEarlier: readonly string[] = []): void {
  const attribute = (stack: string) => {
    const remote = setup && remoteOfError(setup.map, stack);
    if (remote) reportRemoteFailure(remote, 'error');
  };
  seenEarlier.forEach(attribute);
  target.addEventListener('error', (event) => attribute(stackOfError(event)));
  target.addEventListener('unhandledrejection', (event) => attribute(stackOfRejection(event)));
}
