// A day as a grid of time × doctor: the rows are every slot time of the doctors shown (their usual ones
// too when they are away, so a leave shows where it falls), each cell says what that doctor's time holds.
import type { GridCell, GridDoctor, GridPatient } from '@hospital/booking-contract';
import { isAppointmentStatus } from '@hospital/booking-contract';
import { clockTime, minutesOf, weekdayOf } from './calendar';
import { holdsSeat } from './status';
import type { Session } from './schedule';
import { slotDoctor, type ScheduleIndex } from './slots';
import { DEFAULT_CAPACITY, DEFAULT_SLOT_MINUTES } from './schedule';

/** An appointment as the grid places it. */
export interface GridBooking extends Omit<GridPatient, 'token'> {
  doctor: string;
  time: string;
}

/** Cancelled and lapsed appointments leave their time free. */
const shown = (status: string) => status !== 'cancelled' && status !== 'expired';

/** Slot starts of sessions, a slot length apart, as minutes. */
function starts(sessions: readonly Session[], slotMinutes: number): number[] {
  const found: number[] = [];
  for (const { start, end } of sessions) {
    for (let minute = minutesOf(start); minute <= minutesOf(end) - slotMinutes; minute += slotMinutes) found.push(minute);
  }
  return found;
}

const inside = (sessions: readonly Session[], minute: number) =>
  sessions.find(({ start, end }) => minutesOf(start) <= minute && minute < minutesOf(end));

interface Column {
  doctor: string;
  slotMinutes: number;
  capacity: number;
  sessions: Session[];
  /** The weekday's usual sessions on a date off; none otherwise. */
  usual: Session[];
  off: { reason: string; hospital: boolean } | null;
  bookings: Map<number, GridPatient[]>;
}

function columnOf(
  index: ScheduleIndex,
  doctor: string,
  date: string,
  bookings: readonly GridBooking[],
  tokens: ReadonlyMap<string, number>,
): Column {
  const entry = index.scheduleOf(doctor);
  const off = index.offOn(doctor, date);
  const weekday = weekdayOf(date);
  const byTime = new Map<number, GridPatient[]>();
  for (const b of bookings) {
    if (b.doctor !== doctor || !shown(b.status)) continue;
    const minute = minutesOf(b.time);
    const patient = { reference: b.reference, fullName: b.fullName, status: b.status, token: tokens.get(b.reference) ?? null };
    byTime.set(minute, [...(byTime.get(minute) ?? []), patient]);
  }
  return {
    doctor,
    slotMinutes: entry?.slotMinutes ?? DEFAULT_SLOT_MINUTES,
    capacity: entry?.capacity ?? DEFAULT_CAPACITY,
    sessions: index.sessionsOn(doctor, date),
    usual: off && entry ? entry.weekly.filter((s) => s.weekday === weekday) : [],
    off: off ? { reason: off.reason, hospital: off.doctor === null } : null,
    bookings: byTime,
  };
}

function cellOf(column: Column, minute: number, slotStarts: ReadonlySet<number>): GridCell {
  const patients = column.bookings.get(minute);
  const held = (patients ?? []).filter((p) => isAppointmentStatus(p.status) && holdsSeat(p.status)).length;
  if (patients) return { kind: 'booked', patients, seatsLeft: Math.max(0, column.capacity - held) };
  if (slotStarts.has(minute)) return { kind: 'free', seatsLeft: column.capacity };
  const session = inside(column.sessions, minute);
  if (session) {
    const first = minutesOf(session.start);
    const slot = first + Math.floor((minute - first) / column.slotMinutes) * column.slotMinutes;
    if (slot + column.slotMinutes <= minutesOf(session.end)) return { kind: 'within', slot: clockTime(slot) };
    return { kind: 'none' };
  }
  if (column.off && inside(column.usual, minute)) return { kind: column.off.hospital ? 'holiday' : 'leave', reason: column.off.reason };
  return { kind: 'none' };
}

/**
 * The grid of `doctors` on `date`: the times are every slot start of theirs that day, their usual ones
 * on a date off, and any booked time besides; each doctor has one cell per time.
 */
export function dayGrid(
  index: ScheduleIndex,
  date: string,
  doctors: readonly string[],
  bookings: readonly GridBooking[],
  tokens: ReadonlyMap<string, number>,
): { times: string[]; doctors: GridDoctor[] } {
  const columns = doctors.map((doctor) => columnOf(index, doctor, date, bookings, tokens));
  const starters = columns.map((c) => new Set(starts(c.sessions, c.slotMinutes)));
  const rows = new Set<number>();
  columns.forEach((column, i) => {
    for (const minute of starters[i] ?? []) rows.add(minute);
    for (const minute of starts(column.usual, column.slotMinutes)) rows.add(minute);
    for (const minute of column.bookings.keys()) rows.add(minute);
  });
  const minutes = [...rows].sort((a, b) => a - b);
  return {
    times: minutes.map(clockTime),
    doctors: columns.map((column, i) => ({
      doctor: column.doctor,
      doctorName: slotDoctor(column.doctor).name,
      slotMinutes: column.slotMinutes,
      capacity: column.capacity,
      cells: minutes.map((minute) => cellOf(column, minute, starters[i] ?? new Set())),
    })),
  };
}
