// Properties of the slot engine for any schedule, bookings, moment and asked date (near, far, five-digit
// year, malformed): the answers agree with each other, stay inside the booking window, and each walks at
// most the window's days. Days are stepped with calendar.addDaysTo, so a spy on it counts the days visited
// and throws past the bound: a walk towards year 10000 fails at once instead of hanging the test.
import fc from 'fast-check';
import * as calendar from './calendar';
import {
  freeSlotsOn,
  freeTimeCount,
  nearestFreeSlots,
  nextDateWithFreeSlot,
  nextFreeSlotsOf,
  ScheduleIndex,
  SlotCounts,
  type BookedCount,
} from './slots';
import type { Schedule, Weekday } from './schedule';

const DAY_MS = 86_400_000;
/** The test's own day numbers (not the engine's): days since 1970-01-01 of a 4-digit-year date, else NaN. */
function dayOf(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day ? utc.getTime() / DAY_MS : NaN;
}
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const DOCTORS = ['dr-karthik-varma', 'dr-venkatesh-iyer', 'dr-test-only'];
const TODAY = dayOf('2026-11-29');

/** A moment from a month before to a year after today, and the window's rules. */
const moment = fc.record({
  at: fc.integer({ min: (TODAY - 30) * DAY_MS, max: (TODAY + 365) * DAY_MS }).map((ms) => new Date(ms)),
  noticeMinutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
  horizonDays: fc.integer({ min: 0, max: 120 }),
});

/** Dates near the moment's (as day offsets from today), and every kind of text a request may carry instead. */
const nearDate = fc.integer({ min: -40, max: 520 }).map((offset) => dateOf(TODAY + offset));
const anyDate = fc.oneof(
  { weight: 4, arbitrary: nearDate },
  fc.constantFrom(
    '9999-12-31',
    '9999-12-30',
    '10000-01-01',
    '99999-12-31',
    '0001-01-01',
    '0099-12-31',
    '1900-02-29',
    '2026-02-30',
    '2026-13-01',
    '',
    '2026-1-1',
    ' 2026-12-01',
    '2026-12-01T00:00',
  ),
  fc.integer({ min: 1000, max: 9999 * 366 }).map((n) => dateOf(dayOf('1000-01-01') + (n % (dayOf('9999-12-31') - dayOf('1000-01-01'))))),
  fc.string({ maxLength: 14 }),
);

const session = fc
  .record({ start: fc.integer({ min: 0, max: 287 }), length: fc.integer({ min: 1, max: 120 }) })
  .map(({ start, length }) => ({
    start: hhmm(start * 5),
    end: hhmm(Math.min(1440, (start + length) * 5)),
  }));

const schedule: fc.Arbitrary<Schedule> = fc.record({
  doctors: fc.uniqueArray(
    fc.record({
      doctor: fc.constantFrom(...DOCTORS),
      slotMinutes: fc.integer({ min: 5, max: 240 }),
      capacity: fc.integer({ min: 1, max: 4 }),
      fee: fc.constant(null),
      weekly: fc.array(
        fc
          .record({ weekday: fc.integer({ min: 1, max: 7 }).map((n) => n as Weekday), session })
          .map(({ weekday, session: s }) => ({ weekday, ...s })),
        { maxLength: 8 },
      ),
    }),
    { selector: (entry) => entry.doctor, minLength: 1, maxLength: 3 },
  ),
  datesOff: fc.array(
    fc.record({ doctor: fc.option(fc.constantFrom(...DOCTORS), { nil: null }), date: nearDate, reason: fc.constant('away') }),
    { maxLength: 10 },
  ),
  extraSessions: fc.array(
    fc.record({ doctor: fc.constantFrom(...DOCTORS), date: nearDate, s: session }).map(({ doctor, date, s }) => ({ doctor, date, ...s })),
    { maxLength: 6 },
  ),
});

const bookings: fc.Arbitrary<BookedCount[]> = fc.array(
  fc.record({
    doctor: fc.constantFrom(...DOCTORS),
    date: nearDate,
    time: fc.integer({ min: 0, max: 287 }).map((n) => hhmm(n * 5)),
    count: fc.integer({ min: 0, max: 5 }),
  }),
  { maxLength: 30 },
);

const situation = fc.record({
  moment,
  schedule,
  bookings,
  doctors: fc.subarray(DOCTORS, { minLength: 1 }),
  asked: anyDate,
  time: fc.integer({ min: 0, max: 287 }).map((n) => hhmm(n * 5)),
  limit: fc.integer({ min: 1, max: 20 }),
});

