// Size budgets, deterministic for a given source: `npm run bench:check` fails when one is missed.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium, measureFirstLoad, type FirstLoad } from './first-load';
import { BENCH_PAGES, BUDGETS, LANGUAGE_BENCH_PAGES } from './pages';
import { withoutLanguage } from '@hospital/hospital-data';
import { ROOT, startStack } from './stack';

export interface PageSizes {
  page: string;
  totalKb: number;
  rawKb: number;
  /** What the page adds beyond the shell and the shared libraries. */
  ownKb: number;
  byOwner: Record<string, number>;
  byLibrary: Record<string, number>;
  budgetKb: number;
  met: boolean;
  /** A Telugu or Hindi page: its catalogs' share of the total, which is all it may add to the English page. */
  catalogKb?: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function judge(load: FirstLoad): PageSizes {
  const ownBytes = Object.entries(load.byOwner)
    .filter(([owner]) => owner !== 'shell')
    .reduce((total, [, size]) => total + size.gzip, 0);
  const isHome = load.page === '/';
  const totalKb = kb(load.gzip);
  const ownKb = kb(ownBytes);
  const budgetKb = isHome ? BUDGETS.homeTotalKb : load.page === '/appoinment' ? BUDGETS.bookingPageOwnKb : BUDGETS.pageOwnKb;
  return {
    page: load.page,
    totalKb,
    rawKb: kb(load.raw),
    ownKb,
    byOwner: Object.fromEntries(Object.entries(load.byOwner).map(([name, size]) => [name, kb(size.gzip)])),
    byLibrary: Object.fromEntries(Object.entries(load.byLibrary).map(([name, size]) => [name, kb(size.gzip)])),
    budgetKb,
    met: (isHome ? totalKb : ownKb) <= budgetKb,
  };
}

/** Rounding of two separately measured totals. */
const TOLERANCE_KB = 0.3;

/** A page in another language: its JavaScript less its catalogs against the same page's in English. */
export function judgeInLanguage(load: FirstLoad, english: PageSizes): PageSizes {
  const sizes = judge(load);
  const catalogKb = kb(load.files.filter((file) => /\/i18n-/.test(file.url)).reduce((total, file) => total + file.gzip, 0));
  return { ...sizes, catalogKb, budgetKb: english.totalKb, met: sizes.totalKb - catalogKb <= english.totalKb + TOLERANCE_KB };
}

export async function measureSizes(browser: Browser, base: string): Promise<PageSizes[]> {
  const results: PageSizes[] = [];
  for (const page of BENCH_PAGES) results.push(judge(await measureFirstLoad(browser, base, page)));
  for (const page of LANGUAGE_BENCH_PAGES) {
    const english = results.find((result) => result.page === withoutLanguage(page));
    if (english) results.push(judgeInLanguage(await measureFirstLoad(browser, base, page), english));
  }
  return results;
}

async function main() {
  const stack = await startStack();
  const browser = await launchChromium();
  try {
    const results = await measureSizes(browser, stack.base);
    await writeFile(path.join(ROOT, 'bench', 'sizes.json'), `${JSON.stringify(results, null, 2)}\n`);
    for (const r of results) {
      const rule =
        r.catalogKb !== undefined
          ? `total less catalogs (${r.catalogKb} KB) ≤ the English page's ${r.budgetKb} KB`
          : r.page === '/'
            ? `total ≤ ${r.budgetKb} KB`
            : `own ≤ ${r.budgetKb} KB`;
      console.log(`${r.met ? 'met   ' : 'MISSED'} ${r.page.padEnd(12)} total ${r.totalKb} KB gzip, own ${r.ownKb} KB (${rule})`);
    }
    if (results.some((r) => !r.met)) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

if (process.argv[1]?.endsWith('sizes.ts')) void main();
