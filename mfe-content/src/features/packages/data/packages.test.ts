import { cardTests, findPackage, formatRupees, healthPackages } from './packages';

describe('health packages', () => {
  it('lists the six packages with the prices of the specification, in rupees', () => {
    expect(healthPackages.map((pkg) => [pkg.title, formatRupees(pkg.price)])).toEqual([
      ['Basic Wellness', '₹1,999'],
      ['Executive Health Check-Up', '₹3,999'],
      ['Healthy Heart', '₹4,999'],
      ['Women’s Wellness', '₹4,499'],
      ['Senior Citizen', '₹5,499'],
      ['Comprehensive Master Health Check-Up', '₹6,999'],
    ]);
  });

  it('has unique ids and more than five tests, who-it-is-for and preparation in each', () => {
    expect(new Set(healthPackages.map((pkg) => pkg.id)).size).toBe(6);
    for (const pkg of healthPackages) {
      expect(pkg.tests.length).toBeGreaterThan(5);
      expect(new Set(pkg.tests).size).toBe(pkg.tests.length);
      expect(pkg.whoFor.length).toBeGreaterThan(0);
      expect(pkg.preparation.length).toBeGreaterThan(0);
    }
  });

  it('shows five tests on a card and counts the rest', () => {
    const basic = healthPackages[0]!;
    expect(cardTests(basic)).toEqual({ shown: basic.tests.slice(0, 5), more: basic.tests.length - 5 });
    expect(cardTests({ ...basic, tests: ['CBC', 'ECG'] })).toEqual({ shown: ['CBC', 'ECG'], more: 0 });
  });

  it('finds a package by id and nothing for an unknown one', () => {
    expect(findPackage('healthy-heart')?.price).toBe(4999);
    expect(findPackage('999')).toBeUndefined();
  });
});
