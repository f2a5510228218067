import { pairedRatio, renderAgainstPrevious } from './server-render-report';

describe('pairedRatio: each run of this build over the previous build’s run beside it', () => {
  it('reads equal builds as 1 with no spread', () => {
    expect(
      pairedRatio([
        [100, 100],
        [200, 200],
        [300, 300],
      ]),
    ).toEqual({ ratio: 1, low: 1, high: 1, slower: 0, n: 3 });
  });

  it('takes the geometric mean, so a run twice as slow and one twice as quick cancel out', () => {
    const paired = pairedRatio([
      [100, 200],
      [200, 100],
      [150, 150],
    ]);
    expect(paired?.ratio).toBe(1);
    expect(paired?.slower).toBe(1);
    expect(paired!.low).toBeLessThan(1);
    expect(paired!.high).toBeGreaterThan(1);
  });

  it('puts a build 10 % slower in every pair above 1, its interval too', () => {
    const paired = pairedRatio(Array.from({ length: 25 }, (_x, i) => [1000 + i * 50, (1000 + i * 50) * (i % 2 ? 1.12 : 1.08)] as const));
    expect(paired?.ratio).toBeCloseTo(1.1, 2);
    expect(paired!.low).toBeGreaterThan(1);
    expect(paired?.slower).toBe(25);
  });

  it('needs two pairs and leaves out runs without a figure', () => {
    expect(pairedRatio([[100, 110]])).toBeUndefined();
    expect(
      pairedRatio([
        [0, 110],
        [100, 0],
        [100, 120],
      ]),
    ).toBeUndefined();
  });
});

describe('renderAgainstPrevious: the home page’s blocking time against /about’s', () => {
  const figures = (tbtMs: number) => ({
    performance: 90,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1500,
    tbtMs,
    cls: 0,
    benchmarkIndex: 1500,
  });
  it('gives each build’s home ÷ about TBT', () => {
    const report = renderAgainstPrevious(
      {
        ref: 'main',
        commit: 'abc1234',
        startMs: 1,
        lighthouse: [
          { page: '/', figures: figures(300) },
          { page: '/about', figures: figures(60) },
        ],
      },
      undefined,
      undefined,
      [
        { page: '/', ours: figures(90) },
        { page: '/about', ours: figures(60) },
      ],
    );
    expect(report).toContain('Home ÷ about TBT (at most 2): before 5, now 1.5.');
  });
});
