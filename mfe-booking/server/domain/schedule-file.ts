// The schedule data file: what the database is seeded from on first start, and what `npm run schedule --
// export/import` writes and reads. Written for people: sessions as "09:00-13:00", weekdays as "mon".."sun".
import { isIsoDate } from '@hospital/booking-contract';
import { findDoctorIdentity } from '@hospital/hospital-data';
import {
  CAPACITY_RANGE,
  DEFAULT_CAPACITY,
  FEE_RANGE,
  DEFAULT_SLOT_MINUTES,
  SLOT_MINUTES_RANGE,
  WEEKDAY_KEYS,
  type DoctorSchedule,
  type Schedule,
  type Session,
  type Weekday,
} from './schedule';

export interface ScheduleFile {
  $comment?: string | string[];
  defaults?: { slotMinutes?: number; capacity?: number };
  /** fee: the consultation fee in rupees (none: not set). */
  doctors: Record<
    string,
    { slotMinutes?: number; capacity?: number; fee?: number; weekly: Partial<Record<(typeof WEEKDAY_KEYS)[number], string[]>> }
  >;
  datesOff?: Array<{ doctor?: string; date: string; reason?: string }>;
  extraSessions?: Array<{ doctor: string; date: string; session: string }>;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const SESSION = /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/;

export class ScheduleError extends Error {}

/** '09:00-13:00' as a session, or an error naming where it was found. */
export function parseSession(text: string, where: string): Session {
  const match = SESSION.exec(text.trim());
  const [start, end] = [match?.[1] ?? '', match?.[2] ?? ''];
  if (!match || !TIME.test(start) || !TIME.test(end) || start === '24:00') {
    throw new ScheduleError(`${where}: "${text}" is not a session such as "09:00-13:00"`);
  }
  if (start >= end) throw new ScheduleError(`${where}: "${text}" ends before it starts`);
  return { start, end };
}

export const sessionText = ({ start, end }: Session) => `${start}-${end}`;

function wholeNumber(value: unknown, range: { min: number; max: number }, where: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < range.min || value > range.max) {
    throw new ScheduleError(`${where} must be a whole number from ${range.min} to ${range.max}`);
  }
  return value;
}

function knownDoctor(slug: unknown, where: string): string {
  if (typeof slug !== 'string' || !findDoctorIdentity(slug))
    throw new ScheduleError(`${where}: "${String(slug)}" is not a doctor of the roster (hospital-data DOCTORS)`);
  return slug;
}

function isoDate(value: unknown, where: string): string {
  if (typeof value !== 'string' || !isIsoDate(value))
    throw new ScheduleError(`${where}: "${String(value)}" is not a date such as 2027-01-26`);
  return value;
}

/** Sessions of one day must not overlap, or a time would belong to two sessions. */
export function checkNoOverlap(sessions: Session[], where: string) {
  const sorted = [...sessions].sort((a, b) => a.start.localeCompare(b.start));
  for (let i = 1; i < sorted.length; i++) {
    const [before, after] = [sorted[i - 1] as Session, sorted[i] as Session];
    if (after.start < before.end) throw new ScheduleError(`${where}: ${sessionText(before)} and ${sessionText(after)} overlap`);
  }
}

