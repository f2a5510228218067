/** The pages the benchmark measures and the budgets they must meet. */
export const BENCH_PAGES = ['/', '/about', '/appoinment', '/packages', '/blog', '/shop', '/cart'] as const;

/**
 * Telugu and Hindi pages Lighthouse scores with the same budgets; their JavaScript may exceed the English
 * page's only by their catalogs.
 */
export const LANGUAGE_BENCH_PAGES = ['/te', '/te/appoinment', '/hi', '/hi/appoinment'] as const;

export const BUDGETS = {
  /**
   * First-load JavaScript of the home page, everything included, KB gzip: three languages may cost at most
   * 6 KB over the English-only site (bench/budget-history.md says how it came to this).
   */
  homeTotalKb: 168.2,
  /** JavaScript a page adds beyond the shell and the shared libraries, KB gzip. */
  pageOwnKb: 30,
  /**
   * The booking page's own JavaScript, KB gzip: more than other pages', because fees, Pay Now, times first
   * and the request time limit are part of the form a patient fills (bench/budget-history.md).
   */
  bookingPageOwnKb: 37,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 95, seo: 100 },
  lcpToFloor: 1.3,
  cls: 0.02,
  tbtMs: 100,
} as const;
