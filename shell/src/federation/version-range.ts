// The federation runtime checks every shared singleton's version against the range each package asked for,
// at every load of a shared module, with a general semver parser that builds some twenty regular
// expressions per check: 18 ms of a page load's main thread here (72 ms on Lighthouse's 4x slower phone).
// Our packages ask for exact versions or caret ranges; those are decided here in microseconds, and any
// other form is left to the runtime.

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const RANGE = /^(\^?)(\d+)\.(\d+)\.(\d+)$/;

/** Whether `version` is in `range` (`1.2.3` or `^1.2.3`); undefined for any other form of either. */
export function meetsSimpleRange(version: string, range: string): boolean | undefined {
  const have = VERSION.exec(version);
  const want = RANGE.exec(range.trim());
  if (!have || !want) return undefined;
  const [major, minor, patch] = have.slice(1, 4).map(Number) as [number, number, number];
  const [wantMajor, wantMinor, wantPatch] = want.slice(2, 5).map(Number) as [number, number, number];
  const exact = major === wantMajor && minor === wantMinor && patch === wantPatch;
  if (want[1] !== '^') return exact;
  // A caret keeps the first non-zero part fixed: ^1.2.3 is <2.0.0, ^0.2.3 is <0.3.0, ^0.0.3 is 0.0.3 alone.
  if (wantMajor > 0) return major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch));
  if (wantMinor > 0) return major === 0 && minor === wantMinor && patch >= wantPatch;
  return exact;
}