describe('the slot engine, for any schedule, bookings and asked date', () => {
  let steps = 0;
  let bound = 0;
  beforeEach(() => {
    const addDaysTo = calendar.addDaysTo;
    jest.spyOn(calendar, 'addDaysTo').mockImplementation((date, days) => {
      steps += 1;
      if (steps > bound) throw new Error(`walked more than ${bound} days from ${date}`);
      return addDaysTo(date, days);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  /** Runs one answer with a fresh step count, at most the window's days (horizon + 1). */
  function bounded<T>(horizonDays: number, answer: () => T): T {
    steps = 0;
    bound = horizonDays + 1;
    const result = answer();
    expect(steps).toBeLessThanOrEqual(horizonDays + 1);
    return result;
  }

  it('answer inside the window, consistently, within the window’s days', () => {
    fc.assert(
      fc.property(situation, ({ moment: { at, ...rules }, schedule: plan, bookings: rows, doctors, asked, time, limit }) => {
        const window = calendar.bookingWindow(at, rules);
        const index = new ScheduleIndex(plan);
        const counts = new SlotCounts(rows);
        const [today, earliest, last] = [dayOf(window.today), dayOf(window.earliestDate), dayOf(window.lastDate)];
        const inWindow = (date: string, slotTime: string) =>
          dayOf(date) >= earliest && dayOf(date) <= last && (dayOf(date) > earliest || slotTime >= window.earliestTime);

        // One day: its count is its list's length, and nothing outside the window is offered.
        const day = bounded(rules.horizonDays, () => freeSlotsOn(index, doctors, asked, window, counts));
        expect(bounded(rules.horizonDays, () => freeTimeCount(index, doctors, asked, window, counts))).toBe(day.length);
        for (const slot of day) expect(inWindow(asked, slot.time)).toBe(true);

        // The next free date: after the asked one, inside the window, free, and the first such; or null.
        const next = bounded(rules.horizonDays, () => nextDateWithFreeSlot(index, doctors, asked, window, counts));
        const asDay = dayOf(asked);
        let expected: string | null = null;
        for (let d = Math.max(today, asDay + 1); !Number.isNaN(asDay) && d <= last; d += 1) {
          if (freeSlotsOn(index, doctors, dateOf(d), window, counts).length > 0) {
            expected = dateOf(d);
            break;
          }
        }
        expect(next).toBe(expected);
        if (next !== null) {
          expect(dayOf(next)).toBeGreaterThan(asDay);
          expect(dayOf(next)).toBeGreaterThanOrEqual(today);
          expect(dayOf(next)).toBeLessThanOrEqual(last);
        }

        // The nearest and the next free times: all inside the window, at most the limit.
        const nearest = bounded(rules.horizonDays, () => nearestFreeSlots(index, doctors, asked, time, window, counts, limit));
        const upcoming = bounded(rules.horizonDays, () => nextFreeSlotsOf(index, doctors[0] as string, window, counts, limit));
        for (const list of [nearest, upcoming]) {
          expect(list.length).toBeLessThanOrEqual(limit);
          for (const slot of list) expect(inWindow(slot.date, slot.time)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('count each day of the window as its list of free times (the strip of days)', () => {
    fc.assert(
      fc.property(situation, ({ moment: { at, ...rules }, schedule: plan, bookings: rows, doctors }) => {
        const window = calendar.bookingWindow(at, rules);
        const index = new ScheduleIndex(plan);
        const counts = new SlotCounts(rows);
        for (let d = dayOf(window.today) - 1; d <= dayOf(window.lastDate) + 1; d += 1) {
          const date = dateOf(d);
          expect(freeTimeCount(index, doctors, date, window, counts)).toBe(freeSlotsOn(index, doctors, date, window, counts).length);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('walk no further than the window from the far date of the probe (9999-12-31)', () => {
    const window = calendar.bookingWindow(new Date('2026-11-29T10:00:00+05:30'), { noticeMinutes: 120, horizonDays: 30 });
    const index = new ScheduleIndex({
      doctors: [{ doctor: 'dr-karthik-varma', slotMinutes: 15, capacity: 1, fee: null, weekly: [] }],
      datesOff: [],
      extraSessions: [],
    });
    expect(bounded(30, () => nextDateWithFreeSlot(index, ['dr-karthik-varma'], '9999-12-31', window, new SlotCounts()))).toBeNull();
    expect(bounded(30, () => nearestFreeSlots(index, ['dr-karthik-varma'], '9999-12-31', '10:00', window, new SlotCounts()))).toEqual([]);
  });
});
