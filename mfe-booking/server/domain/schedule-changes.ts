// The schedule's changes in words (`set`, `slot`, `off`, `extra`…), the same for `npm run schedule` and the
// desk's schedule page; the change is written by the caller, and every API instance picks it up at once.
import { isIsoDate } from '@hospital/booking-contract';
import { DOCTORS, findDoctorIdentity } from '@hospital/hospital-data';
import type { SeatHolders } from './ports';
import type { BookedSlot } from './appointment';
import { addDaysTo, dayNumberOf, minutesOf, readableDate, weekdayOf } from './calendar';
import { weeklySummary } from './slot-check';
import { checkNoOverlap, parseScheduleFile, parseSession, sessionText, toScheduleFile } from './schedule-file';
import { ScheduleIndex } from './slots';
import {
  CAPACITY_RANGE,
  DEFAULT_CAPACITY,
  DEFAULT_SLOT_MINUTES,
  FEE_RANGE,
  SLOT_MINUTES_RANGE,
  WEEKDAY_KEYS,
  type Schedule,
  type Weekday,
} from './schedule';

export const USAGE = `Usage: npm run schedule -w mfe-booking/server -- <command>

  show [doctor]                              the schedule (all doctors, or one), dates off and extra sessions
  set <doctor> <mon..sun> <sessions|off>     a weekday's sessions, e.g. set dr-karthik-varma tue 09:00-12:00,16:00-19:00
  slot <doctor> <minutes>                    minutes per appointment (${SLOT_MINUTES_RANGE.min}-${SLOT_MINUTES_RANGE.max})
  capacity <doctor> <patients>               patients per slot (${CAPACITY_RANGE.min}-${CAPACITY_RANGE.max})
  fee <doctor> <rupees|none>                 the consultation fee (${FEE_RANGE.min}-${FEE_RANGE.max}), shown to patients and taken by Pay Now
  off <doctor|hospital> <YYYY-MM-DD> [reason]  leave, or a hospital holiday
  on <doctor|hospital> <YYYY-MM-DD>          undo a date off
  extra <doctor> <YYYY-MM-DD> <HH:MM-HH:MM>  an extra session on one date
  remove-extra <doctor> <YYYY-MM-DD>         remove that date's extra sessions
  export [file]                              write the schedule as a data file (standard output without a file)
  import <file>                              replace the whole schedule with a data file

Doctors: ${DOCTORS.map((d) => d.slug).join(', ')}.
Appointments already booked are kept; the command lists those that no longer fit, so the desk can call the patients.`;

export class UsageError extends Error {}

export const need = (value: string | undefined, what: string): string => {
  if (!value) throw new UsageError(`Missing ${what}.\n\n${USAGE}`);
  return value;
};

export const doctorArg = (value: string | undefined): string => {
  const slug = need(value, 'the doctor');
  if (!findDoctorIdentity(slug)) throw new UsageError(`"${slug}" is not one of our doctors: ${DOCTORS.map((d) => d.slug).join(', ')}`);
  return slug;
};

const dateArg = (value: string | undefined): string => {
  const date = need(value, 'the date (YYYY-MM-DD)');
  if (!isIsoDate(date)) throw new UsageError(`"${date}" is not a date such as 2027-01-26`);
  return date;
};

const wholeArg = (value: string | undefined, what: string, range: { min: number; max: number }): number => {
  const n = Number(need(value, what));
  if (!Number.isInteger(n) || n < range.min || n > range.max)
    throw new UsageError(`${what} must be a whole number from ${range.min} to ${range.max}`);
  return n;
};

/** The doctor's name, as every message gives it (never the slug). */
export const doctorNameOf = (slug: string) => findDoctorIdentity(slug)?.name ?? slug;

/** The doctor's entry, created with the defaults if the doctor had none. */
function entryOf(schedule: Schedule, doctor: string) {
  let entry = schedule.doctors.find((d) => d.doctor === doctor);
  if (!entry) {
    entry = { doctor, slotMinutes: DEFAULT_SLOT_MINUTES, capacity: DEFAULT_CAPACITY, fee: null, weekly: [] };
    schedule.doctors.push(entry);
  }
  return entry;
}

