/** A stretch of outpatient time on one day, 'HH:MM' to 'HH:MM' (end up to '24:00'), hospital time. */
export interface Session {
  start: string;
  end: string;
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface DoctorSchedule {
  doctor: string;
  /** Minutes per appointment: slots start every this many minutes from each session's start. */
  slotMinutes: number;
  /** Patients one slot holds (1 unless set). */
  capacity: number;
  /** The consultation fee in rupees; null when none is set (then nothing is taken online for this doctor). */
  fee: number | null;
  weekly: Array<Session & { weekday: Weekday }>;
}

/** A date without the usual sessions: one doctor's leave, or (doctor null) a hospital holiday. */
export interface DateOff {
  doctor: string | null;
  date: string;
  reason: string;
}

/** A session on one date on top of (or, on a date off, instead of) the weekly ones. */
export interface ExtraSession extends Session {
  doctor: string;
  date: string;
}

export interface Schedule {
  doctors: DoctorSchedule[];
  datesOff: DateOff[];
  extraSessions: ExtraSession[];
}

export const DEFAULT_SLOT_MINUTES = 15;
export const DEFAULT_CAPACITY = 1;
export const SLOT_MINUTES_RANGE = { min: 5, max: 240 } as const;
export const CAPACITY_RANGE = { min: 1, max: 50 } as const;
/** Whole rupees; a gateway takes at least ₹1. */
export const FEE_RANGE = { min: 1, max: 100_000 } as const;
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
