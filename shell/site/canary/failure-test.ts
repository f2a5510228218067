// Is the canary failing visitors more often than the live release over the same minutes? A one-sided test of
// two proportions: Fisher's exact test (its tail summed term by term) while that takes at most FISHER_MAX_TERMS
// terms, the pooled z-test beyond (thousands of failures, where the normal approximation holds).
// The watcher looks again every few seconds for as long as the canary runs: each look spends part of ALPHA
// (look k may end it at p < ALPHA / (k (k + 1)), which sums to ALPHA), so the chance that a canary exactly as
// good as live is ever ended stays under ALPHA however long it runs. A canary is ended only past all three bars: enough visits on each side, a difference
// worth acting on, and a p-value under ALPHA, so noise and a single error never end one.
export interface SideCounts {
  visits: number;
  failures: number;
}

export interface EndingRule {
  /** One-sided significance over the canary's whole run: the chance of ending one exactly as good as live. */
  alpha: number;
  /** Visits on each side before anything is decided. */
  minVisits: number;
  /** Canary's failure rate minus live's, at least (0.02: two percentage points). */
  minDifference: number;
}

export const ENDING_RULE: EndingRule = { alpha: 0.001, minVisits: 100, minDifference: 0.02 };

export interface Verdict {
  worse: boolean;
  pValue: number;
  liveRate: number;
  canaryRate: number;
  test: 'fisher' | 'z' | 'too few visits';
}

/** A failure is of a visit: more reported failures than visits (several per page) count as one per visit. */
const bounded = ({ visits, failures }: SideCounts): SideCounts => ({
  visits: Math.max(0, Math.floor(visits)),
  failures: Math.max(0, Math.min(Math.floor(failures), Math.floor(visits))),
});

/** The significance look `look` (1, 2, …) must reach. */
export const alphaAt = (look: number, alpha: number): number => alpha / (Math.max(1, look) * (Math.max(1, look) + 1));

export function judge(liveCounts: SideCounts, canaryCounts: SideCounts, rule: EndingRule = ENDING_RULE, look = 1): Verdict {
  const live = bounded(liveCounts);
  const canary = bounded(canaryCounts);
  const liveRate = live.visits === 0 ? 0 : live.failures / live.visits;
  const canaryRate = canary.visits === 0 ? 0 : canary.failures / canary.visits;
  if (live.visits < rule.minVisits || canary.visits < rule.minVisits)
    return { worse: false, pValue: 1, liveRate, canaryRate, test: 'too few visits' };
  const total = live.visits + canary.visits;
  const failures = live.failures + canary.failures;
  // Exact whenever it is cheap: the normal approximation is too kind in the far tail of rare failures.
  const small = Math.min(failures, canary.visits) - canary.failures <= FISHER_MAX_TERMS;
  const pValue = small ? fisherUpper(canary.failures, canary.visits, failures, total) : zUpper(live, canary);
  const worse = canaryRate - liveRate >= rule.minDifference && pValue < alphaAt(look, rule.alpha);
  return { worse, pValue, liveRate, canaryRate, test: small ? 'fisher' : 'z' };
}

/** Beyond this many terms of Fisher's tail the counts are large enough for the z-test. */
const FISHER_MAX_TERMS = 10_000;

/** P(canary failures >= observed) under "same rate", the margins fixed (hypergeometric upper tail). */
function fisherUpper(observed: number, canaryVisits: number, failures: number, total: number): number {
  const last = Math.min(failures, canaryVisits);
  // The first term exactly, each next one from the last by the ratio of successive hypergeometric terms.
  let term = Math.exp(
    logChoose(failures, observed) + logChoose(total - failures, canaryVisits - observed) - logChoose(total, canaryVisits),
  );
  let p = 0;
  for (let k = observed; k <= last; k += 1) {
    p += term;
    if (term < p * 1e-17) break;
    term *= ((failures - k) * (canaryVisits - k)) / ((k + 1) * (total - failures - canaryVisits + k + 1));
  }
  return Math.min(1, p);
}

/** One-sided pooled two-proportion z-test: canary's rate above live's. */
function zUpper(live: SideCounts, canary: SideCounts): number {
  const pooled = (live.failures + canary.failures) / (live.visits + canary.visits);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / live.visits + 1 / canary.visits));
  if (se === 0) return 1;
  const z = (canary.failures / canary.visits - live.failures / live.visits) / se;
  return 0.5 * erfc(z / Math.SQRT2);
}

const logChoose = (n: number, k: number) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);

/** Lanczos approximation (g = 7, n = 9): 15 significant digits for x > 0. */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = c[0] as number;
  for (let i = 1; i < 9; i += 1) sum += (c[i] as number) / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Complementary error function (Numerical Recipes' erfcc: relative error under 1.2e-7). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}