export function describe(schedule: Schedule, only: string | undefined, today: string): string[] {
  const index = new ScheduleIndex(schedule);
  const lines: string[] = [];
  for (const entry of schedule.doctors.filter((d) => !only || d.doctor === only)) {
    const name = findDoctorIdentity(entry.doctor)?.name ?? entry.doctor;
    const fee = entry.fee === null ? 'no fee set' : `fee ₹${entry.fee}`;
    lines.push(
      `${name} (${entry.doctor}): ${entry.slotMinutes}-minute slots, ${entry.capacity} patient${entry.capacity === 1 ? '' : 's'} each, ${fee}`,
    );
    lines.push(`  ${weeklySummary(index, entry.doctor)}`);
  }
  const upcoming = <T extends { date: string }>(list: T[]) => list.filter((item) => item.date >= today);
  const off = upcoming(schedule.datesOff).filter((d) => !only || d.doctor === only || d.doctor === null);
  if (off.length > 0) {
    lines.push('Dates off:');
    for (const d of off)
      lines.push(
        `  ${d.date} ${d.doctor ? (findDoctorIdentity(d.doctor)?.name ?? d.doctor) : 'whole hospital'}${d.reason ? `: ${d.reason}` : ''}`,
      );
  }
  const extra = upcoming(schedule.extraSessions).filter((d) => !only || d.doctor === only);
  if (extra.length > 0) {
    lines.push('Extra sessions:');
    for (const e of extra) lines.push(`  ${e.date} ${findDoctorIdentity(e.doctor)?.name ?? e.doctor} ${sessionText(e)}`);
  }
  return lines;
}

/** Active bookings from today to the horizon that the schedule no longer has a slot for. */
export async function misfits(appointments: SeatHolders, schedule: Schedule, today: string, lastDate: string): Promise<BookedSlot[]> {
  const index = new ScheduleIndex(schedule);
  const found: BookedSlot[] = [];
  // As many days as from today to the last date (day numbers: never a comparison of date texts).
  const days = dayNumberOf(lastDate) - dayNumberOf(today);
  for (let n = 0, date = today; n <= days; n += 1, date = addDaysTo(date, 1)) {
    for (const booking of await appointments.seatHoldersOn({ date })) {
      if (!index.slotTimes(booking.doctor, date).includes(booking.preferredTime)) found.push(booking);
    }
  }
  return found;
}

/** Whether an extra session of a date lies within one of the doctor's weekly sessions of that weekday. */
function insideUsualSessions(
  schedule: Schedule,
  doctor: string,
  date: string,
  extra: { doctor: string; date: string; start: string; end: string },
) {
  if (extra.doctor !== doctor || extra.date !== date) return false;
  const weekday = weekdayOf(date);
  const weekly = schedule.doctors.find((d) => d.doctor === doctor)?.weekly ?? [];
  const [start, end] = [minutesOf(extra.start), minutesOf(extra.end)];
  return weekly.some((s) => s.weekday === weekday && minutesOf(s.start) <= start && end <= minutesOf(s.end));
}

