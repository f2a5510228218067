import { feeRange, rupeesToPaise } from './payments';

describe('rupees', () => {
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
});
