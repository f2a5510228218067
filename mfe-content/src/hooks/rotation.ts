/** Pure index arithmetic of the hero and the testimonial carousel: wraps around both ways. */
export const nextIndex = (index: number, count: number): number => (count > 0 ? (index + 1) % count : 0);
export const prevIndex = (index: number, count: number): number => (count > 0 ? (index - 1 + count) % count : 0);
