// The releases page's data and steps over the folder registry.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FolderRegistry } from '../registry/folder-registry';
import { StaleCanaryError } from '../registry/registry';
import { twoBookingReleases } from '../test/two-booking-releases';
import { releasesOverview, releaseSteps } from './releases-overview';

let registry: FolderRegistry;

beforeEach(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'releases-overview-'));
  registry = await twoBookingReleases(root);
});

describe('the releases overview', () => {
  it('shows live, the canary with its share and both rates, and the history newest first', async () => {
    await releaseSteps(registry).startCanary({ remote: 'booking', live: '1.0.0_a', release: '1.1.0_b', percent: 10, who: 'admin@desk' });
    const counts = async () => ({ live: { visits: 900, failures: 9 }, canary: { visits: 100, failures: 3 } });
    const booking = (await releasesOverview(registry, counts)).find((remote) => remote.remote === 'booking');
    expect(booking).toMatchObject({
      live: '1.0.0_a',
      canary: {
        release: '1.1.0_b',
        percent: 10,
        startedBy: 'admin@desk',
        rates: { live: { visits: 900, failures: 9, rate: 0.01 }, canary: { visits: 100, failures: 3, rate: 0.03 } },
      },
      published: ['1.1.0_b', '1.0.0_a'],
    });
    expect(booking?.history.map((entry) => entry.kind)).toEqual(['canary', 'release']);
  });

  it('refuses a step decided on a page that is out of date', async () => {
    const steps = releaseSteps(registry);
    await steps.startCanary({ remote: 'booking', live: '1.0.0_a', release: '1.1.0_b', percent: 10, who: 'a' });
    await steps.end({ remote: 'booking', release: '1.1.0_b', who: 'b' });
    await expect(steps.promote({ remote: 'booking', release: '1.1.0_b', who: 'a' })).rejects.toThrow(StaleCanaryError);
    expect((await registry.live()).booking).toBe('1.0.0_a');
  });
});
