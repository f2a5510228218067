/** The value a counter shows at `progress` (0..1) of its count-up, eased out so it settles gently. */
export function countAt(target: number, progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  const eased = 1 - (1 - p) ** 3;
  return Math.round(target * eased);
}
