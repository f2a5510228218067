import { bookingWindow, readableDate } from '../../domain/calendar';
import { checkWantedSlot, weeklySummary } from '../../domain/slot-check';
import { parseScheduleFile, ScheduleError, toScheduleFile } from '../../domain/schedule-file';
import {
  freeSlotsOn,
  freeTimeCount,
  nearestFreeSlots,
  nextDateWithFreeSlot,
  nextFreeSlotsOf,
  ScheduleIndex,
  SlotCounts,
} from '../../domain/slots';
import { readScheduleFile } from '../schedules/read-file';
import { DEFAULT_SCHEDULE_FILE } from '../../test/schedules';
import { DEPARTMENT_NAMES, doctorsOf } from '@hospital/hospital-data';

// 30 November 2026 is a Monday. Times are India time: 10:05 IST is 04:35 UTC.
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const rules = { noticeMinutes: 120, horizonDays: 30 };
const at = (date: string, time: string) => bookingWindow(ist(date, time), rules);

const schedule = parseScheduleFile({
  doctors: {
    'dr-karthik-varma': { weekly: { mon: ['09:00-10:00', '16:00-17:00'], wed: ['09:00-10:00'] } },
    'dr-venkatesh-iyer': { slotMinutes: 20, capacity: 2, weekly: { mon: ['11:00-12:00'] } },
  },
  datesOff: [
    { date: '2026-12-02', reason: 'Hospital foundation day' },
    { doctor: 'dr-karthik-varma', date: '2026-12-07', reason: 'Conference leave' },
  ],
  extraSessions: [{ doctor: 'dr-karthik-varma', date: '2026-12-06', session: '10:00-11:00' }],
});
const index = new ScheduleIndex(schedule);
const none = new SlotCounts();
const times = (slots: Array<{ time: string }>) => slots.map((slot) => slot.time);
const early = at('2026-11-29', '06:00'); // Sunday morning: all of the next week is open

describe('slot times', () => {
  it("start at each session's start, one slot length apart, and end inside the session", () => {
    expect(index.slotTimes('dr-karthik-varma', '2026-11-30')).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '16:00',
      '16:15',
      '16:30',
      '16:45',
    ]);
    expect(index.slotTimes('dr-venkatesh-iyer', '2026-11-30')).toEqual(['11:00', '11:20', '11:40']);
  });

  it('follow the weekday: nothing on a day without sessions', () => {
    expect(index.slotTimes('dr-karthik-varma', '2026-12-01')).toEqual([]); // Tuesday
    expect(freeSlotsOn(index, ['dr-karthik-varma'], '2026-12-01', early, none)).toEqual([]);
  });

  it("stop on a hospital holiday and on a doctor's leave", () => {
    expect(index.slotTimes('dr-karthik-varma', '2026-12-02')).toEqual([]); // Wednesday, hospital holiday
    expect(index.slotTimes('dr-karthik-varma', '2026-12-07')).toEqual([]); // Monday, his leave
    expect(index.slotTimes('dr-venkatesh-iyer', '2026-12-07')).toEqual(['11:00', '11:20', '11:40']); // not his
  });

  it('are counted for the strip exactly as freeSlotsOn lists them: full, past, off and shared times alike', () => {
    const counts = new SlotCounts([
      { doctor: 'dr-karthik-varma', date: '2026-11-30', time: '09:15', count: 1 },
      { doctor: 'dr-karthik-varma', date: '2026-11-30', time: '11:00', count: 1 },
      { doctor: 'dr-venkatesh-iyer', date: '2026-11-30', time: '11:20', count: 2 },
      { doctor: 'dr-venkatesh-iyer', date: '2026-11-30', time: '11:40', count: 1 },
    ]);
    const both = ['dr-karthik-varma', 'dr-venkatesh-iyer'];
    // Monday 10:05 with two hours' notice: the morning is past, the afternoon open; at 14:10, 16:10 is the first moment.
    for (const window of [early, at('2026-11-30', '08:05'), at('2026-11-30', '10:05'), at('2026-11-30', '14:10')]) {
      for (const date of ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-06', '2026-12-07', '2027-02-01']) {
        for (const doctors of [both, ['dr-karthik-varma'], ['dr-venkatesh-iyer']]) {
          expect(freeTimeCount(index, doctors, date, window, counts)).toBe(freeSlotsOn(index, doctors, date, window, counts).length);
        }
      }
    }
    expect(freeTimeCount(index, both, '2026-11-30', early, counts)).toBe(7 + 2);
    expect(freeTimeCount(index, both, '2026-11-30', at('2026-11-30', '10:05'), counts)).toBe(4);
    expect(freeTimeCount(index, both, '2026-11-30', at('2026-11-30', '14:10'), counts)).toBe(3);
  });

  it('are the times a booking may start at, and only those, however the time is written', () => {
    const doctors = ['dr-karthik-varma', 'dr-venkatesh-iyer', 'dr-nobody'];
    const asked = ['9:00', '09:0', '09:00 ', '24:00', '', 'ab:cd'];
    for (let minute = 0; minute <= 1440; minute += 5)
      asked.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
    for (const date of ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-06', '2026-12-07', 'not-a-date']) {
      for (const doctor of doctors) {
        for (const time of asked)
          expect([doctor, date, time, index.hasSlotAt(doctor, date, time)]).toEqual([
            doctor,
            date,
            time,
            index.slotTimes(doctor, date).includes(time),
          ]);
      }
    }
  });

  it('add extra sessions on their date, even a Sunday', () => {
    expect(index.slotTimes('dr-karthik-varma', '2026-12-06')).toEqual(['10:00', '10:15', '10:30', '10:45']);
  });

  it('leave out full slots and keep those with a seat left (capacity)', () => {
    const counts = new SlotCounts([
      { doctor: 'dr-karthik-varma', date: '2026-11-30', time: '09:15', count: 1 },
      { doctor: 'dr-venkatesh-iyer', date: '2026-11-30', time: '11:00', count: 1 },
      { doctor: 'dr-venkatesh-iyer', date: '2026-11-30', time: '11:20', count: 2 },
    ]);
    expect(times(freeSlotsOn(index, ['dr-karthik-varma'], '2026-11-30', early, counts))).not.toContain('09:15');
    expect(times(freeSlotsOn(index, ['dr-venkatesh-iyer'], '2026-11-30', early, counts))).toEqual(['11:00', '11:40']);
  });

  it('name every doctor free at a time', () => {
    const slots = freeSlotsOn(index, ['dr-karthik-varma', 'dr-venkatesh-iyer'], '2026-11-30', early, none);
    expect(times(slots)).toEqual(['09:00', '09:15', '09:30', '09:45', '11:00', '11:20', '11:40', '16:00', '16:15', '16:30', '16:45']);
    expect(slots[4]?.doctors).toEqual([{ slug: 'dr-venkatesh-iyer', name: 'Dr. Venkatesh Iyer' }]);
  });
});

