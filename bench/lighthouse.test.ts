import { lighthouseFigures, type LighthouseReport } from './lighthouse';

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
