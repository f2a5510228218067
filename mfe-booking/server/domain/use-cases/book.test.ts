import { leastBusyFirst } from './book';

describe('any available doctor', () => {
  const candidates = [
    { doctor: 'dr-a', capacity: 1 },
    { doctor: 'dr-b', capacity: 2 },
    { doctor: 'dr-c', capacity: 1 },
  ];

  it('tries the least busy doctor of the day first, the schedule’s order among equals', () => {
    expect(
      leastBusyFirst(
        candidates,
        new Map([
          ['dr-a', 3],
          ['dr-b', 1],
        ]),
      ).map((c) => c.doctor),
    ).toEqual(['dr-c', 'dr-b', 'dr-a']);
    expect(leastBusyFirst(candidates, new Map()).map((c) => c.doctor)).toEqual(['dr-a', 'dr-b', 'dr-c']);
  });
});