/** Reads and checks a schedule file's content; any mistake is an error that says where it is. */
export function parseScheduleFile(input: unknown, source = 'schedule file'): Schedule {
  if (typeof input !== 'object' || input === null || typeof (input as ScheduleFile).doctors !== 'object') {
    throw new ScheduleError(`${source}: expected an object with "doctors"`);
  }
  const file = input as ScheduleFile;
  const defaultSlot = wholeNumber(file.defaults?.slotMinutes, SLOT_MINUTES_RANGE, `${source}: defaults.slotMinutes`, DEFAULT_SLOT_MINUTES);
  const defaultCapacity = wholeNumber(file.defaults?.capacity, CAPACITY_RANGE, `${source}: defaults.capacity`, DEFAULT_CAPACITY);

  const doctors: DoctorSchedule[] = Object.entries(file.doctors).map(([slug, entry]) => {
    const where = `${source}: doctors.${slug}`;
    knownDoctor(slug, where);
    const weekly: DoctorSchedule['weekly'] = [];
    for (const [key, sessions] of Object.entries(entry.weekly ?? {})) {
      const index = WEEKDAY_KEYS.indexOf(key as (typeof WEEKDAY_KEYS)[number]);
      if (index < 0) throw new ScheduleError(`${where}.weekly: "${key}" is not one of ${WEEKDAY_KEYS.join(', ')}`);
      if (!Array.isArray(sessions)) throw new ScheduleError(`${where}.weekly.${key} must be a list such as ["09:00-13:00"]`);
      const parsed = sessions.map((text) => parseSession(String(text), `${where}.weekly.${key}`));
      checkNoOverlap(parsed, `${where}.weekly.${key}`);
      for (const session of parsed) weekly.push({ weekday: (index + 1) as Weekday, ...session });
    }
    return {
      doctor: slug,
      slotMinutes: wholeNumber(entry.slotMinutes, SLOT_MINUTES_RANGE, `${where}.slotMinutes`, defaultSlot),
      capacity: wholeNumber(entry.capacity, CAPACITY_RANGE, `${where}.capacity`, defaultCapacity),
      fee: entry.fee === undefined || entry.fee === null ? null : wholeNumber(entry.fee, FEE_RANGE, `${where}.fee`, 0),
      weekly,
    };
  });

  const scheduled = new Set(doctors.map((d) => d.doctor));
  const scheduledDoctor = (slug: unknown, where: string) => {
    const doctor = knownDoctor(slug, where);
    if (!scheduled.has(doctor)) throw new ScheduleError(`${where}: ${doctor} has no entry under "doctors" (slot length and capacity)`);
    return doctor;
  };
  const datesOff = (file.datesOff ?? []).map((entry, index) => {
    const where = `${source}: datesOff[${index}]`;
    return {
      doctor: entry.doctor === undefined ? null : scheduledDoctor(entry.doctor, where),
      date: isoDate(entry.date, where),
      reason: typeof entry.reason === 'string' ? entry.reason.trim().slice(0, 200) : '',
    };
  });

  const extraSessions = (file.extraSessions ?? []).map((entry, index) => {
    const where = `${source}: extraSessions[${index}]`;
    const doctor = scheduledDoctor(entry.doctor, where);
    return { doctor, date: isoDate(entry.date, where), ...parseSession(String(entry.session), where) };
  });
  return { doctors, datesOff, extraSessions };
}

/** The schedule as a data file, the form `parseScheduleFile` reads back to the same schedule. */
export function toScheduleFile(schedule: Schedule, comment?: string): ScheduleFile {
  const doctors: ScheduleFile['doctors'] = {};
  for (const entry of schedule.doctors) {
    const weekly: ScheduleFile['doctors'][string]['weekly'] = {};
    for (const [index, key] of WEEKDAY_KEYS.entries()) {
      const sessions = entry.weekly.filter((s) => s.weekday === index + 1).sort((a, b) => a.start.localeCompare(b.start));
      if (sessions.length > 0) weekly[key] = sessions.map(sessionText);
    }
    doctors[entry.doctor] = {
      slotMinutes: entry.slotMinutes,
      capacity: entry.capacity,
      ...(entry.fee !== null ? { fee: entry.fee } : {}),
      weekly,
    };
  }
  return {
    ...(comment ? { $comment: comment } : {}),
    doctors,
    datesOff: schedule.datesOff.map(({ doctor, date, reason }) => ({ ...(doctor ? { doctor } : {}), date, reason })),
    extraSessions: schedule.extraSessions.map(({ doctor, date, start, end }) => ({ doctor, date, session: sessionText({ start, end }) })),
  };
}
