import { BUDGETS } from './pages';
import type { PageResult } from './run';

const mark = (met: boolean) => (met ? 'met' : '**missed**');

/** The readable report: one table, each budget marked met or missed. */
export function renderReport(measuredAt: string, results: PageResult[]): string {
  const rows = results.map(({ page, sizes, ours, floor, lcpRatio }) => {
    const lh = BUDGETS.lighthouse;
    // The home page's budget is on its total, every other page's on its own JavaScript: mark the one that applies.
    const home = page === '/';
    // A page in another language: judged on its total less its catalogs against the English page's total.
    const inLanguage = sizes.catalogKb !== undefined;
    const cells = [
      `\`${page}\``,
      `${sizes.totalKb} (${sizes.rawKb} raw)${inLanguage ? `, catalogs ${sizes.catalogKb} ${mark(sizes.met)}` : home ? ` ${mark(sizes.met)}` : ''}`,
      `${sizes.ownKb}${home || inLanguage ? '' : ` ${mark(sizes.met)}`}`,
      `${ours.performance} ${mark(ours.performance >= lh.performance)}`,
      `${ours.accessibility} ${mark(ours.accessibility >= lh.accessibility)}`,
      `${ours.bestPractices} ${mark(ours.bestPractices >= lh.bestPractices)}`,
      `${ours.seo} ${mark(ours.seo >= lh.seo)}`,
      `${ours.lcpMs} / ${floor.lcpMs} = ${lcpRatio} ${mark(lcpRatio <= BUDGETS.lcpToFloor)}`,
      `${ours.cls} ${mark(ours.cls <= BUDGETS.cls)}`,
      `${ours.tbtMs} ${mark(ours.tbtMs <= BUDGETS.tbtMs)}`,
    ];
    return `| ${cells.join(' | ')} |`;
  });
  const split = results.map(({ page, sizes }) => {
    const parts = Object.entries({ ...sizes.byOwner, ...sizes.byLibrary })
      .sort((a, b) => b[1] - a[1])
      .map(([name, size]) => `${name} ${size}`)
      .join(', ');
    return `- \`${page}\`: ${parts}`;
  });
  // Older results lack the index; they simply leave it out.
  const speeds = results.map((result) => result.ours.benchmarkIndex).filter((index) => Number.isFinite(index));
  const speed = speeds.length
    ? ` Lighthouse's benchmarkIndex of the machine during the measured runs: ${Math.min(...speeds)}-${Math.max(...speeds)}
(TBT moves with it: a slower or busier machine makes every task longer; at benchmarkIndex 1400-1900 the build
before far sections were drawn when near measured up to 146 ms on \`/\`).`
    : '';
  return `# Benchmark report

Measured ${measuredAt} by \`npm run bench\` on this machine (2 cores), production build, the local stack,
Lighthouse mobile defaults in Debian's Chromium, each figure of each page and each floor the median of
${process.env.LH_RUNS ?? 5} runs. Sizes in KB gzip (level 9) of the JavaScript a first visit
downloads. Budgets: \`/\` at most ${BUDGETS.homeTotalKb} KB in total; every other page at most
${BUDGETS.pageOwnKb} KB beyond the shell and the shared libraries ("own"), the booking page ${BUDGETS.bookingPageOwnKb} KB (its fee, payment choice, strip of days, a baby's months, and the notice when the booking service is slow or down); a Telugu or Hindi page no more than
the same page in English plus its catalogs; Lighthouse performance ≥
${BUDGETS.lighthouse.performance}, accessibility ${BUDGETS.lighthouse.accessibility}, best practices ≥
${BUDGETS.lighthouse.bestPractices}, SEO ${BUDGETS.lighthouse.seo}; LCP at most ${BUDGETS.lcpToFloor}× the static floor's (the page's rendered HTML and
CSS with no script, served from the same origin, so with the same fonts); CLS ≤
${BUDGETS.cls}; TBT ≤ ${BUDGETS.tbtMs} ms.${speed}

| page | JS total | JS own | perf | a11y | best pr. | SEO | LCP ms (ours / floor) | CLS | TBT ms |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

## Where the bytes go (KB gzip)

${split.join('\n')}
`;
}
