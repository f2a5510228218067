// A doctor's leave on one date, whole or from one time to another, as changes of the schedule: the
// date off (which also stops that date's extra sessions), and, for part of a day, the rest of the
// day's sessions given back as extra sessions on the doctor's usual slot times.
import { clockTime, minutesOf } from './calendar';
import { ScheduleIndex } from './slots';
import { sessionText } from './schedule-file';
import type { Schedule } from './schedule';

export interface Leave {
  doctor: string;
  date: string;
  /** From and until (HH:MM) for part of the day; both absent: the whole day. */
  from?: string | undefined;
  to?: string | undefined;
  reason: string;
}

/** The schedule commands (as `npm run schedule` takes them) that make the leave. */
export function leaveCommands(schedule: Schedule, leave: Leave): string[][] {
  const { doctor, date, reason } = leave;
  const commands = [
    ['off', doctor, date, reason],
    ['remove-extra', doctor, date],
  ];
  if (leave.from === undefined || leave.to === undefined) return commands;
  const index = new ScheduleIndex(schedule);
  const slot = index.scheduleOf(doctor)?.slotMinutes ?? 15;
  const [from, to] = [minutesOf(leave.from), minutesOf(leave.to)];
  for (const session of index.sessionsOn(doctor, date)) {
    const [start, end] = [minutesOf(session.start), minutesOf(session.end)];
    if (start < from) commands.push(['extra', doctor, date, sessionText({ start: session.start, end: clockTime(Math.min(end, from)) })]);
    // Back on the session's own slot times, so appointments after the leave keep theirs.
    const back = start + Math.ceil(Math.max(0, to - start) / slot) * slot;
    if (end > to && back < end) commands.push(['extra', doctor, date, sessionText({ start: clockTime(back), end: session.end })]);
  }
  return commands;
}