describe('the booking window', () => {
  it('starts two hours from now, to the next whole minute', () => {
    const window = at('2026-11-30', '07:10');
    expect(window).toMatchObject({ today: '2026-11-30', earliestDate: '2026-11-30', earliestTime: '09:10', lastDate: '2026-12-30' });
    expect(times(freeSlotsOn(index, ['dr-karthik-varma'], '2026-11-30', window, none))).toEqual([
      '09:15',
      '09:30',
      '09:45',
      '16:00',
      '16:15',
      '16:30',
      '16:45',
    ]);
    expect(bookingWindow(new Date(ist('2026-11-30', '07:10').getTime() + 1000), rules).earliestTime).toBe('09:11');
  });

  it('is India time: at 00:15 IST on Monday (still Sunday in UTC) today is Monday', () => {
    const window = bookingWindow(new Date('2026-11-29T18:45:00Z'), rules);
    expect(window).toMatchObject({ today: '2026-11-30', nowTime: '00:15', earliestDate: '2026-11-30', earliestTime: '02:15' });
    expect(times(freeSlotsOn(index, ['dr-karthik-varma'], '2026-11-30', window, none))).toEqual(
      index.slotTimes('dr-karthik-varma', '2026-11-30'),
    );
  });

  it('crosses midnight: at 23:30 IST the notice ends at 01:30 the next day, and nothing is left today', () => {
    const window = at('2026-11-29', '23:30');
    expect(window).toMatchObject({ today: '2026-11-29', earliestDate: '2026-11-30', earliestTime: '01:30' });
    const late = new ScheduleIndex(
      parseScheduleFile({ doctors: { 'dr-karthik-varma': { weekly: { sun: ['22:00-24:00'], mon: ['00:00-03:00'] } } } }),
    );
    expect(freeSlotsOn(late, ['dr-karthik-varma'], '2026-11-29', window, none)).toEqual([]);
    expect(times(freeSlotsOn(late, ['dr-karthik-varma'], '2026-11-30', window, none))).toEqual([
      '01:30',
      '01:45',
      '02:00',
      '02:15',
      '02:30',
      '02:45',
    ]);
  });

  it('ends 30 days ahead: the last date has slots, the day after none', () => {
    const later = at('2026-10-31', '06:00');
    expect(later.lastDate).toBe('2026-11-30');
    expect(freeSlotsOn(index, ['dr-karthik-varma'], '2026-11-30', later, none).length).toBe(8);
    expect(freeSlotsOn(index, ['dr-karthik-varma'], '2026-11-30', at('2026-10-30', '06:00'), none)).toEqual([]);
  });

  it('honours another notice and horizon', () => {
    const window = bookingWindow(ist('2026-11-30', '09:00'), { noticeMinutes: 0, horizonDays: 1 });
    expect(times(freeSlotsOn(index, ['dr-karthik-varma'], '2026-11-30', window, none))[0]).toBe('09:00');
    expect(window.lastDate).toBe('2026-12-01');
  });
});

