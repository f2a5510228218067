import { HEALTH_PACKAGES } from '../packages';
import { feeRange, formatRupees, isCheckoutPage, rupeesToPaise } from './payments';

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

  it('are paise to a gateway, as whole numbers', () => {
    expect(rupeesToPaise(800)).toBe(80000);
    expect(rupeesToPaise(1999)).toBe(199900);
    expect(Number.isInteger(rupeesToPaise(4499))).toBe(true);
  });

  it('give a department one fee or its lowest and highest', () => {
    expect(feeRange([700, 700])).toEqual({ from: 700, to: 700 });
    expect(feeRange([900, 600, 750])).toEqual({ from: 600, to: 900 });
    expect(feeRange([])).toBeNull();
  });

  it('price every health package as the specification does', () => {
    expect(HEALTH_PACKAGES.map((pkg) => formatRupees(pkg.price))).toEqual(['₹1,999', '₹3,999', '₹4,999', '₹4,499', '₹5,499', '₹6,999']);
  });
});

describe('the checkout pages', () => {
  it('are the booking page and an appointment’s own page, in every language, and no other page', () => {
    for (const path of ['/appoinment', '/te/appoinment', '/hi/appoinment/', '/appoinment/manage', `/te/appoinment/manage/${'a'.repeat(43)}`]) expect(isCheckoutPage(path)).toBe(true);
    for (const path of ['/', '/te', '/about', '/staff', '/appoinment/other/x', '/appoinment-x', '/shop/checkout', '/doctors/dr-karthik-varma']) expect(isCheckoutPage(path)).toBe(false);
  });
});
