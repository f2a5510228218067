// The day's grid for the desk: the schedule, the day's appointments and their tokens, read once each per
// doctor shown (a department's doctors, or all of ours) and laid out by the domain's dayGrid.
import type { DayGridAnswer } from '@hospital/booking-contract';
import { DOCTORS, doctorsOf } from '@hospital/hospital-data';
import type { Repositories } from '../../data';
import { dayGrid } from '../../domain/day-grid';
import type { QueueStore } from '../../domain/queue-token';
import type { Schedule } from '../../domain/schedule';
import { ScheduleIndex } from '../../domain/slots';

export interface DayGridQueryOptions {
  schedule: () => Promise<{ schedule: Schedule }>;
  appointments: Pick<Repositories['appointments'], 'forDesk'>;
  tokens: QueueStore;
}

export type DayGridQuery = (asked: { date: string; department: string | null }) => Promise<DayGridAnswer>;

export function createDayGridQuery({ schedule, appointments, tokens }: DayGridQueryOptions): DayGridQuery {
  return async ({ date, department }) => {
    // The doctors come from our roster, never from the request: the reads below are bounded by it.
    const doctors = (department ? doctorsOf(department) : DOCTORS).map((d) => d.slug);
    const [{ schedule: current }, rows, queues] = await Promise.all([
      schedule(),
      appointments.forDesk({ from: date, to: date }),
      Promise.all(doctors.map((doctor) => tokens.entries(doctor, date))),
    ]);
    const tokenOf = new Map(queues.flat().map((entry) => [entry.appointmentId, entry.token]));
    const grid = dayGrid(new ScheduleIndex(current), date, doctors, rows, tokenOf);
    return { success: true, date, department, ...grid };
  };
}
