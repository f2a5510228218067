// What the use cases need of storage, as the features' repositories provide it (they are passed in at
// composition, in services.ts): the domain names the need, a feature fills it.
import type { BookedSlot } from './appointment';
import type { Schedule } from './schedule';
import type { BookedCount } from './slots';

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
