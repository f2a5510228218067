import { hospitalToday, isIsoDate, isOnOrAfter, todayIn } from './dates';

describe('todayIn around midnight in India (UTC+5:30)', () => {
  const lastSecondOf14th = new Date('2026-01-14T18:29:59Z'); // 23:59:59 IST on the 14th
  const firstSecondOf15th = new Date('2026-01-14T18:30:00Z'); // 00:00:00 IST on the 15th

  it('is still the 14th one second before midnight IST', () => {
    expect(todayIn('Asia/Kolkata', lastSecondOf14th)).toBe('2026-01-14');
    expect(hospitalToday(lastSecondOf14th)).toBe('2026-01-14');
  });

  it('turns to the 15th at midnight IST while UTC is still on the 14th', () => {
    expect(todayIn('Asia/Kolkata', firstSecondOf15th)).toBe('2026-01-15');
    expect(todayIn('UTC', firstSecondOf15th)).toBe('2026-01-14');
  });

  it('uses the visitor zone, not UTC, for a visitor elsewhere', () => {
    expect(todayIn('America/New_York', firstSecondOf15th)).toBe('2026-01-14');
    expect(todayIn('Pacific/Auckland', new Date('2026-01-14T11:00:00Z'))).toBe('2026-01-15');
  });

  it('rolls over year ends', () => {
    expect(todayIn('Asia/Kolkata', new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });
});

describe('isIsoDate', () => {
  it.each(['2026-01-15', '2028-02-29'])('accepts %s', (value) => expect(isIsoDate(value)).toBe(true));
  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-5', '15-01-2026', '2026-01-15T00:00', ''])('rejects %s', (value) =>
    expect(isIsoDate(value)).toBe(false),
  );
});

it('compares ISO dates by calendar order', () => {
  expect(isOnOrAfter('2026-01-15', '2026-01-15')).toBe(true);
  expect(isOnOrAfter('2026-01-16', '2026-01-15')).toBe(true);
  expect(isOnOrAfter('2026-01-14', '2026-01-15')).toBe(false);
});
