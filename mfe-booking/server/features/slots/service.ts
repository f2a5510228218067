// Free times for the API's routes: the schedule from the database (indexed again only when it changed),
// the booking window of this moment, and the active bookings of the days asked about.
import { FREE_DAYS_COUNT, type DatedSlot, type FreeDaysAnswer, type SlotsAnswer } from '@hospital/booking-contract';
import { doctorsOf } from '@hospital/hospital-data';
import type { ScheduleSource, SeatCounts } from '../../domain/ports';
import { bookingWindow, dayNumberOf, type BookingWindow, type WindowRules } from '../../domain/calendar';
import { checkWantedSlot, type SlotWanted } from '../../domain/slot-check';
import type { SlotCheck } from '../../domain/ports';
import {
  freeSlotsOn,
  freeTimeCount,
  nearestFreeSlots,
  nextDateWithFreeSlot,
  nextFreeSlotsOf,
  ScheduleIndex,
  SlotCounts,
  windowDates,
} from '../../domain/slots';

export interface SlotServiceOptions {
  schedules: ScheduleSource;
  appointments: SeatCounts;
  rules: WindowRules;
  now: () => Date;
}

export type SlotService = ReturnType<typeof createSlotService>;

export function createSlotService({ schedules, appointments, rules, now }: SlotServiceOptions) {
  let indexed: { revision: number; index: ScheduleIndex } | null = null;
  const scheduleIndex = async (): Promise<ScheduleIndex> => {
    const { schedule, revision } = await schedules.read();
    if (indexed?.revision !== revision) indexed = { revision, index: new ScheduleIndex(schedule) };
    return indexed.index;
  };
  // Free times only ask whether a slot is full: the slots with fewer seats taken than the smallest capacity are not read.
  const counts = async (index: ScheduleIndex, doctors: readonly string[], from: string, to: string) => {
    if (from > to) return new SlotCounts();
    const atLeast = Math.min(...doctors.map((doctor) => index.scheduleOf(doctor)?.capacity ?? 1));
    return new SlotCounts(await appointments.bookedCounts({ doctors, from, to, ...(Number.isFinite(atLeast) ? { atLeast } : {}) }));
  };
  const doctorsFor = (service: string, doctor?: string) => (doctor ? [doctor] : doctorsOf(service).map((d) => d.slug));

  return {
    window: (): BookingWindow => bookingWindow(now(), rules),

    /** The schedule indexed, as of now (read again only when its revision moved). */
    scheduleIndex,

    /** GET /slots: one day's free times, and the next day that has some when this one has none. */
    async day({ service, date, doctor }: { service: string; date: string; doctor?: string }): Promise<SlotsAnswer> {
      const window = bookingWindow(now(), rules);
      const index = await scheduleIndex();
      const doctors = doctorsFor(service, doctor);
      const slots = freeSlotsOn(index, doctors, date, window, await counts(index, doctors, date, date));
      const nextDate =
        slots.length > 0
          ? null
          : nextDateWithFreeSlot(index, doctors, date, window, await counts(index, doctors, window.today, window.lastDate));
      return {
        success: true,
        date,
        service,
        ...(doctor ? { doctor } : {}),
        slots,
        nextDate,
        bookableFrom: window.today,
        bookableUntil: window.lastDate,
      };
    },

    /** GET /free-days: how many free times each of the next days has, with one read of the bookings. */
    async days({ service, doctor, from }: { service: string; doctor?: string; from?: string }): Promise<FreeDaysAnswer> {
      const window = bookingWindow(now(), rules);
      const dates = [...windowDates(window, from === undefined ? window.todayNumber : dayNumberOf(from), FREE_DAYS_COUNT)];
      const index = await scheduleIndex();
      const doctors = doctorsFor(service, doctor);
      const booked = dates.length === 0 ? new SlotCounts() : await counts(index, doctors, dates[0] as string, dates.at(-1) as string);
      const days = dates.map((date) => ({ date, free: freeTimeCount(index, doctors, date, window, booked) }));
      return { success: true, service, ...(doctor ? { doctor } : {}), days, bookableFrom: window.today, bookableUntil: window.lastDate };
    },

    /** A doctor's next free times from now. */
    async next(doctor: string, limit: number): Promise<DatedSlot[]> {
      const window = bookingWindow(now(), rules);
      const index = await scheduleIndex();
      return nextFreeSlotsOf(index, doctor, window, await counts(index, [doctor], window.today, window.lastDate), limit);
    },

    /** Whether a wanted slot exists and is inside the window; the doctors who have it. */
    async check(wanted: Omit<SlotWanted, 'doctors' | 'chosen'> & { doctor?: string }, window: BookingWindow): Promise<SlotCheck> {
      return checkWantedSlot(
        await scheduleIndex(),
        { ...wanted, doctors: doctorsFor(wanted.service, wanted.doctor), chosen: Boolean(wanted.doctor) },
        window,
      );
    },

    /** Up to three free times nearest to one that was just taken. */
    async alternatives(
      {
        service,
        doctor,
        preferredDate: date,
        preferredTime: time,
      }: { service: string; doctor?: string; preferredDate: string; preferredTime: string },
      window: BookingWindow,
    ): Promise<DatedSlot[]> {
      const doctors = doctorsFor(service, doctor);
      const index = await scheduleIndex();
      return nearestFreeSlots(
        index,
        doctors,
        date,
        time,
        window,
        await counts(index, doctors, date < window.today ? window.today : date, window.lastDate),
      );
    },

    /** Each doctor's consultation fee in rupees, by slug; doctors without one are left out. */
    async fees(): Promise<Record<string, number>> {
      return (await scheduleIndex()).fees();
    },

    async slotMinutesOf(doctor: string): Promise<number> {
      return (await scheduleIndex()).scheduleOf(doctor)?.slotMinutes ?? 15;
    },
  };
}
