import { formatRupees } from './money';
import { HEALTH_PACKAGES } from './packages';

describe('rupees', () => {
  it('are written with the rupee sign and Indian digit grouping in every language of the site', () => {
    for (const language of ['en', 'te', 'hi'] as const) {
      expect(formatRupees(1999, language)).toBe('₹1,999');
      expect(formatRupees(150000, language)).toBe('₹1,50,000');
      expect(formatRupees(12345678, language)).toBe('₹1,23,45,678');
    }
    expect(formatRupees(800)).toBe('₹800');
    expect(formatRupees(800, 'xx')).toBe('₹800');
  });

  it('price every health package as the specification does', () => {
    expect(HEALTH_PACKAGES.map((pkg) => formatRupees(pkg.price))).toEqual(['₹1,999', '₹3,999', '₹4,999', '₹4,499', '₹5,499', '₹6,999']);
  });
});
