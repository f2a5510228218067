// The registry in PostgreSQL under the race that lost changes in a site folder: two teams, each with its own
// connection pool (as two machines), change the live releases at the same moment, a hundred times. Run by
// `npm run test:production` (inside mfe-booking/server/test/postgres.sh, which sets TEST_DATABASE_URL).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { rollback } from '../releases/ops';
import { PostgresRegistry } from '../registry/postgres-registry';
import { freshDatabase } from './fresh-database';
import { StaleChangeError } from '../registry/registry';

let DATABASE_URL = '';
let teamA: PostgresRegistry;
let teamB: PostgresRegistry;

before(async () => {
  DATABASE_URL = await freshDatabase('site_registry_race_test');
  [teamA, teamB] = await Promise.all([PostgresRegistry.open(DATABASE_URL), PostgresRegistry.open(DATABASE_URL)]);
  const builds = await mkdtemp(path.join(tmpdir(), 'registry-race-'));
  for (const remote of ['content', 'shop'] as const) {
    for (const [release, version] of [
      ['1.0.0_a', '1.0.0'],
      ['1.1.0_b', '1.1.0'],
    ] as const) {
      const source = path.join(builds, remote, release);
      await mkdir(source, { recursive: true });
      await writeFile(path.join(source, 'mf-manifest.json'), JSON.stringify({ remote, release }));
      await teamA.publish({ remote, release, version, source, who: 'ci' });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
});

after(async () => {
  await Promise.all([teamA?.close(), teamB?.close()]);
});

const makeLive = async (registry: PostgresRegistry, remote: 'content' | 'shop', to: string) => {
  const from = (await registry.live())[remote] ?? null;
  if (from !== to) await registry.change({ remote, from, to, who: 'setup', why: 'setup' });
};

test('two rollbacks at the same moment from two machines both land, in 100 rounds', async () => {
  const lost: number[] = [];
  for (let round = 0; round < 100; round += 1) {
    await makeLive(teamA, 'content', '1.1.0_b');
    await makeLive(teamA, 'shop', '1.1.0_b');
    await Promise.all([rollback('content', undefined, { registry: teamA }), rollback('shop', undefined, { registry: teamB })]);
    const live = await teamA.live();
    if (live.content !== '1.0.0_a' || live.shop !== '1.0.0_a') lost.push(round);
  }
  assert.deepEqual(lost, []);
  assert.equal((await teamA.history()).filter((entry) => entry.why === 'rollback').length, 200);
});

test('of two changes of one remote decided against the same release, one lands and the other is refused', async () => {
  const refused: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    await makeLive(teamA, 'shop', '1.1.0_b');
    const results = await Promise.allSettled([
      teamA.change({ remote: 'shop', from: '1.1.0_b', to: '1.0.0_a', who: 'team a', why: 'a' }),
      teamB.change({ remote: 'shop', from: '1.1.0_b', to: '1.0.0_a', who: 'team b', why: 'b' }),
    ]);
    assert.equal(results.filter((result) => result.status === 'fulfilled').length, 1);
    const rejection = results.find((result) => result.status === 'rejected');
    assert.ok(rejection?.status === 'rejected' && rejection.reason instanceof StaleChangeError);
    refused.push(round);
  }
  assert.equal(refused.length, 20);
});

test('canaries from two machines: of two starts one lands, of an ending and a promotion one lands, each in the history', async () => {
  await makeLive(teamA, 'content', '1.0.0_a');
  for (let round = 0; round < 20; round += 1) {
    const starts = await Promise.allSettled([
      teamA.startCanary({ remote: 'content', live: '1.0.0_a', release: '1.1.0_b', percent: 10, who: 'team a', why: 'a' }),
      teamB.startCanary({ remote: 'content', live: '1.0.0_a', release: '1.1.0_b', percent: 20, who: 'team b', why: 'b' }),
    ]);
    assert.equal(starts.filter((result) => result.status === 'fulfilled').length, 1);
    // A change of the live release while a canary runs is refused.
    await assert.rejects(
      teamB.change({ remote: 'content', from: '1.0.0_a', to: '1.1.0_b', who: 'b', why: 'b' }),
      /A canary of content is running/,
    );
    const ends = await Promise.allSettled([
      teamA.endCanary({
        remote: 'content',
        release: '1.1.0_b',
        who: 'watcher',
        why: 'worse',
        kind: 'canary-ended',
        figures: { live: { visits: 100, failures: 1 }, canary: { visits: 100, failures: 20 }, pValue: 1e-6 },
      }),
      teamB.promote({ remote: 'content', release: '1.1.0_b', who: 'ops', why: 'fine' }),
    ]);
    assert.equal(ends.filter((result) => result.status === 'fulfilled').length, 1);
    assert.deepEqual(await teamA.canaries(), {});
    await makeLive(teamA, 'content', '1.0.0_a');
  }
  const history = await teamA.history('content');
  assert.equal(history.filter((entry) => entry.kind === 'canary').length, 20);
  const endings = history.filter((entry) => entry.kind === 'promote' || entry.kind === 'canary-ended');
  assert.equal(endings.length, 20);
  for (const ended of endings.filter((entry) => entry.kind === 'canary-ended')) assert.equal(ended.figures?.canary.failures, 20);
});
