import { slotWords } from './slot-words';

describe('an audit row’s slot in words', () => {
  it('names the doctor, the day and the time as a receptionist says them', () => {
    expect(slotWords('2026-11-29 07:15 dr-srinivas-reddy')).toBe('Dr. Srinivas Reddy, Sun 29 Nov 7:15 am');
    expect(slotWords('2026-12-01 12:30 dr-mohammed-imran-ali')).toBe('Dr. Mohammed Imran Ali, Tue 1 Dec 12:30 pm');
    expect(slotWords('2026-12-01 00:05 dr-unknown')).toBe('dr-unknown, Tue 1 Dec 12:05 am');
  });

  it('shows other text as it is', () => {
    expect(slotWords(null)).toBe('?');
    expect(slotWords('someday')).toBe('someday');
  });
});
