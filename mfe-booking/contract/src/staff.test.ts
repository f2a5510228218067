import { deskAgeText } from './staff';

describe('the age the desk reads', () => {
  it('is the years for an age in years, the months for a baby under one year', () => {
    expect(deskAgeText({ age: 34, ageMonths: null })).toBe('34');
    expect(deskAgeText({ age: 67 })).toBe('67');
    expect(deskAgeText({ age: 0, ageMonths: 7 })).toBe('7 months');
    expect(deskAgeText({ age: 0, ageMonths: 1 })).toBe('1 month');
    expect(deskAgeText({ age: 0, ageMonths: 0 })).toBe('under 1 month');
  });
});
