// Lighthouse with its mobile defaults on Debian's Chromium (CHROME_PATH). Lighthouse (and chrome-launcher, which
// comes with it) is bench/package.json's: `npm run bench` installs it into bench/node_modules, a plain install
// never does, so the modules are named by variables the type-checker does not try to resolve.
const LIGHTHOUSE = 'lighthouse';
const CHROME_LAUNCHER = 'chrome-launcher';
import { chromiumPath } from '@hospital/site/chromium';
import { CHROME_ARGS } from './first-load';
import { alternately, machineLoad, median } from './profiles';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed during the run: its TBT, above all, moves with it. */
  benchmarkIndex: number;
  /** Every byte the page's first visit moved over the wire (total-byte-weight); absent in older results. */
  totalBytes?: number;
  /** The machine's 1-minute load average when the run ended. */
  load?: number;
}

type Launched = { port: number; kill(): void };

export async function withChrome<T>(work: (port: number) => Promise<T>): Promise<T> {
  const { launch } = (await import(CHROME_LAUNCHER)) as { launch(options: object): Promise<Launched> };
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROME_ARGS],
  });
  try {
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

export interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  environment: { benchmarkIndex: number };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message?: string };
}

interface LhResult {
  lhr: LighthouseReport;
}

export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const { default: lighthouse } = (await import(LIGHTHOUSE)) as {
    default: (url: string, flags: object) => Promise<LhResult | undefined>;
  };
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return { ...lighthouseFigures(result.lhr, url), load: machineLoad() };
}

/**
 * A run's figures. A run Lighthouse could not measure (its trace lost the navigation's start, say) throws, so
 * it is repeated: it would otherwise score 0 and pull the median down.
 */
export function lighthouseFigures(report: LighthouseReport, url: string): LighthouseFigures {
  if (report.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${report.runtimeError.code}`);
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    totalBytes: Math.round(audit('total-byte-weight')),
  };
}

/**
 * Five runs (LH_RUNS), as Lighthouse advises for a noisy machine, each figure the median of its runs (Lighthouse
 * CI's "median" aggregation): one run's blocking time moves with the machine's load more than with any build.
 * Each run in a fresh browser: a first visit, with nothing saved by the pages measured before.
 */
export async function medianLighthouse(url: string, runs = LH_RUNS): Promise<LighthouseFigures> {
  const [figures] = await medianLighthouseOf([url], runs);
  return figures as LighthouseFigures;
}

/** The medians of each of `urls` (the same page of builds compared), their runs taken in turn. */
export async function medianLighthouseOf(urls: readonly string[], runs = LH_RUNS): Promise<LighthouseFigures[]> {
  const all = await alternately(urls, runs, (url) => withChrome((port) => runLighthouse(url, port)));
  return all.map(medianFigures);
}

/** Each figure's precision: Lighthouse's figures as kept (CLS to 3 decimals), the load average to 1. */
const PRECISION: Record<keyof LighthouseFigures, number> = {
  performance: 0,
  accessibility: 0,
  bestPractices: 0,
  seo: 0,
  lcpMs: 0,
  tbtMs: 0,
  cls: 3,
  benchmarkIndex: 0,
  totalBytes: 0,
  load: 1,
};

/** Each figure the median of the runs that have it. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const figures: Partial<LighthouseFigures> = {};
  for (const [name, digits] of Object.entries(PRECISION) as Array<[keyof LighthouseFigures, number]>) {
    const values = runs.map((run) => run[name]).filter((value): value is number => value !== undefined);
    if (values.length > 0) figures[name] = Number(median(values).toFixed(digits));
  }
  return figures as LighthouseFigures;
}

const LH_RUNS = Number(process.env.LH_RUNS ?? 5);
