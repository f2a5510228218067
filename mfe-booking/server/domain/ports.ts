// What the use cases need of storage, as the features' repositories provide it (they are passed in at
// composition, in services.ts): the domain names the need, a feature fills it.
import type { DatedSlot, SlotsAnswer } from '@hospital/booking-contract';
import type { Language } from '@hospital/hospital-data';
import type { BookedSlot } from './appointment';
import type { BookingWindow } from './calendar';
import type { Schedule } from './schedule';
import type { BookedCount, ScheduleIndex } from './slots';

export interface ScheduleSnapshot {
  schedule: Schedule;
  /** Counts every change; 0 before the first seed. */
  revision: number;
}

/** The schedule as it stands, read again only when its revision moved. */
export interface ScheduleSource {
  read(): Promise<ScheduleSnapshot>;
}

/** The schedule replaced whole; with `ifRevision`, only when nobody changed it since (null otherwise). */
export interface ScheduleWriter extends ScheduleSource {
  write(schedule: Schedule, options: { source: string; ifRevision?: number }): Promise<number | null>;
}

/** How many seats are taken in each doctor's slots over some days. */
export interface SeatCounts {
  bookedCounts(query: { doctors: readonly string[]; from: string; to: string }): Promise<BookedCount[]>;
}

/** The appointments holding a seat on a day (a doctor's, or everyone's). */
export interface SeatHolders {
  seatHoldersOn(query: { date: string; doctor?: string }): Promise<BookedSlot[]>;
}

/** A doctor whose schedule has the wanted slot: its seats, its length, the doctor's fee. */
export interface Candidate {
  doctor: string;
  capacity: number;
  slotMinutes: number;
  /** The doctor's consultation fee in rupees; null when none is set. */
  fee: number | null;
}

export type SlotCheck = { ok: true; candidates: Candidate[] } | { ok: false; field: 'preferredDate' | 'preferredTime'; message: string };

/** The free times the use cases check a wanted slot against (the public ones, or the desk's without notice). */
export interface FreeTimes {
  /** The booking window of this moment. */
  window(): BookingWindow;
  /** The schedule indexed, as of now. */
  scheduleIndex(): Promise<ScheduleIndex>;
  slotMinutesOf(doctor: string): Promise<number>;
  /** The doctors with the wanted slot free, or the first rule it breaks (in the patient's language). */
  check(
    wanted: { service: string; doctor?: string; preferredDate: string; preferredTime: string; language?: Language | undefined },
    window: BookingWindow,
  ): Promise<SlotCheck>;
  /** The nearest free times to offer instead of a taken one. */
  alternatives(
    wanted: { service: string; doctor?: string; preferredDate: string; preferredTime: string },
    window: BookingWindow,
  ): Promise<DatedSlot[]>;
}

/** The desk's free times: a whole day's slots too (its list of who could take a patient). */
export interface FreeTimesOfDay extends FreeTimes {
  day(query: { service: string; date: string; doctor?: string }): Promise<SlotsAnswer>;
}
