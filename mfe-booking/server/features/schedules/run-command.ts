// What `npm run schedule -w mfe-booking/server -- …` does: staff change doctors' schedules in the database,
// where every API instance picks the change up at once (schedule_revision).
import fs from 'node:fs';
import { findDoctorIdentity } from '@hospital/hospital-data';
import { bookingWindow, readableDate, readableTime } from '../../domain/calendar';
import type { ScheduleWriter, SeatHolders } from '../../domain/ports';
import { changeSchedule, checkedSchedule, describe, doctorArg, misfits, need, USAGE, UsageError } from '../../domain/schedule-changes';
import { parseScheduleFile, ScheduleError, toScheduleFile } from '../../domain/schedule-file';

export interface CommandContext {
  schedules: ScheduleWriter;
  appointments: SeatHolders;
  now: Date;
  horizonDays: number;
  print: (line: string) => void;
}

/** Runs one command; resolves to the process exit code. */
export async function runScheduleCommand(
  args: readonly string[],
  { schedules, appointments, now, horizonDays, print }: CommandContext,
): Promise<number> {
  const [command, ...rest] = args;
  const window = bookingWindow(now, { noticeMinutes: 0, horizonDays });
  try {
    const { schedule: current, revision } = await schedules.read();
    const schedule = structuredClone(current);
    let summary: string;
    switch (command) {
      case 'show':
        for (const line of describe(schedule, rest[0] ? doctorArg(rest[0]) : undefined, window.today)) print(line);
        return 0;
      case 'export': {
        const text = `${JSON.stringify(toScheduleFile(schedule, `Exported from the booking database (revision ${revision}).`), null, 2)}\n`;
        if (rest[0]) {
          fs.writeFileSync(rest[0], text);
          print(`Wrote the schedule (revision ${revision}) to ${rest[0]}`);
        } else print(text.trimEnd());
        return 0;
      }
      case 'import': {
        const file = need(rest[0], 'the file to import');
        const replacement = parseScheduleFile(JSON.parse(fs.readFileSync(file, 'utf8')), file);
        schedule.doctors = replacement.doctors;
        schedule.datesOff = replacement.datesOff;
        schedule.extraSessions = replacement.extraSessions;
        summary = `Imported ${file}`;
        break;
      }
      case 'set':
      case 'slot':
      case 'capacity':
      case 'fee':
      case 'off':
      case 'on':
      case 'extra':
      case 'remove-extra':
        summary = changeSchedule(schedule, command, rest);
        break;
      default:
        print(USAGE);
        return command === undefined || command === 'help' ? 0 : 2;
    }
    const checked = checkedSchedule(schedule);
    const written = await schedules.write(checked, { source: `npm run schedule ${command}`, ifRevision: revision });
    if (written === null) {
      print('The schedule was changed by someone else meanwhile; nothing was written. Run the command again.');
      return 1;
    }
    print(`${summary}. Schedule revision ${written}; running booking APIs use it at once.`);
    const stranded = await misfits(appointments, checked, window.today, window.lastDate);
    if (stranded.length > 0) {
      print(`${stranded.length} booked appointment(s) no longer fit the schedule. They stay booked: call the patients to move them.`);
      for (const b of stranded)
        print(
          `  ${b.appointmentId}  ${readableDate(b.preferredDate)} ${readableTime(b.preferredTime)}  ${findDoctorIdentity(b.doctor)?.name ?? b.doctor}`,
        );
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ScheduleError) {
      print(error.message);
      return 2;
    }
    throw error;
  }
}
