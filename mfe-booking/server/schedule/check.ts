// Whether a wanted slot can be booked, and if not, a message that names the rule it breaks.
import { findDoctorIdentity, site } from '@hospital/shared-types';
import {
  readableDate,
  readableDuration,
  readableTime,
  weekdayName,
  weekdayOf,
  withinWindow,
  minutesOf,
  type BookingWindow,
} from './calendar';
import type { ScheduleIndex } from './slots';
import type { Session, Weekday } from './types';

export interface Candidate {
  doctor: string;
  capacity: number;
  slotMinutes: number;
}

export type SlotCheck =
  | { ok: true; candidates: Candidate[] }
  | { ok: false; field: 'preferredDate' | 'preferredTime'; message: string };

const nameOf = (slug: string) => findDoctorIdentity(slug)?.name ?? slug;
const sessionsText = (sessions: readonly Session[]) =>
  sessions.map((s) => `${readableTime(s.start)} to ${readableTime(s.end)}`).join(' and ');

/** 'Monday to Friday 9:00 am to 1:00 pm; Saturday 9:00 am to 12:00 pm': consecutive days with the same sessions together. */
export function weeklySummary(index: ScheduleIndex, doctor: string): string {
  const weekly = index.scheduleOf(doctor)?.weekly ?? [];
  const days = ([1, 2, 3, 4, 5, 6, 7] as Weekday[])
    .map((weekday) => ({ weekday, text: sessionsText(weekly.filter((s) => s.weekday === weekday).sort((a, b) => a.start.localeCompare(b.start))) }))
    .filter((day) => day.text);
  const groups: Array<{ from: Weekday; to: Weekday; text: string }> = [];
  for (const day of days) {
    const last = groups.at(-1);
    if (last && last.text === day.text && last.to === day.weekday - 1) last.to = day.weekday;
    else groups.push({ from: day.weekday, to: day.weekday, text: day.text });
  }
  if (groups.length === 0) return 'no weekly clinics';
  return groups
    .map((g) => `${weekdayName(g.from)}${g.to !== g.from ? ` to ${weekdayName(g.to)}` : ''} ${g.text}`)
    .join('; ');
}

export interface SlotWanted {
  service: string;
  /** The doctors who may take it: the one asked for, or every doctor of the service. */
  doctors: readonly string[];
  /** True when the patient asked for a particular doctor. */
  chosen: boolean;
  date: string;
  time: string;
}

/** The doctors with a slot starting at the wanted time, or the first rule the wanted time breaks. */
export function checkWantedSlot(index: ScheduleIndex, wanted: SlotWanted, window: BookingWindow): SlotCheck {
  const { service, doctors, chosen, date, time } = wanted;
  // Messages only: building them costs time-zone look-ups that a bookable slot does not need.
  let readable: string | undefined;
  const dayText = () => (readable ??= readableDate(date));
  const who = chosen && doctors[0] ? nameOf(doctors[0]) : `Our ${service} clinic`;

  if (date < window.today) return { ok: false, field: 'preferredDate', message: `${dayText()} has passed. Please choose today or a later date.` };
  if (date > window.lastDate) {
    return {
      ok: false,
      field: 'preferredDate',
      message: `Appointments can be booked up to ${window.horizonDays} days ahead. Please choose a date until ${readableDate(window.lastDate)}.`,
    };
  }

  const sessions = doctors.flatMap((doctor) => index.sessionsOn(doctor, date));
  if (sessions.length === 0) {
    const off = doctors.map((doctor) => index.offOn(doctor, date)).find(Boolean);
    const reason = off?.reason ? ` (${off.reason})` : '';
    if (off && off.doctor === null) {
      return { ok: false, field: 'preferredDate', message: `Outpatient clinics are closed on ${dayText()}, a hospital holiday${reason}. Please choose another date.` };
    }
    if (off && chosen) {
      return { ok: false, field: 'preferredDate', message: `${who} is not seeing patients on ${dayText()}${reason}. Please choose another date, or Any available doctor.` };
    }
    const message =
      chosen && doctors[0]
        ? `${who} has no clinic on ${weekdayName(weekdayOf(date))}s. ${who} sees patients ${weeklySummary(index, doctors[0])}.`
        : `${who} is closed on ${dayText()}. Outpatient hours: ${site.openingHours.outpatient}.`;
    return { ok: false, field: 'preferredDate', message };
  }

  const candidates: Candidate[] = doctors
    .filter((doctor) => index.slotTimes(doctor, date).includes(time))
    .map((doctor) => {
      const entry = index.scheduleOf(doctor);
      return { doctor, capacity: entry?.capacity ?? 1, slotMinutes: entry?.slotMinutes ?? 15 };
    });
  if (candidates.length === 0) {
    const inside = sessions.some((s) => minutesOf(time) >= minutesOf(s.start) && minutesOf(time) < minutesOf(s.end));
    const message = inside
      ? `${readableTime(time)} is not the start of an appointment on ${dayText()}: appointments start at fixed times from the start of each session (every ${[
          ...new Set(doctors.map((d) => index.scheduleOf(d)?.slotMinutes).filter(Boolean)),
        ].join(' or ')} minutes). Please choose one of the free times.`
      : `${readableTime(time)} is outside the outpatient hours on ${dayText()}: ${who === `Our ${service} clinic` ? `the ${service} clinic runs` : `${who} sees patients`} ${sessionsText(
          [...sessions].sort((a, b) => a.start.localeCompare(b.start)),
        )}. Outpatient hours: ${site.openingHours.outpatient}.`;
    return { ok: false, field: 'preferredTime', message };
  }

  if (!withinWindow(window, date, time)) {
    const passed = date < window.today || (date === window.today && time < window.nowTime);
    if (passed) return { ok: false, field: 'preferredTime', message: `${readableTime(time)} on ${dayText()} has already passed. Please choose a later time.` };
    const when = window.earliestDate === window.today ? 'today' : `on ${readableDate(window.earliestDate)}`;
    return {
      ok: false,
      field: 'preferredTime',
      message: `Appointments must be booked at least ${readableDuration(window.noticeMinutes)} ahead: the earliest time you can book now is ${readableTime(window.earliestTime)} ${when}.`,
    };
  }
  return { ok: true, candidates };
}