describe('finding other times', () => {
  it('offers the next date with a free time, skipping days without sessions, holidays and leave', () => {
    expect(nextDateWithFreeSlot(index, ['dr-karthik-varma'], '2026-11-30', early, none)).toBe('2026-12-06'); // Tue none, Wed holiday, Sun extra
    expect(nextDateWithFreeSlot(index, ['dr-karthik-varma'], '2026-12-06', early, none)).toBe('2026-12-09'); // Mon 7th leave, Wed 9th
  });

  it('lists the three nearest free times on the same day first, then the next days', () => {
    const counts = new SlotCounts([{ doctor: 'dr-karthik-varma', date: '2026-11-30', time: '09:30', count: 1 }]);
    expect(nearestFreeSlots(index, ['dr-karthik-varma'], '2026-11-30', '09:30', early, counts).map((s) => `${s.date} ${s.time}`)).toEqual([
      '2026-11-30 09:00',
      '2026-11-30 09:15',
      '2026-11-30 09:45',
    ]);
    const fullMonday = new SlotCounts(
      index.slotTimes('dr-karthik-varma', '2026-11-30').map((time) => ({ doctor: 'dr-karthik-varma', date: '2026-11-30', time, count: 1 })),
    );
    expect(
      nearestFreeSlots(index, ['dr-karthik-varma'], '2026-11-30', '16:45', early, fullMonday).map((s) => `${s.date} ${s.time}`),
    ).toEqual(['2026-12-06 10:00', '2026-12-06 10:15', '2026-12-06 10:30']);
  });

  it("gives a doctor's next free times from now", () => {
    expect(nextFreeSlotsOf(index, 'dr-venkatesh-iyer', at('2026-11-30', '09:10'), none, 4).map((s) => `${s.date} ${s.time}`)).toEqual([
      '2026-11-30 11:20',
      '2026-11-30 11:40',
      '2026-12-07 11:00',
      '2026-12-07 11:20',
    ]);
  });
});

describe('a wanted time that cannot be booked names the rule', () => {
  const wanted = (date: string, time: string, doctors = ['dr-karthik-varma'], chosen = true) =>
    checkWantedSlot(
      index,
      { service: 'Orthopaedics & Trauma Care', doctors, chosen, preferredDate: date, preferredTime: time },
      at('2026-11-30', '10:05'),
    );

  it('accepts a free slot and names the doctors who have it', () => {
    expect(wanted('2026-11-30', '16:15')).toEqual({
      ok: true,
      candidates: [{ doctor: 'dr-karthik-varma', capacity: 1, slotMinutes: 15, fee: null }],
    });
  });

  it.each([
    [
      'a day without a clinic',
      '2026-12-01',
      '10:00',
      /Dr\. Karthik Varma has no clinic on Tuesdays\. Dr\. Karthik Varma sees patients Monday 9:00 am to 10:00 am and 4:00 pm to 5:00 pm; Wednesday 9:00 am to 10:00 am/,
    ],
    [
      'a hospital holiday',
      '2026-12-02',
      '09:00',
      /Outpatient clinics are closed on Wednesday 2 December 2026, a hospital holiday \(Hospital foundation day\)/,
    ],
    [
      "the doctor's leave",
      '2026-12-07',
      '09:00',
      /Dr\. Karthik Varma is not seeing patients on Monday 7 December 2026 \(Conference leave\)/,
    ],
    [
      'a time outside the sessions',
      '2026-12-09',
      '12:00',
      /12:00 pm is outside the outpatient hours on Wednesday 9 December 2026: Dr\. Karthik Varma sees patients 9:00 am to 10:00 am\. Outpatient hours: Monday to Saturday, 8:00 am to 8:00 pm/,
    ],
    ['a time between slot starts', '2026-12-09', '09:20', /9:20 am is not the start of an appointment.*every 15 minutes/],
    ['a time already past', '2026-11-30', '09:00', /9:00 am on Monday 30 November 2026 has already passed/],
    ['a date beyond the horizon', '2027-01-04', '09:00', /up to 30 days ahead\. Please choose a date until Wednesday 30 December 2026/],
  ])('%s', (_name, date, time, message) => {
    expect(wanted(date, time)).toEqual({ ok: false, field: expect.any(String), message: expect.stringMatching(message) });
  });

  it("a time inside the two hours' notice", () => {
    const result = checkWantedSlot(
      index,
      {
        service: 'Orthopaedics & Trauma Care',
        doctors: ['dr-karthik-varma'],
        chosen: true,
        preferredDate: '2026-11-30',
        preferredTime: '16:00',
      },
      at('2026-11-30', '14:30'),
    );
    expect(result).toEqual({
      ok: false,
      field: 'preferredTime',
      message: 'Appointments must be booked at least 2 hours ahead: the earliest time you can book now is 4:30 pm today.',
    });
  });

  it("for any doctor, names the department's clinic and the outpatient hours (Sunday 23:30, as the issue tried)", () => {
    const result = checkWantedSlot(
      index,
      {
        service: 'Cardiology & Heart Care',
        doctors: ['dr-venkatesh-iyer'],
        chosen: false,
        preferredDate: '2026-12-06',
        preferredTime: '23:30',
      },
      early,
    );
    expect(result).toEqual({
      ok: false,
      field: 'preferredDate',
      message:
        'Our Cardiology & Heart Care clinic is closed on Sunday 6 December 2026. Outpatient hours: Monday to Saturday, 8:00 am to 8:00 pm.',
    });
  });

  it('summarises a week, grouping days with the same sessions', () => {
    const week = new ScheduleIndex(
      parseScheduleFile({
        doctors: {
          'dr-srinivas-reddy': { weekly: { mon: ['09:00-13:00'], tue: ['09:00-13:00'], wed: ['09:00-13:00'], sat: ['09:00-12:00'] } },
        },
      }),
    );
    expect(weeklySummary(week, 'dr-srinivas-reddy')).toBe('Monday to Wednesday 9:00 am to 1:00 pm; Saturday 9:00 am to 12:00 pm');
  });
});

