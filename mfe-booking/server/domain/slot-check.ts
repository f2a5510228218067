// Whether a wanted slot can be booked, and if not, a message that names the rule it breaks.
import { bookingMessage, departmentNameIn, type BookingMessageName, type BookingMessageValues } from '@hospital/booking-contract';
import { findDoctorIdentity, type Language } from '@hospital/hospital-data';
import { dateIn, durationIn, outpatientHoursIn, timeIn, weekdayIn } from './words';
import { dayNumberOf, weekdayOf, withinWindow, minutesOf, type BookingWindow } from './calendar';
import type { Candidate, SlotCheck } from './ports';
import type { ScheduleIndex } from './slots';
import type { Session, Weekday } from './schedule';

/** The names of the refusals' messages: 'datePassed' for `booking.msg.check.datePassed`. */
type After<Name, Prefix extends string> = Name extends `${Prefix}${infer Rest}` ? Rest : never;
type CheckMessage = After<BookingMessageName, 'check.'>;

const nameOf = (slug: string) => findDoctorIdentity(slug)?.name ?? slug;
/** `parts` joined with the catalog's 'and' / 'or' ('9:00 am to 1:00 pm and 4:00 pm to 6:00 pm'). */
const joined = (language: Language, parts: readonly string[], word: 'check.and' | 'check.or') =>
  parts.reduce((text, part, index) => (index === 0 ? part : bookingMessage(language, word, { first: text, second: part })), '');
const sessionsText = (sessions: readonly Session[], language: Language = 'en') =>
  joined(
    language,
    sessions.map((s) => bookingMessage(language, 'check.timeRange', { start: timeIn(language, s.start), end: timeIn(language, s.end) })),
    'check.and',
  );

/** 'Monday to Friday 9:00 am to 1:00 pm; Saturday 9:00 am to 12:00 pm': consecutive days with the same sessions together. */
export function weeklySummary(index: ScheduleIndex, doctor: string, language: Language = 'en'): string {
  const weekly = index.scheduleOf(doctor)?.weekly ?? [];
  const days = ([1, 2, 3, 4, 5, 6, 7] as Weekday[])
    .map((weekday) => ({
      weekday,
      text: sessionsText(
        weekly.filter((s) => s.weekday === weekday).sort((a, b) => a.start.localeCompare(b.start)),
        language,
      ),
    }))
    .filter((day) => day.text);
  const groups: Array<{ from: Weekday; to: Weekday; text: string }> = [];
  for (const day of days) {
    const last = groups.at(-1);
    if (last && last.text === day.text && last.to === day.weekday - 1) last.to = day.weekday;
    else groups.push({ from: day.weekday, to: day.weekday, text: day.text });
  }
  if (groups.length === 0) return bookingMessage(language, 'check.noWeeklyClinics');
  return groups
    .map((g) => {
      const from = weekdayIn(language, g.from);
      return `${g.to !== g.from ? bookingMessage(language, 'check.dayRange', { from, to: weekdayIn(language, g.to) }) : from} ${g.text}`;
    })
    .join('; ');
}

export interface SlotWanted {
  service: string;
  /** The doctors who may take it: the one asked for, or every doctor of the service. */
  doctors: readonly string[];
  /** True when the patient asked for a particular doctor. */
  chosen: boolean;
  preferredDate: string;
  preferredTime: string;
  /** The language of the refusal's message (the patient's request's); English by default. */
  language?: Language | undefined;
}

/** The doctors with a slot starting at the wanted time, or the first rule the wanted time breaks. */
export function checkWantedSlot(index: ScheduleIndex, wanted: SlotWanted, window: BookingWindow): SlotCheck {
  const { service, doctors, chosen, preferredDate: date, preferredTime: time, language = 'en' } = wanted;
  const M = (name: CheckMessage, values?: BookingMessageValues) => bookingMessage(language, `check.${name}`, values);
  // Messages only: building them costs time-zone look-ups that a bookable slot does not need.
  let readable: string | undefined;
  const dayText = () => (readable ??= dateIn(language, date));
  const serviceName = () => departmentNameIn(language, service);
  const doctorChosen = Boolean(chosen && doctors[0]);
  const who = () => (chosen && doctors[0] ? nameOf(doctors[0]) : M('ourClinic', { service: serviceName() }));

  const day = dayNumberOf(date);
  if (day < window.todayNumber) return { ok: false, field: 'preferredDate', message: M('datePassed', { date: dayText() }) };
  // Past the last date, or text that is no date (which the routes refuse before asking).
  if (!(day <= window.lastNumber)) {
    return {
      ok: false,
      field: 'preferredDate',
      message: M('beyondHorizon', { days: window.horizonDays, date: dateIn(language, window.lastDate) }),
    };
  }

  const sessions = doctors.flatMap((doctor) => index.sessionsOn(doctor, date));
  if (sessions.length === 0) {
    const off = doctors.map((doctor) => index.offOn(doctor, date)).find(Boolean);
    const reason = off?.reason ? ` (${off.reason})` : '';
    if (off && off.doctor === null) {
      return { ok: false, field: 'preferredDate', message: M('holiday', { date: dayText(), reason }) };
    }
    if (off && chosen) {
      return { ok: false, field: 'preferredDate', message: M('doctorOff', { who: who(), date: dayText(), reason }) };
    }
    const message =
      chosen && doctors[0]
        ? M('noClinicOnWeekday', {
            who: who(),
            weekday: weekdayIn(language, weekdayOf(date)),
            summary: weeklySummary(index, doctors[0], language),
          })
        : M('clinicClosed', { who: who(), date: dayText(), hours: outpatientHoursIn(language) });
    return { ok: false, field: 'preferredDate', message };
  }

  const candidates: Candidate[] = doctors
    .filter((doctor) => index.hasSlotAt(doctor, date, time))
    .map((doctor) => {
      const entry = index.scheduleOf(doctor);
      return { doctor, capacity: entry?.capacity ?? 1, slotMinutes: entry?.slotMinutes ?? 15, fee: entry?.fee ?? null };
    });
  if (candidates.length === 0) {
    const inside = sessions.some((s) => minutesOf(time) >= minutesOf(s.start) && minutesOf(time) < minutesOf(s.end));
    const message = inside
      ? M('notSlotStart', {
          time: timeIn(language, time),
          date: dayText(),
          minutes: joined(
            language,
            [...new Set(doctors.map((d) => index.scheduleOf(d)?.slotMinutes).filter(Boolean))].map(String),
            'check.or',
          ),
        })
      : M('outsideHours', {
          time: timeIn(language, time),
          date: dayText(),
          runs: doctorChosen ? M('doctorSees', { who: who() }) : M('clinicRuns', { service: serviceName() }),
          sessions: sessionsText(
            [...sessions].sort((a, b) => a.start.localeCompare(b.start)),
            language,
          ),
          hours: outpatientHoursIn(language),
        });
    return { ok: false, field: 'preferredTime', message };
  }

  if (!withinWindow(window, date, time)) {
    const passed = day < window.todayNumber || (date === window.today && time < window.nowTime);
    if (passed) return { ok: false, field: 'preferredTime', message: M('timePassed', { time: timeIn(language, time), date: dayText() }) };
    const when = window.earliestDate === window.today ? M('today') : M('onDate', { date: dateIn(language, window.earliestDate) });
    return {
      ok: false,
      field: 'preferredTime',
      message: M('notice', { notice: durationIn(language, window.noticeMinutes), time: timeIn(language, window.earliestTime), when }),
    };
  }
  return { ok: true, candidates };
}
