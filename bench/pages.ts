/** The pages the benchmark measures and the budgets they must meet. */
export const BENCH_PAGES = ['/', '/about', '/appoinment', '/packages', '/blog', '/shop', '/cart'] as const;

export const BUDGETS = {
  /** First-load JavaScript of the home page, everything included, KB gzip. */
  homeTotalKb: 170,
  /** JavaScript a page adds beyond the shell and the shared libraries, KB gzip. */
  pageOwnKb: 30,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 95, seo: 100 },
  lcpToFloor: 1.3,
  cls: 0.02,
  tbtMs: 100,
} as const;
