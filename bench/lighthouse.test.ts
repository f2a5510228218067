import { lighthouseFigures, medianFigures, type LighthouseFigures, type LighthouseReport } from './lighthouse';

const report = (extra: Partial<LighthouseReport> = {}): LighthouseReport => ({
  categories: { performance: { score: 0.93 }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: 0.92 } },
  environment: { benchmarkIndex: 1_642.4 },
  audits: {
    'largest-contentful-paint': { numericValue: 2_125.2 },
    'total-blocking-time': { numericValue: 281.4 },
    'cumulative-layout-shift': { numericValue: 0.0004 },
    'total-byte-weight': { numericValue: 220_417.6 },
  },
  ...extra,
});

describe('a Lighthouse run', () => {
  it('gives its scores and timings', () => {
    expect(lighthouseFigures(report(), 'http://localhost/hi')).toEqual({
      performance: 93,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      lcpMs: 2_125,
      tbtMs: 281,
      cls: 0,
      benchmarkIndex: 1_642,
      totalBytes: 220_418,
    });
  });

  it('that Lighthouse could not measure fails, to be repeated, instead of counting as a score of 0', () => {
    const lost = report({ categories: { performance: { score: null } }, audits: {}, runtimeError: { code: 'NO_NAVSTART' } });
    expect(() => lighthouseFigures(lost, 'http://localhost/hi')).toThrow('Lighthouse could not measure http://localhost/hi: NO_NAVSTART');
  });
});

describe('the runs of a page', () => {
  const run = (performance: number, tbtMs: number, extra: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 92,
    lcpMs: 2_000 + performance,
    tbtMs,
    cls: 0.001,
    benchmarkIndex: 2_000 + tbtMs,
    totalBytes: 220_000,
    load: 1.5,
    ...extra,
  });

  it('give each figure its median: one slow run’s blocking time is not the page’s', () => {
    // The median-performance run here (93) is the one whose blocking time a busy minute made 470 ms.
    const runs = [run(99, 0), run(93, 470), run(90, 30), run(98, 10), run(85, 20)];
    expect(medianFigures(runs)).toEqual({ ...run(93, 20), lcpMs: 2_093, benchmarkIndex: 2_020 });
  });

  it('of an even number of runs take the mean of the middle two, and leave out figures no run has', () => {
    const { totalBytes: _bytes, load: _load, ...older } = run(90, 40);
    expect(
      medianFigures([
        { ...older, tbtMs: 10 },
        { ...older, tbtMs: 40 },
      ]),
    ).toEqual({ ...older, tbtMs: 25 });
  });
});
