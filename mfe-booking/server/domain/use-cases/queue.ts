// A doctor's queue of the day: who waits in token order and for how long, who is with the doctor, and
// calling the next patient in. "With the doctor" is a queue state (the token's call time), not an
// appointment status: the appointment stays checked_in until the visit is marked completed, so the
// status rules (seats, payments, the patient's link) are not touched by the queue.
import type { QueueEntry, QueueStore } from '../queue-token';

export interface QueuedPatient {
  reference: string;
  fullName: string;
  token: number;
  arrivedAt: string;
  calledAt: string | null;
  /** Minutes from arrival to now (waiting) or to the call (with the doctor). */
  waitedMinutes: number;
}

export interface DoctorQueue {
  waiting: QueuedPatient[];
  withDoctor: QueuedPatient[];
  /** How many visits of the day are done. */
  done: number;
}

const minutesBetween = (from: string, to: Date) => Math.max(0, Math.floor((to.getTime() - new Date(from).getTime()) / 60_000));

const patientOf = (entry: QueueEntry, now: Date): QueuedPatient => ({
  reference: entry.appointmentId,
  fullName: entry.fullName,
  token: entry.token,
  arrivedAt: entry.arrivedAt,
  calledAt: entry.calledAt,
  waitedMinutes: minutesBetween(entry.arrivedAt, entry.calledAt ? new Date(entry.calledAt) : now),
});

export function createQueue({ store, now }: { store: QueueStore; now: () => Date }) {
  const view = async (doctor: string, day: string): Promise<DoctorQueue> => {
    const at = now();
    const entries = await store.entries(doctor, day);
    const here = entries.filter((e) => e.status === 'checked_in');
    return {
      waiting: here.filter((e) => e.calledAt === null).map((e) => patientOf(e, at)),
      withDoctor: here.filter((e) => e.calledAt !== null).map((e) => patientOf(e, at)),
      done: entries.filter((e) => e.status === 'completed').length,
    };
  };

  return {
    view,
    /** The lowest waiting token called in; null when nobody is waiting. Two calls at once call two patients. */
    async callNext(doctor: string, day: string): Promise<QueuedPatient | null> {
      const at = now();
      const { waiting } = await view(doctor, day);
      for (const patient of waiting) {
        if (await store.markCalled(patient.reference, at.toISOString())) return { ...patient, calledAt: at.toISOString() };
      }
      return null;
    },
  };
}

export type Queue = ReturnType<typeof createQueue>;
