// The rule that ends a canary, on simulated visitors: healthy canaries are never ended by noise, bad ones are.
import { ENDING_RULE, judge, type SideCounts } from './failure-test';

/** A seeded generator (mulberry32): each run of the simulation is the same. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Visits arrive one by one, a share of them on the canary; the watcher looks every 20 visits, as it would every
 * few seconds. Returns the visit at which the canary was ended, or null.
 */
function simulate(
  seed: number,
  { visits, share, liveRate, canaryRate }: { visits: number; share: number; liveRate: number; canaryRate: number },
): number | null {
  const next = random(seed);
  const live: SideCounts = { visits: 0, failures: 0 };
  const canary: SideCounts = { visits: 0, failures: 0 };
  for (let visit = 1; visit <= visits; visit += 1) {
    const side = next() < share ? canary : live;
    side.visits += 1;
    if (next() < (side === canary ? canaryRate : liveRate)) side.failures += 1;
    if (visit % 20 === 0 && judge(live, canary, ENDING_RULE, visit / 20).worse) return visit;
  }
  return null;
}

describe('the canary ending rule', () => {
  it('ends no healthy canary: 500 seeds of 2,000 visits at 25 %, both sides failing equally (1 %, 2 %, 5 %, 10 %)', () => {
    for (const rate of [0.01, 0.02, 0.05, 0.1]) {
      const ended = Array.from({ length: 500 }, (_x, seed) =>
        simulate(seed, { visits: 2000, share: 0.25, liveRate: rate, canaryRate: rate }),
      ).filter((at) => at !== null);
      expect([rate, ended.length]).toEqual([rate, 0]);
    }
  });

  it('ends every bad canary (20 % against 1 %) of 1,000 seeds within 1,000 visits, once each side has its minimum', () => {
    const ended = Array.from({ length: 1000 }, (_x, seed) =>
      simulate(seed, { visits: 1000, share: 0.25, liveRate: 0.01, canaryRate: 0.2 }),
    );
    expect(ended.filter((at) => at === null)).toHaveLength(0);
    // The canary has about 100 visits after 400: the rule waits for them.
    expect(Math.min(...(ended as number[]))).toBeGreaterThanOrEqual(ENDING_RULE.minVisits);
  });

  it('asks more of each later look, so that many looks add up to the stated significance', () => {
    const counts = [
      { visits: 300, failures: 3 },
      { visits: 100, failures: 12 },
    ] as const;
    expect(judge(...counts, ENDING_RULE, 1).worse).toBe(true);
    expect(judge(...counts, ENDING_RULE, 50).worse).toBe(false);
  });

  it('does not end a canary on one error, nor on a small difference however many visits', () => {
    expect(judge({ visits: 1000, failures: 0 }, { visits: 100, failures: 1 }).worse).toBe(false);
    expect(judge({ visits: 100_000, failures: 1000 }, { visits: 100_000, failures: 1500 }).worse).toBe(false);
    expect(judge({ visits: 99, failures: 0 }, { visits: 99, failures: 99 })).toMatchObject({ worse: false, test: 'too few visits' });
  });

  it('matches textbook p-values: Fisher for few failures, z beyond', () => {
    // Fisher, one-sided: 3 of 100 against 0 of 100: P = C(100,3)/C(200,3) = 0.1231…
    expect(judge({ visits: 100, failures: 0 }, { visits: 100, failures: 3 }).pValue).toBeCloseTo(0.1231, 3);
    // z = (0.105 - 0.1) / sqrt(0.10167 * 0.89833 * (1/200000 + 1/100000)) = 4.27: P ≈ 9.7e-6.
    const z = judge({ visits: 200_000, failures: 20_000 }, { visits: 100_000, failures: 10_500 });
    expect(z.test).toBe('z');
    expect(z.pValue).toBeGreaterThan(9.5e-6);
    expect(z.pValue).toBeLessThan(9.9e-6);
  });
});
