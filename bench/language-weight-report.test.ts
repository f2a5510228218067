import type { LighthouseFigures } from './lighthouse';
import { pairFigures, renderLanguageWeightReport } from './language-weight-report';

const figures = (performance: number, totalBytes: number): LighthouseFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2_000,
  tbtMs: 100,
  cls: 0,
  benchmarkIndex: 1_500,
  totalBytes,
  load: 2.5,
});

const ours = [
  { page: '/', ours: figures(94, 220 * 1024) },
  { page: '/te', ours: figures(92, 260 * 1024) },
  { page: '/hi', ours: figures(93, 250 * 1024) },
  { page: '/appoinment', ours: figures(90, 222 * 1024) },
  { page: '/hi/appoinment', ours: figures(80, 300 * 1024) },
];

describe("the Indian-language pages' weight", () => {
  it('holds each Telugu or Hindi page to its English page: bytes ratio and performance gap', () => {
    expect(pairFigures(new Map(ours.map((row) => [row.page, row.ours])))).toEqual([
      { page: '/te', english: '/', bytesRatio: 1.18, performanceGap: 2 },
      { page: '/hi', english: '/', bytesRatio: 1.14, performanceGap: 1 },
      { page: '/hi/appoinment', english: '/appoinment', bytesRatio: 1.35, performanceGap: 10 },
    ]);
  });

  it('reports this build beside the previous one, marking each target met or missed', () => {
    const previous = {
      ref: 'main',
      commit: 'abc1234',
      startMs: 0,
      lighthouse: ours.map(({ page }) => ({ page, figures: figures(85, 350 * 1024) })),
    };
    const report = renderLanguageWeightReport(ours, previous);
    expect(report).toContain("## Indian-language pages' weight");
    expect(report).toContain('| this build | `/te` ÷ `/` | 1.18 (met) | 2 (met) |');
    expect(report).toContain('| this build | `/hi/appoinment` ÷ `/appoinment` | 1.35 (MISSED) | 10 (MISSED) |');
    expect(report).toContain('| previous (main abc1234) | `/te` | 350.0 | 85 | 100 | 1500 | 2.5 |');
  });

  it('is left out when no run measured the bytes (older results)', () => {
    const old = ours.map(({ page, ours: f }) => ({ page, ours: { ...f, totalBytes: undefined } }));
    expect(renderLanguageWeightReport(old)).toBe('');
  });
});
