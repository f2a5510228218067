// Schedules from the console (admin): the same changes as `npm run schedule`, but a change that would
// leave booked appointments outside the schedule is refused until those are moved or cancelled.
import type { FastifyInstance } from 'fastify';
import { findDoctorIdentity } from '@hospital/shared-types';
import { HttpError } from '../../http/errors';
import type { AppointmentsRepository } from '../appointments/repository';
import { changeSchedule, checkedSchedule, describe, misfits, UsageError } from '../schedules/commands';
import { ScheduleError } from '../schedules/file';
import type { ScheduleStore } from '../schedules/store';
import { bookingWindow } from '../slots/calendar';
import { staffOf } from '../staff-auth/auth';
import { STAFF_API } from './routes-table';
import { staffRouteOptions } from './schemas';

/** What the console may change (`import` reads a file on the server: the CLI only). */
const CHANGES = new Set(['set', 'slot', 'capacity', 'off', 'on', 'extra', 'remove-extra']);

export interface ScheduleRouteOptions {
  schedules: ScheduleStore;
  appointments: AppointmentsRepository;
  horizonDays: number;
  now: () => Date;
  rateLimitMax: number;
}

export function registerScheduleRoutes(app: FastifyInstance, { schedules, appointments, horizonDays, now, rateLimitMax }: ScheduleRouteOptions) {
  const window = () => bookingWindow(now(), { noticeMinutes: 0, horizonDays });

  app.get(STAFF_API.schedule.path, staffRouteOptions(STAFF_API.schedule, rateLimitMax), async () => {
    const { schedule, revision } = await schedules.read();
    return { success: true, revision, lines: describe(schedule, undefined, window().today) };
  });

  app.post(STAFF_API.changeSchedule.path, staffRouteOptions(STAFF_API.changeSchedule, rateLimitMax), async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const change = body.change;
    const args = body.args;
    if (typeof change !== 'string' || !CHANGES.has(change)) throw new HttpError(400, `change must be one of ${[...CHANGES].join(', ')}`, 'change');
    if (!Array.isArray(args) || args.length > 6 || !args.every((a): a is string => typeof a === 'string' && a.length <= 200)) {
      throw new HttpError(400, 'args must be a list of at most 6 short texts', 'args');
    }
    const { schedule: current, revision } = await schedules.read();
    if (typeof body.revision === 'number' && body.revision !== revision) {
      throw new HttpError(409, 'The schedule was changed by someone else meanwhile. Reload it and make your change again.');
    }
    const schedule = structuredClone(current);
    let summary: string;
    let checked;
    try {
      summary = changeSchedule(schedule, change, args);
      checked = checkedSchedule(schedule);
    } catch (error) {
      if (error instanceof UsageError || error instanceof ScheduleError) throw new HttpError(400, error.message.split('\n\n')[0] ?? error.message);
      throw error;
    }
    const { today, lastDate } = window();
    // Only appointments this change strands: one stranded by an earlier change does not block every later one.
    const before = new Set((await misfits(appointments, current, today, lastDate)).map((b) => b.appointmentId));
    const stranded = (await misfits(appointments, checked, today, lastDate)).filter((b) => !before.has(b.appointmentId));
    if (stranded.length > 0) {
      return reply.code(409).send({
        success: false,
        message: `${stranded.length} booked appointment${stranded.length === 1 ? '' : 's'} would no longer fit this schedule. Move or cancel ${stranded.length === 1 ? 'it' : 'them'} first, then make the change again.`,
        stranded: stranded.map((b) => ({ reference: b.appointmentId, date: b.date, time: b.time, doctor: b.doctor, doctorName: findDoctorIdentity(b.doctor)?.name ?? b.doctor })),
      });
    }
    const staff = staffOf(request).user.username;
    const written = await schedules.write(checked, { source: `staff console (${staff}): ${change}`, ifRevision: revision });
    if (written === null) throw new HttpError(409, 'The schedule was changed by someone else meanwhile. Reload it and make your change again.');
    return { success: true, summary, revision: written, lines: describe(checked, undefined, today) };
  });
}
