// A schedule change from the desk and a doctor's leave: which booked patients a change would leave
// outside the schedule, and the leave applied in one step (each stranded patient moved to another doctor
// or cancelled, told in their language by the lifecycle, then the leave written). A change that is not a
// valid schedule throws UsageError or ScheduleError, for the caller to word.
import type { AuditActor } from '@hospital/booking-contract';
import type { BookedSlot } from '../appointment';
import { bookingWindow, readableDate, readableTime } from '../calendar';
import { leaveCommands, type Leave } from '../leave';
import type { ScheduleWriter, SeatHolders } from '../ports';
import type { Schedule } from '../schedule';
import { changeSchedule, checkedSchedule, doctorNameOf, misfits } from '../schedule-changes';
import type { Lifecycle } from './appointment-changes';

/** A stranded patient's fate: moved (to another doctor at the same time, or to another free time, `date` and `time`, of any doctor of the department), or cancelled. */
export type LeaveDecision =
  | { reference: string; action: 'move'; doctor: string; date?: string | undefined; time?: string | undefined }
  | { reference: string; action: 'cancel' };

export interface LeaveResult {
  reference: string;
  outcome: 'left' | 'moved' | 'cancelled' | 'failed';
  message: string;
}

export type LeaveOutcome =
  /** The schedule changed since the desk read it (or while this ran): nothing more was written. */
  | { kind: 'stale' }
  /** Some patients are still booked with the doctor then: the leave is not marked yet. */
  | { kind: 'still-stranded'; count: number; doctorName: string; results: LeaveResult[] }
  | { kind: 'applied'; schedule: Schedule; revision: number; summary: string; results: LeaveResult[] };

export type ScheduleChangeOutcome =
  /** The schedule changed since the desk read it (or while this ran): nothing was written. */
  | { kind: 'stale' }
  /** Booked patients the change would leave outside the schedule: nothing was written. */
  | { kind: 'stranded'; stranded: BookedSlot[] }
  | { kind: 'changed'; schedule: Schedule; revision: number; summary: string[] };

/** The schedule after `commands` (the words of `npm run schedule`), checked. */
export function scheduleAfter(current: Schedule, commands: readonly string[][]): { summary: string[]; schedule: Schedule } {
  const schedule = structuredClone(current);
  const summary = commands.map(([change = '', ...args]) => changeSchedule(schedule, change, args));
  return { summary, schedule: checkedSchedule(schedule) };
}

export interface ScheduleChangeOptions {
  schedules: ScheduleWriter;
  appointments: SeatHolders;
  lifecycle: Pick<Lifecycle, 'reschedule' | 'cancel'>;
  horizonDays: number;
  now: () => Date;
}

export function createScheduleChanges({ schedules, appointments, lifecycle, horizonDays, now }: ScheduleChangeOptions) {
  const window = () => bookingWindow(now(), { noticeMinutes: 0, horizonDays });

  /** Booked appointments the new schedule strands that the current one did not. */
  const strandedBy = async (current: Schedule, next: Schedule): Promise<BookedSlot[]> => {
    const { today, lastDate } = window();
    const before = new Set((await misfits(appointments, current, today, lastDate)).map((b) => b.appointmentId));
    return (await misfits(appointments, next, today, lastDate)).filter((b) => !before.has(b.appointmentId));
  };

  /** The schedule with the leave, and the doctor's patients it would strand that day. */
  const affectedBy = async (leave: Leave) => {
    const { schedule: current, revision } = await schedules.read();
    const next = scheduleAfter(current, leaveCommands(current, leave));
    const stranded = (await strandedBy(current, next.schedule)).filter((b) => b.doctor === leave.doctor && b.preferredDate === leave.date);
    return { current, revision, next, stranded };
  };

  return {
    strandedBy,
    affectedBy,
    /** The schedule as it stands, with its revision. */
    current: () => schedules.read(),

    /** A change as the commands of `npm run schedule`, written only when it strands nobody and nobody changed the schedule since. */
    async change({
      commands,
      revision: asked,
      source,
    }: {
      commands: readonly string[][];
      revision: number | undefined;
      source: string;
    }): Promise<ScheduleChangeOutcome> {
      const { schedule: current, revision } = await schedules.read();
      if (asked !== undefined && asked !== revision) return { kind: 'stale' };
      const next = scheduleAfter(current, commands);
      const stranded = await strandedBy(current, next.schedule);
      if (stranded.length > 0) return { kind: 'stranded', stranded };
      const written = await schedules.write(next.schedule, { source, ifRevision: revision });
      if (written === null) return { kind: 'stale' };
      return { kind: 'changed', schedule: next.schedule, revision: written, summary: next.summary };
    },

    /** The leave: each stranded patient as decided (one transaction each), then the leave itself once nobody is left outside. */
    async applyLeave({
      leave,
      message,
      decisions,
      actor,
      revision: asked,
      source,
    }: {
      leave: Leave;
      message: string;
      decisions: readonly LeaveDecision[];
      actor: AuditActor;
      revision: number | undefined;
      source: string;
    }): Promise<LeaveOutcome> {
      const { revision } = await schedules.read();
      if (asked !== undefined && asked !== revision) return { kind: 'stale' };
      const { stranded } = await affectedBy(leave);
      const name = doctorNameOf(leave.doctor);
      const results: LeaveResult[] = [];
      for (const appointment of stranded) {
        const decision = decisions.find((d) => d.reference === appointment.appointmentId);
        if (!decision) {
          results.push({ reference: appointment.appointmentId, outcome: 'left', message: 'No decision was made for this patient.' });
          continue;
        }
        const to =
          decision.action === 'move'
            ? { date: decision.date ?? appointment.preferredDate, time: decision.time ?? appointment.preferredTime }
            : null;
        const outcome =
          decision.action === 'move' && to
            ? await lifecycle.reschedule({
                appointmentId: decision.reference,
                actor,
                ...to,
                doctor: decision.doctor,
                reason: `${name} is away: ${leave.reason}`,
              })
            : await lifecycle.cancel({ appointmentId: decision.reference, actor, reason: message });
        const done = outcome.kind === 'changed';
        results.push({
          reference: appointment.appointmentId,
          outcome: done ? (decision.action === 'move' ? 'moved' : 'cancelled') : 'failed',
          message: done
            ? decision.action === 'move' && to
              ? `Moved to ${doctorNameOf(decision.doctor)}${to.date === appointment.preferredDate && to.time === appointment.preferredTime ? '' : `, ${readableDate(to.date)} at ${readableTime(to.time)}`}; the patient is told.`
              : 'Cancelled; the patient is told.'
            : outcome.kind === 'slot-taken' && decision.action === 'move'
              ? `${doctorNameOf(decision.doctor)} is no longer free at that time.`
              : 'This appointment could not be changed: open it to see why.',
        });
      }
      const after = await affectedBy(leave);
      if (after.stranded.length > 0) return { kind: 'still-stranded', count: after.stranded.length, doctorName: name, results };
      const written = await schedules.write(after.next.schedule, { source, ifRevision: after.revision });
      if (written === null) return { kind: 'stale' };
      return { kind: 'applied', schedule: after.next.schedule, revision: written, summary: after.next.summary.join('; '), results };
    },
  };
}

export type ScheduleChanges = ReturnType<typeof createScheduleChanges>;
