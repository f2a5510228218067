// Telugu and Hindi pages against their English pages, this build and the previous one in the same run: bytes a
// first visit moves over the wire and Lighthouse performance (the Lighthouse part's medians).
import type { LighthouseFigures } from './lighthouse';
import type { PreviousBuild } from './server-render-report';

/** An Indian-language page and the English page it is held to. */
export const LANGUAGE_PAIRS = [
  { page: '/te', english: '/' },
  { page: '/hi', english: '/' },
  { page: '/hi/appoinment', english: '/appoinment' },
] as const;

export const LANGUAGE_WEIGHT_TARGETS = {
  /** At most this many times the English page's bytes. */
  bytesRatio: 1.25,
  /** Lighthouse performance at most this far below the English page's (scores out of 100). */
  performanceGap: 5,
} as const;

type Figures = ReadonlyMap<string, LighthouseFigures>;

const kb = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const ratio = (a?: number, b?: number) => (a !== undefined && b ? Math.round((a / b) * 100) / 100 : undefined);
const mark = (met: boolean) => (met ? '(met)' : '(MISSED)');

export interface PairFigures {
  page: string;
  english: string;
  bytesRatio?: number;
  performanceGap?: number;
}

export function pairFigures(figures: Figures): PairFigures[] {
  return LANGUAGE_PAIRS.map(({ page, english }) => {
    const ours = figures.get(page);
    const theirs = figures.get(english);
    return {
      page,
      english,
      bytesRatio: ratio(ours?.totalBytes, theirs?.totalBytes),
      performanceGap: ours && theirs ? theirs.performance - ours.performance : undefined,
    };
  });
}

function build(name: string, figures: Figures): string[] {
  const pages = [...new Set(LANGUAGE_PAIRS.flatMap(({ page, english }) => [english, page]))];
  const rows = pages.map((page) => {
    const f = figures.get(page);
    return `| ${name} | \`${page}\` | ${kb(f?.totalBytes)} | ${f?.performance ?? '–'} | ${f?.tbtMs ?? '–'} | ${f?.benchmarkIndex ?? '–'} | ${f?.load ?? '–'} |`;
  });
  const pairs = pairFigures(figures).map(({ page, english, bytesRatio, performanceGap }) => {
    const bytes = bytesRatio === undefined ? '–' : `${bytesRatio} ${mark(bytesRatio <= LANGUAGE_WEIGHT_TARGETS.bytesRatio)}`;
    const gap = performanceGap === undefined ? '–' : `${performanceGap} ${mark(performanceGap <= LANGUAGE_WEIGHT_TARGETS.performanceGap)}`;
    return `| ${name} | \`${page}\` ÷ \`${english}\` | ${bytes} | ${gap} |`;
  });
  return [rows.join('\n'), pairs.join('\n')];
}

export function renderLanguageWeightReport(
  results: ReadonlyArray<{ page: string; ours: LighthouseFigures }>,
  previous?: PreviousBuild,
): string {
  const ours: Figures = new Map(results.map((row) => [row.page, row.ours]));
  if (!LANGUAGE_PAIRS.some(({ page }) => ours.get(page)?.totalBytes !== undefined)) return '';
  const theirs: Figures = new Map((previous?.lighthouse ?? []).map((row) => [row.page, row.figures]));
  const [ourRows, ourPairs] = build('this build', ours);
  const [theirRows, theirPairs] = previous?.lighthouse?.length
    ? build(`previous (${previous.ref === previous.commit ? previous.commit : `${previous.ref} ${previous.commit}`})`, theirs)
    : ['', ''];
  return `## Indian-language pages' weight

A first visit (Lighthouse mobile, each figure the median of its runs, the same runs as above): bytes over the wire
(total-byte-weight) and performance, this build and the previous one taken in turn in the same run. Targets: a
Telugu or Hindi page at most ${LANGUAGE_WEIGHT_TARGETS.bytesRatio}× its English page's bytes and its performance within
${LANGUAGE_WEIGHT_TARGETS.performanceGap / 100} of it. Lighthouse's benchmark index and the machine's 1-minute load say how fast the
machine was. \`BENCH_PARTS=lighthouse BENCH_LH_PAGES=/,/te,/hi,/appoinment,/hi/appoinment npm run bench\` measures
only these.

| build | page | over the wire KB | performance | TBT ms | benchmark index | load |
| ----- | ---- | ---------------- | ----------- | ------ | --------------- | ---- |
${[theirRows, ourRows].filter(Boolean).join('\n')}

| build | pages | bytes ratio | performance below English |
| ----- | ----- | ----------- | ------------------------- |
${[theirPairs, ourPairs].filter(Boolean).join('\n')}
`;
}
