import type { DateOff, DoctorSchedule, ExtraSession, Schedule, Weekday } from '../schedule/types';

/** The schedule tables' rows as both databases return them. */
export interface ScheduleRows {
  doctors: Array<{ doctor: string; slot_minutes: number; capacity: number }>;
  sessions: Array<{ doctor: string; weekday: number; start_time: string; end_time: string }>;
  datesOff: Array<{ doctor: string | null; date: string; reason: string }>;
  extra: Array<{ doctor: string; date: string; start_time: string; end_time: string }>;
}

export const SCHEDULE_SELECTS = {
  doctors: 'SELECT doctor, slot_minutes, capacity FROM doctor_schedules ORDER BY doctor',
  sessions: 'SELECT doctor, weekday, start_time, end_time FROM schedule_sessions ORDER BY doctor, weekday, start_time',
  datesOff: 'SELECT doctor, date, reason FROM schedule_dates_off ORDER BY date, doctor',
  extra: 'SELECT doctor, date, start_time, end_time FROM schedule_extra_sessions ORDER BY date, doctor, start_time',
} as const;

export function scheduleFromRows(rows: ScheduleRows): Schedule {
  const doctors: DoctorSchedule[] = rows.doctors.map((row) => ({
    doctor: row.doctor,
    slotMinutes: row.slot_minutes,
    capacity: row.capacity,
    weekly: rows.sessions
      .filter((session) => session.doctor === row.doctor)
      .map((session) => ({ weekday: session.weekday as Weekday, start: session.start_time, end: session.end_time })),
  }));
  const datesOff: DateOff[] = rows.datesOff.map((row) => ({ doctor: row.doctor, date: row.date, reason: row.reason }));
  const extraSessions: ExtraSession[] = rows.extra.map((row) => ({ doctor: row.doctor, date: row.date, start: row.start_time, end: row.end_time }));
  return { doctors, datesOff, extraSessions };
}
