// The slot rules: which start times a doctor has on a date, which of them still have room, and the
// nearest free times. Pure functions over a schedule and the counts of active bookings.
import { type DatedSlot, type FreeSlot, type SlotDoctor } from '@hospital/booking-contract';
import { findDoctorIdentity } from '@hospital/hospital-data';
import {
  addDaysTo,
  clockTime,
  dateOfDayNumber,
  dayNumberOf,
  dayWithinWindow,
  minutesOf,
  weekdayOf,
  withinWindow,
  type BookingWindow,
} from './calendar';
import type { DateOff, DoctorSchedule, Schedule, Session } from './schedule';

/** Active bookings per slot: how many seats of (doctor, date, time) are taken. */
export interface BookedCount {
  doctor: string;
  date: string;
  time: string;
  count: number;
}

const NONE: ReadonlyMap<string, number> = new Map();

export class SlotCounts {
  /** doctor|date -> time -> seats taken: one look-up per doctor and day, then one per time. */
  private readonly days = new Map<string, Map<string, number>>();

  constructor(rows: readonly BookedCount[] = []) {
    // Rows come grouped by doctor and date: the day's map is looked up again only when they change.
    let day: Map<string, number> | undefined;
    let doctor = '';
    let date = '';
    for (const row of rows) {
      if (!day || row.doctor !== doctor || row.date !== date) {
        ({ doctor, date } = row);
        const key = `${doctor}|${date}`;
        day = this.days.get(key);
        if (!day) this.days.set(key, (day = new Map()));
      }
      day.set(row.time, row.count);
    }
  }

  /** Seats taken per time of one doctor's day. */
  day(doctor: string, date: string): ReadonlyMap<string, number> {
    return this.days.get(`${doctor}|${date}`) ?? NONE;
  }

  of(doctor: string, date: string, time: string): number {
    return this.day(doctor, date).get(time) ?? 0;
  }
}

const doctorsBySlug = new Map<string, SlotDoctor>();
/** A doctor as answers name them; one shared object per doctor, as an answer may name one hundreds of times. */
export function slotDoctor(slug: string): SlotDoctor {
  let doctor = doctorsBySlug.get(slug);
  if (!doctor) doctorsBySlug.set(slug, (doctor = Object.freeze({ slug, name: findDoctorIdentity(slug)?.name ?? slug })));
  return doctor;
}

/** A schedule indexed for look-ups by doctor and date. */
export class ScheduleIndex {
  private readonly doctors = new Map<string, DoctorSchedule>();
  private readonly hospitalOff = new Map<string, DateOff>();
  private readonly doctorOff = new Map<string, DateOff>();
  private readonly extra = new Map<string, Session[]>();

  constructor(readonly schedule: Schedule) {
    for (const entry of schedule.doctors) this.doctors.set(entry.doctor, entry);
    for (const off of schedule.datesOff) {
      if (off.doctor === null) this.hospitalOff.set(off.date, off);
      else this.doctorOff.set(`${off.doctor}|${off.date}`, off);
    }
    for (const { doctor, date, start, end } of schedule.extraSessions) {
      const key = `${doctor}|${date}`;
      this.extra.set(key, [...(this.extra.get(key) ?? []), { start, end }]);
    }
  }

  scheduleOf(doctor: string): DoctorSchedule | undefined {
    return this.doctors.get(doctor);
  }

  /** Each doctor's consultation fee in rupees, by slug; doctors without one are left out. */
  fees(): Record<string, number> {
    return Object.fromEntries([...this.doctors.values()].flatMap((entry) => (entry.fee === null ? [] : [[entry.doctor, entry.fee]])));
  }

  /** Why the weekly sessions do not run on a date: a hospital holiday first, else the doctor's leave. */
  offOn(doctor: string, date: string): DateOff | undefined {
    return this.hospitalOff.get(date) ?? this.doctorOff.get(`${doctor}|${date}`);
  }

  /** The sessions of a doctor on a date: the weekday's, unless the date is off, plus that date's extra ones. */
  sessionsOn(doctor: string, date: string): Session[] {
    const entry = this.doctors.get(doctor);
    if (!entry) return [];
    const weekday = weekdayOf(date);
    const weekly = this.offOn(doctor, date) ? [] : entry.weekly.filter((s) => s.weekday === weekday);
    return [...weekly, ...(this.extra.get(`${doctor}|${date}`) ?? [])].sort((a, b) => a.start.localeCompare(b.start));
  }

  /** Whether `time` (HH:MM) is one of slotTimes(doctor, date), found without listing them. */
  hasSlotAt(doctor: string, date: string, time: string): boolean {
    const entry = this.doctors.get(doctor);
    const minute = minutesOf(time);
    if (!entry || clockTime(minute) !== time) return false;
    return this.sessionsOn(doctor, date).some(({ start, end }) => {
      const first = minutesOf(start);
      return minute >= first && minute <= minutesOf(end) - entry.slotMinutes && (minute - first) % entry.slotMinutes === 0;
    });
  }

  /** Every slot start of a doctor on a date, in order: each session from its start, a slot length apart. */
  slotTimes(doctor: string, date: string): string[] {
    const entry = this.doctors.get(doctor);
    if (!entry) return [];
    const times: string[] = [];
    for (const { start, end } of this.sessionsOn(doctor, date)) {
      const last = minutesOf(end) - entry.slotMinutes;
      for (let minute = minutesOf(start); minute <= last; minute += entry.slotMinutes) times.push(clockTime(minute));
    }
    return times;
  }
}

