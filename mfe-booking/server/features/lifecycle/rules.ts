// When a change of status may happen, besides which status may follow which (the contract's
// STATUS_TRANSITIONS): check-in only on the appointment's day, from a while before the doctor's first
// session; a no-show only once the appointment's time has passed; completed only after check-in. Pure
// functions of the appointment, the moment and the day's first session: the lifecycle enforces them in
// the change's transaction and the desk shows only the actions they allow.
import { canReschedule, canTransition, STATUS_LABELS, type AppointmentChannel, type AppointmentStatus } from '@hospital/shared-types';
import { bookingWindow, clockTime, minutesOf, readableDate, readableTime } from '../slots/calendar';

export interface TimeRules {
  /** Check-in opens this many minutes before the doctor's first session of the appointment's day. */
  checkInOpensMinutes: number;
  /** A no-show may be marked this many minutes after the appointment's time (0: once it has passed). */
  noShowAfterMinutes: number;
}

export interface RuleContext {
  now: Date;
  /** The doctor's first session of the appointment's day (HH:MM), when the schedule has one. */
  firstSession: string | null;
  rules: TimeRules;
}

export interface Scheduled {
  status: AppointmentStatus;
  preferredDate: string;
  preferredTime: string;
  /** A walk-in is at the counter: checked in on its day whatever the hour. */
  channel?: AppointmentChannel;
}

/** How the desk says each change: 'cannot be checked in'. */
export const STATUS_VERBS: Partial<Record<AppointmentStatus, string>> = {
  confirmed: 'confirmed',
  checked_in: 'checked in',
  completed: 'marked completed',
  no_show: 'marked as a no-show',
  cancelled: 'cancelled',
};

/** Why `to` may not follow now, naming the rule; null when it may. */
export function statusRefusal(appointment: Scheduled, to: AppointmentStatus, { now, firstSession, rules }: RuleContext): string | null {
  const { status, preferredDate: date, preferredTime: time } = appointment;
  if (to === 'completed' && (status === 'booked' || status === 'confirmed')) {
    return 'Only a checked-in patient can be marked completed: check the patient in first.';
  }
  if (!canTransition(status, to)) return `An appointment that is ${STATUS_LABELS[status].toLowerCase()} cannot be ${STATUS_VERBS[to] ?? to}.`;
  const here = bookingWindow(now, { noticeMinutes: 0, horizonDays: 0 });
  if (to === 'checked_in') {
    if (date !== here.today) {
      return `Check-in is only on the appointment’s day: this appointment ${date > here.today ? 'is' : 'was'} on ${readableDate(date)}.`;
    }
    if (appointment.channel === 'walk_in') return null;
    // An appointment outside the day's sessions: its own time stands for the first session.
    const first = firstSession !== null && firstSession < time ? firstSession : time;
    const opens = clockTime(Math.max(0, minutesOf(first) - rules.checkInOpensMinutes));
    if (here.nowTime < opens) return `Check-in opens at ${readableTime(opens)}, ${rules.checkInOpensMinutes} minutes before the doctor’s first session.`;
  }
  if (to === 'no_show') {
    const from = minutesOf(time) + rules.noShowAfterMinutes;
    const passed = here.today > date || (here.today === date && minutesOf(here.nowTime) >= from);
    if (!passed) {
      const at = from >= 24 * 60 ? 'the end of the day' : readableTime(clockTime(from));
      return `A no-show can be marked only after the appointment’s time has passed: from ${at} on ${readableDate(date)}.`;
    }
  }
  return null;
}

/** Why the appointment may not move to another time; null when it may. */
export const rescheduleRefusal = (appointment: Scheduled): string | null =>
  canReschedule(appointment.status) ? null : `An appointment that is ${STATUS_LABELS[appointment.status].toLowerCase()} cannot be moved.`;