/** Makes one change to the schedule (in place) and says what changed; throws UsageError or ScheduleError. */
export function changeSchedule(schedule: Schedule, command: string, rest: readonly string[]): string {
  switch (command) {
    case 'set': {
      const doctor = doctorArg(rest[0]);
      const dayKey = need(rest[1], 'the weekday (mon..sun)').toLowerCase();
      const weekday = (WEEKDAY_KEYS.indexOf(dayKey as (typeof WEEKDAY_KEYS)[number]) + 1) as Weekday | 0;
      if (weekday === 0) throw new UsageError(`"${dayKey}" is not one of ${WEEKDAY_KEYS.join(', ')}`);
      const text = need(rest[2], 'the sessions (e.g. 09:00-13:00,17:00-19:00) or off');
      const sessions = text === 'off' ? [] : text.split(',').map((part) => parseSession(part, `${doctorNameOf(doctor)} on ${dayKey}`));
      checkNoOverlap(sessions, `${doctorNameOf(doctor)} on ${dayKey}`);
      const entry = entryOf(schedule, doctor);
      entry.weekly = [...entry.weekly.filter((s) => s.weekday !== weekday), ...sessions.map((s) => ({ weekday, ...s }))];
      return `${doctorNameOf(doctor)} on ${dayKey}: ${sessions.length > 0 ? sessions.map(sessionText).join(', ') : 'no clinic'}`;
    }
    case 'slot':
    case 'capacity': {
      const doctor = doctorArg(rest[0]);
      const entry = entryOf(schedule, doctor);
      if (command === 'slot') entry.slotMinutes = wholeArg(rest[1], 'minutes', SLOT_MINUTES_RANGE);
      else entry.capacity = wholeArg(rest[1], 'patients', CAPACITY_RANGE);
      return `${doctorNameOf(doctor)}: ${entry.slotMinutes}-minute slots, ${entry.capacity} patient(s) each`;
    }
    case 'fee': {
      const doctor = doctorArg(rest[0]);
      const entry = entryOf(schedule, doctor);
      entry.fee = rest[1] === 'none' ? null : wholeArg(rest[1], 'the fee in rupees', FEE_RANGE);
      return `${doctorNameOf(doctor)}: ${entry.fee === null ? 'no consultation fee set' : `consultation fee ₹${entry.fee}`}`;
    }
    case 'off':
    case 'on': {
      const who = need(rest[0], 'the doctor, or hospital');
      const doctor = who === 'hospital' ? null : doctorArg(who);
      if (doctor) entryOf(schedule, doctor);
      const date = dateArg(rest[1]);
      const wasOff = schedule.datesOff.some((d) => d.date === date && d.doctor === doctor);
      schedule.datesOff = schedule.datesOff.filter((d) => !(d.date === date && d.doctor === doctor));
      if (command === 'off') schedule.datesOff.push({ doctor, date, reason: rest.slice(2).join(' ').trim().slice(0, 200) });
      // A part-day leave gave the rest of the day back as extra sessions inside the usual ones: with the
      // usual sessions back, those would overlap them, so they go.
      else if (doctor && wasOff)
        schedule.extraSessions = schedule.extraSessions.filter((e) => !insideUsualSessions(schedule, doctor, date, e));
      return `${readableDate(date)}: ${doctor ? doctorNameOf(doctor) : 'the whole hospital'} ${command === 'off' ? 'off' : 'back to the usual sessions'}`;
    }
    case 'extra': {
      const doctor = doctorArg(rest[0]);
      entryOf(schedule, doctor);
      const date = dateArg(rest[1]);
      const session = parseSession(need(rest[2], 'the session (HH:MM-HH:MM)'), `${doctorNameOf(doctor)} on ${date}`);
      schedule.extraSessions.push({ doctor, date, ...session });
      return `${readableDate(date)}: extra session for ${doctorNameOf(doctor)}, ${sessionText(session)}`;
    }
    case 'remove-extra': {
      const doctor = doctorArg(rest[0]);
      const date = dateArg(rest[1]);
      schedule.extraSessions = schedule.extraSessions.filter((e) => !(e.doctor === doctor && e.date === date));
      return `${readableDate(date)}: no extra session for ${doctorNameOf(doctor)}`;
    }
    default:
      throw new UsageError(`Unknown change "${command}"`);
  }
}

/** The schedule as it would be stored: it must read back as a valid data file (no overlapping sessions on a date…). */
export function checkedSchedule(schedule: Schedule): Schedule {
  const checked = parseScheduleFile(toScheduleFile(schedule), 'the changed schedule');
  for (const date of new Set(checked.extraSessions.map((e) => `${e.doctor}|${e.date}`))) {
    const [doctor = '', day = ''] = date.split('|');
    checkNoOverlap(new ScheduleIndex(checked).sessionsOn(doctor, day), `${doctorNameOf(doctor)} on ${day}`);
  }
  return checked;
}