/**
 * The window's dates from day number `from` (never before today), in order, at most `count`: however far or
 * malformed the asked date, a walk visits at most the horizon's days (a NaN `from` visits none).
 */
export function* windowDates(window: BookingWindow, from: number, count = Infinity): Generator<string> {
  const first = Math.max(from, window.todayNumber);
  const last = Math.min(window.lastNumber, first + count - 1);
  let date = dateOfDayNumber(first);
  for (let day = first; day <= last; day += 1, date = addDaysTo(date, 1)) yield date;
}

/** The times of `date` that some of `doctors` still have room at, inside the booking window. */
export function freeSlotsOn(
  index: ScheduleIndex,
  doctors: readonly string[],
  date: string,
  window: BookingWindow,
  counts: SlotCounts,
): FreeSlot[] {
  if (!dayWithinWindow(window, date)) return [];
  const byTime = new Map<string, SlotDoctor[]>();
  for (const doctor of doctors) {
    const capacity = index.scheduleOf(doctor)?.capacity ?? 0;
    const taken = counts.day(doctor, date);
    const who = slotDoctor(doctor);
    for (const time of index.slotTimes(doctor, date)) {
      if ((taken.get(time) ?? 0) >= capacity || !withinWindow(window, date, time)) continue;
      const list = byTime.get(time);
      if (list) list.push(who);
      else byTime.set(time, [who]);
    }
  }
  return [...byTime.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([time, list]) => ({ time, doctors: list }));
}

/** The first of `start`, `start + step`, … that is not before `earliest`. */
const firstStepFrom = (start: number, earliest: number, step: number): number =>
  earliest <= start ? start : start + Math.ceil((earliest - start) / step) * step;

/**
 * How many times of `date` some of `doctors` still have room at, inside the booking window: the length of
 * freeSlotsOn's answer, counted on minutes without building it (the strip asks it for 14 days at once).
 */
export function freeTimeCount(
  index: ScheduleIndex,
  doctors: readonly string[],
  date: string,
  window: BookingWindow,
  counts: SlotCounts,
): number {
  if (!dayWithinWindow(window, date)) return 0;
  const earliest = date === window.earliestDate ? minutesOf(window.earliestTime) : 0;
  const free = new Set<number>();
  for (const doctor of doctors) {
    const entry = index.scheduleOf(doctor);
    if (!entry) continue;
    // The day's full slots as minutes, once: no clock text is written per slot.
    const full = new Set<number>();
    for (const [time, taken] of counts.day(doctor, date)) if (taken >= entry.capacity) full.add(minutesOf(time));
    for (const { start, end } of index.sessionsOn(doctor, date)) {
      const last = minutesOf(end) - entry.slotMinutes;
      for (let minute = firstStepFrom(minutesOf(start), earliest, entry.slotMinutes); minute <= last; minute += entry.slotMinutes) {
        if (!full.has(minute)) free.add(minute);
      }
    }
  }
  return free.size;
}

/** The first date after `date` (and not before today) that has a free time, or null within the horizon. */
export function nextDateWithFreeSlot(
  index: ScheduleIndex,
  doctors: readonly string[],
  date: string,
  window: BookingWindow,
  counts: SlotCounts,
): string | null {
  for (const day of windowDates(window, dayNumberOf(date) + 1)) {
    if (freeSlotsOn(index, doctors, day, window, counts).length > 0) return day;
  }
  return null;
}

/**
 * Up to `limit` free times nearest to a wanted one: that day's first, closest in time (earlier first on a
 * tie), then the following days' in order.
 */
export function nearestFreeSlots(
  index: ScheduleIndex,
  doctors: readonly string[],
  date: string,
  time: string,
  window: BookingWindow,
  counts: SlotCounts,
  limit = 3,
): DatedSlot[] {
  const wanted = minutesOf(time);
  const sameDay = freeSlotsOn(index, doctors, date, window, counts)
    .filter((slot) => slot.time !== time)
    .sort((a, b) => Math.abs(minutesOf(a.time) - wanted) - Math.abs(minutesOf(b.time) - wanted) || a.time.localeCompare(b.time))
    .slice(0, limit)
    .sort((a, b) => a.time.localeCompare(b.time))
    .map((slot) => ({ date, ...slot }));
  const found: DatedSlot[] = [...sameDay];
  for (const day of windowDates(window, Math.max(dayNumberOf(date), window.todayNumber) + 1)) {
    if (found.length >= limit) break;
    for (const slot of freeSlotsOn(index, doctors, day, window, counts)) {
      if (found.length >= limit) break;
      found.push({ date: day, ...slot });
    }
  }
  return found;
}

/** A doctor's next `limit` free times from now. */
export function nextFreeSlotsOf(
  index: ScheduleIndex,
  doctor: string,
  window: BookingWindow,
  counts: SlotCounts,
  limit: number,
): DatedSlot[] {
  const found: DatedSlot[] = [];
  for (const day of windowDates(window, window.earliestNumber)) {
    if (found.length >= limit) break;
    for (const slot of freeSlotsOn(index, [doctor], day, window, counts)) {
      if (found.length >= limit) break;
      found.push({ date: day, ...slot });
    }
  }
  return found;
}
