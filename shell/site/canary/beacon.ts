// POST /api/site/beacon: the browser says a remote's release failed on a page. No personal data and no free
// text: only a remote, a release this server serves, a kind and a route pattern the site has, each checked;
// anything else is refused. Capped in size (413) and in rate per address (429), since anyone can send one:
// the worst a flood can do is end a canary early, which leaves every visitor on the live release.
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_PATH, REMOTE_NAMES, type OwnedRoute, type RemoteName } from '@hospital/shared-types';
import type { Canaries } from '../registry/registry';
import type { CanarySignals } from './signals';

export const BEACON_URL = '/api/site/beacon';
export const BEACON_BODY_BYTES = 2_048;
/** Beacons per address per minute; a page sends at most one per remote and kind. */
const PER_MINUTE = 20;
/** Addresses remembered per minute: past it, new ones wait for the next minute. */
const ADDRESSES_KEPT = 10_000;

export interface BeaconOptions {
  signals: CanarySignals;
  /** The releases this server serves (live map and canaries): a beacon for another is an old tab's. */
  serves: () => { live: Partial<Record<RemoteName, string>>; canaries: Canaries };
  routes: () => readonly OwnedRoute[];
}

const KINDS = ['error', 'load-failed'] as const;
type BeaconKind = (typeof KINDS)[number];

interface Beacon {
  remote: RemoteName;
  release: string;
  kind: BeaconKind;
  route: string;
}

function parseBeacon(body: string): Beacon | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { remote, release, kind, route, ...rest } = json as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (typeof remote !== 'string' || !REMOTE_NAMES.includes(remote as RemoteName)) return null;
  if (typeof release !== 'string' || release.length > 128) return null;
  if (typeof kind !== 'string' || !KINDS.includes(kind as BeaconKind)) return null;
  if (typeof route !== 'string' || route.length > 200) return null;
  return { remote: remote as RemoteName, release, kind: kind as BeaconKind, route };
}

export async function installBeacon(app: FastifyInstance, { signals, serves, routes }: BeaconOptions): Promise<void> {
  let minute = 0;
  const sent = new Map<string, number>();
  const allowed = (address: string): boolean => {
    const now = Math.floor(Date.now() / 60_000);
    if (now !== minute) {
      minute = now;
      sent.clear();
    }
    const count = sent.get(address) ?? 0;
    if (count === 0 && sent.size >= ADDRESSES_KEPT) return false;
    sent.set(address, count + 1);
    return count < PER_MINUTE;
  };

  await app.register(async (beacon) => {
    beacon.removeAllContentTypeParsers();
    // sendBeacon sends a string as text/plain; fetch may say JSON.
    beacon.addContentTypeParser(
      ['text/plain', 'application/json'],
      { parseAs: 'string', bodyLimit: BEACON_BODY_BYTES },
      (_request, body, done) => done(null, body),
    );
    beacon.post(BEACON_URL, { bodyLimit: BEACON_BODY_BYTES }, async (request, reply) => {
      if (!allowed(request.ip))
        return reply
          .code(429)
          .header('Retry-After', '60')
          .send({ success: false, message: 'Too many reports from this address; try again in a minute.' });
      const parsed = typeof request.body === 'string' ? parseBeacon(request.body) : null;
      if (!parsed)
        return reply.code(400).send({
          success: false,
          message: 'A report names a remote, its release, a kind (error or load-failed) and a route, nothing else.',
        });
      // The not-found page is every site's, listed or not.
      const known = parsed.route === NOT_FOUND_PATH || routes().some((route) => route.path === parsed.route);
      if (!known) return reply.code(400).send({ success: false, message: "That route is not one of this site's." });
      const { live, canaries } = serves();
      // A release this server no longer serves (an old tab) is not counted: its rate decides nothing now.
      if (live[parsed.remote] === parsed.release || canaries[parsed.remote]?.release === parsed.release)
        signals.failure(parsed.remote, parsed.release, parsed.kind);
      return reply.code(204).send();
    });
  });
}