describe('the schedule file', () => {
  it.each([
    [{ doctors: { 'dr-nobody': { weekly: {} } } }, /"dr-nobody" is not a doctor of the roster/],
    [{ doctors: { 'dr-karthik-varma': { weekly: { funday: ['09:00-10:00'] } } } }, /"funday" is not one of mon/],
    [{ doctors: { 'dr-karthik-varma': { weekly: { mon: ['9-10'] } } } }, /"9-10" is not a session such as "09:00-13:00"/],
    [{ doctors: { 'dr-karthik-varma': { weekly: { mon: ['10:00-09:00'] } } } }, /ends before it starts/],
    [{ doctors: { 'dr-karthik-varma': { weekly: { mon: ['09:00-11:00', '10:00-12:00'] } } } }, /overlap/],
    [{ doctors: { 'dr-karthik-varma': { slotMinutes: 0, weekly: {} } } }, /slotMinutes must be a whole number from 5 to 240/],
    [{ doctors: { 'dr-karthik-varma': { capacity: 2.5, weekly: {} } } }, /capacity must be a whole number from 1 to 50/],
    [{ doctors: {}, datesOff: [{ date: '2026-02-30' }] }, /"2026-02-30" is not a date/],
    [
      { doctors: {}, extraSessions: [{ doctor: 'dr-karthik-varma', date: '2026-12-01', session: '09:00-10:00' }] },
      /has no entry under "doctors"/,
    ],
  ])('refuses a mistake and says where it is (%#)', (input, message) => {
    expect(() => parseScheduleFile(input, 'test.json')).toThrow(ScheduleError);
    expect(() => parseScheduleFile(input, 'test.json')).toThrow(message);
  });

  it('reads back what it writes', () => {
    expect(parseScheduleFile(JSON.parse(JSON.stringify(toScheduleFile(schedule))))).toEqual(schedule);
  });

  it('seeds the hospital with a bookable doctor in every department, within outpatient hours (Mon-Sat 8 am-8 pm)', () => {
    const seeded = new ScheduleIndex(readScheduleFile(DEFAULT_SCHEDULE_FILE).schedule);
    for (const department of DEPARTMENT_NAMES) {
      const week = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
      const slots = week.flatMap((date) =>
        freeSlotsOn(
          seeded,
          doctorsOf(department).map((d) => d.slug),
          date,
          early,
          none,
        ),
      );
      expect({ department, bookable: slots.length > 0 }).toEqual({ department, bookable: true });
    }
    for (const entry of seeded.schedule.doctors) {
      for (const session of entry.weekly) {
        expect(session.weekday).toBeLessThanOrEqual(6);
        expect(session.start >= '08:00' && session.end <= '20:00').toBe(true);
      }
    }
  });

  it('writes dates for people', () => {
    expect(readableDate('2026-11-30')).toBe('Monday 30 November 2026');
  });
});
