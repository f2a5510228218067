// When a change of status may happen, besides which status may follow which (the domain's
// STATUS_TRANSITIONS): check-in only on the appointment's day, from a while before the doctor's first
// session; a no-show only once the appointment's time has passed; completed only after check-in. Pure
// functions of the appointment, the moment and the day's first session: the lifecycle enforces them in
// the change's transaction and the desk shows only the actions they allow.
import { STATUS_LABELS, type AppointmentChannel, type AppointmentStatus } from '@hospital/booking-contract';
import { canReschedule, canTransition, completesBeforeCheckIn } from './status';
import { bookingWindow, clockTime, minutesOf, readableDate, readableTime } from './calendar';

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

/** Which rule a change would break, with what its refusal names; null when none. */
export type RuleBreach =
  | { rule: 'complete-before-check-in' }
  | { rule: 'transition'; from: AppointmentStatus; to: AppointmentStatus }
  | { rule: 'check-in-day'; date: string; past: boolean }
  | { rule: 'check-in-opens'; opens: string; minutes: number }
  | { rule: 'no-show-early'; from: number; date: string };

/** India's date and clock time now: computed once for a whole list (a time-zone conversion is an Intl call). */
export const hereAt = (now: Date) => {
  const window = bookingWindow(now, { noticeMinutes: 0, horizonDays: 0 });
  return { today: window.today, nowTime: window.nowTime };
};

/** The rule `to` would break now, or null: no text is made (the desk asks this of every row's every action). */
export function ruleBreach(
  appointment: Scheduled,
  to: AppointmentStatus,
  { here, firstSession, rules }: Omit<RuleContext, 'now'> & { here: { today: string; nowTime: string } },
): RuleBreach | null {
  const { status, preferredDate: date, preferredTime: time } = appointment;
  if (completesBeforeCheckIn(status, to)) return { rule: 'complete-before-check-in' };
  if (!canTransition(status, to)) return { rule: 'transition', from: status, to };
  if (to === 'checked_in') {
    if (date !== here.today) return { rule: 'check-in-day', date, past: date < here.today };
    if (appointment.channel === 'walk_in') return null;
    // An appointment outside the day's sessions: its own time stands for the first session.
    const first = firstSession !== null && firstSession < time ? firstSession : time;
    const opens = clockTime(Math.max(0, minutesOf(first) - rules.checkInOpensMinutes));
    if (here.nowTime < opens) return { rule: 'check-in-opens', opens, minutes: rules.checkInOpensMinutes };
  }
  if (to === 'no_show') {
    const from = minutesOf(time) + rules.noShowAfterMinutes;
    const passed = here.today > date || (here.today === date && minutesOf(here.nowTime) >= from);
    if (!passed) return { rule: 'no-show-early', from, date };
  }
  return null;
}

/** A broken rule in the desk's words. */
export function refusalOf(breach: RuleBreach): string {
  switch (breach.rule) {
    case 'complete-before-check-in':
      return 'Only a checked-in patient can be marked completed: check the patient in first.';
    case 'transition':
      return `An appointment that is ${STATUS_LABELS[breach.from].toLowerCase()} cannot be ${STATUS_VERBS[breach.to] ?? breach.to}.`;
    case 'check-in-day':
      return `Check-in is only on the appointment’s day: this appointment ${breach.past ? 'was' : 'is'} on ${readableDate(breach.date)}.`;
    case 'check-in-opens':
      return `Check-in opens at ${readableTime(breach.opens)}, ${breach.minutes} minutes before the doctor’s first session.`;
    case 'no-show-early': {
      const at = breach.from >= 24 * 60 ? 'the end of the day' : readableTime(clockTime(breach.from));
      return `A no-show can be marked only after the appointment’s time has passed: from ${at} on ${readableDate(breach.date)}.`;
    }
  }
}

/** Why `to` may not follow now, naming the rule; null when it may. */
export function statusRefusal(appointment: Scheduled, to: AppointmentStatus, { now, firstSession, rules }: RuleContext): string | null {
  const breach = ruleBreach(appointment, to, { here: hereAt(now), firstSession, rules });
  return breach ? refusalOf(breach) : null;
}

/** Why the appointment may not move to another time; null when it may. */
export const rescheduleRefusal = (appointment: Scheduled): string | null =>
  canReschedule(appointment.status) ? null : `An appointment that is ${STATUS_LABELS[appointment.status].toLowerCase()} cannot be moved.`;
