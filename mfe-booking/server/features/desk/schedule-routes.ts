// Schedules from the console (admin), as structured changes: a doctor's week (sessions per weekday,
// slot length, patients per slot), a date off or back on, an extra session. Each is made with the
// commands of `npm run schedule`, and a change that would leave booked appointments outside the
// schedule is refused until those are moved or cancelled: the leave routes do that in one step.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DOCTORS } from '@hospital/hospital-data';
import { scheduleSpan, staffDate } from '../../http/date-bounds';
import { HttpError } from '../../http/errors';
import type { BookedSlot } from '../../domain/appointment';
import type { ScheduleChanges } from '../../domain/use-cases/apply-leave';
import { describe, doctorNameOf, UsageError } from '../../domain/schedule-changes';
import { ScheduleError } from '../../domain/schedule-file';
import { WEEKDAY_KEYS, type Schedule } from '../../domain/schedule';
import { bookingWindow, type BookingWindow } from '../../domain/calendar';
import type { FreeTimesOfDay } from '../../domain/ports';
import { staffOf } from './staff-auth/auth';
import type { DeskView } from './desk-view';
import { createLeavePreview } from './leave-preview';
import { TIME, bodyOf, checked, textField } from './input';
import { STAFF_API } from './routes-table';
import { staffRouteOptions } from './schemas';

export interface ScheduleRouteOptions {
  /** The schedule as it stands, a change to it, a leave's preview and the leave applied (domain/use-cases/apply-leave.ts). */
  changes: ScheduleChanges;
  deskSlots: FreeTimesOfDay;
  view: DeskView;
  horizonDays: number;
  now: () => Date;
  rateLimitMax: number;
}

const STALE = 'The schedule was changed by someone else meanwhile. Reload it and make your change again.';

/** The schedule as the console's forms show it: per doctor, a list of sessions per weekday. */
export function scheduleForms(schedule: Schedule) {
  return {
    doctors: DOCTORS.map(({ slug }) => {
      const entry = schedule.doctors.find((d) => d.doctor === slug);
      const weekly = Object.fromEntries(
        WEEKDAY_KEYS.map((key, i) => [
          key,
          (entry?.weekly ?? [])
            .filter((s) => s.weekday === i + 1)
            .sort((a, b) => a.start.localeCompare(b.start))
            .map(({ start, end }) => ({ start, end })),
        ]),
      );
      return {
        doctor: slug,
        doctorName: doctorNameOf(slug),
        slotMinutes: entry?.slotMinutes ?? 15,
        capacity: entry?.capacity ?? 1,
        fee: entry?.fee ?? null,
        weekly,
      };
    }),
    datesOff: schedule.datesOff.map((d) => ({ ...d, doctorName: d.doctor ? doctorNameOf(d.doctor) : null })),
    extraSessions: schedule.extraSessions.map((e) => ({ ...e, doctorName: doctorNameOf(e.doctor) })),
  };
}

const doctorField = (value: unknown, { hospital = false } = {}): string | null => {
  if (hospital && value === null) return null;
  if (typeof value !== 'string' || !DOCTORS.some((d) => d.slug === value))
    throw new HttpError(400, 'doctor must be one of our doctors', 'doctor');
  return value;
};
/** A schedule's date: a year back to two years ahead (holidays are planned past the booking window). */
const dateField = (value: unknown, window: BookingWindow): string => staffDate(value, 'date', scheduleSpan(window));
const timeField = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || !(TIME.test(value) || value === '24:00'))
    throw new HttpError(400, `${name} must be a time such as 09:30`, name);
  return value;
};
const wholeField = (value: unknown, name: string): string => {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new HttpError(400, `${name} must be a whole number`, name);
  return String(value);
};
const revisionOf = (body: Record<string, unknown>): number | undefined => {
  if (body.revision === undefined) return undefined;
  if (typeof body.revision !== 'number' || !Number.isInteger(body.revision))
    throw new HttpError(400, 'revision must be a whole number', 'revision');
  return body.revision;
};

/** A structured change as the commands of `npm run schedule` (which check every value again). */
function commandsOf(body: Record<string, unknown>, window: BookingWindow): string[][] {
  switch (body.change) {
    case 'week': {
      const doctor = doctorField(body.doctor) as string;
      const weekly = body.weekly;
      if (typeof weekly !== 'object' || weekly === null || Array.isArray(weekly))
        throw new HttpError(400, 'weekly must give the sessions of each weekday', 'weekly');
      const days = weekly as Record<string, unknown>;
      const unknown = Object.keys(days).find((key) => !(WEEKDAY_KEYS as readonly string[]).includes(key));
      if (unknown) throw new HttpError(400, `"${unknown.slice(0, 20)}" is not one of ${WEEKDAY_KEYS.join(', ')}`, 'weekly');
      const commands = [
        ['slot', doctor, wholeField(body.slotMinutes, 'slotMinutes')],
        ['capacity', doctor, wholeField(body.capacity, 'capacity')],
        // The consultation fee in rupees; null clears it, absent leaves it as it is.
        ...(body.fee === undefined ? [] : [['fee', doctor, body.fee === null ? 'none' : wholeField(body.fee, 'fee')]]),
      ];
      for (const key of WEEKDAY_KEYS) {
        const sessions = days[key] ?? [];
        if (!Array.isArray(sessions) || sessions.length > 6)
          throw new HttpError(400, `weekly.${key} must be a list of at most 6 sessions`, 'weekly');
        const text = sessions.map((s: unknown) => {
          const session = (typeof s === 'object' && s !== null ? s : {}) as Record<string, unknown>;
          return `${timeField(session.start, 'start')}-${timeField(session.end, 'end')}`;
        });
        commands.push(['set', doctor, key, text.length > 0 ? text.join(',') : 'off']);
      }
      return commands;
    }
    case 'off':
    case 'on': {
      const doctor = doctorField(body.doctor, { hospital: true });
      const date = dateField(body.date, window);
      const reason = body.change === 'off' ? textField(body, 'reason', { max: 200 }) : '';
      return [[body.change, doctor ?? 'hospital', date, ...(reason ? [reason] : [])]];
    }
    case 'extra':
      return [
        [
          'extra',
          doctorField(body.doctor) as string,
          dateField(body.date, window),
          `${timeField(body.start, 'start')}-${timeField(body.end, 'end')}`,
        ],
      ];
    case 'remove-extra':
      return [['remove-extra', doctorField(body.doctor) as string, dateField(body.date, window)]];
    default:
      throw new HttpError(400, 'change must be one of week, off, on, extra, remove-extra', 'change');
  }
}

/**
 * A week's change said once: "Dr. X: 15-minute slots, 1 patient(s) each; mon: 15:00-18:00; tue: no clinic; …"
 * (its commands' own lines name the doctor on each, and say the slot line after each of its two settings).
 */
function weekSummary(parts: readonly string[]): string {
  const day = /^.* on (\w{3}): /;
  const settings = parts.filter((part) => !day.test(part)).at(-1) ?? '';
  return [settings, ...parts.filter((part) => day.test(part)).map((part) => part.replace(day, '$1: '))].join('; ');
}

/** The leave asked for: a doctor, a date, and for part of the day from and until. */
function leaveOf(body: Record<string, unknown>, window: BookingWindow) {
  const doctor = doctorField(body.doctor) as string;
  const date = dateField(body.date, window);
  const partial = body.from !== undefined || body.to !== undefined;
  const from = partial ? timeField(body.from, 'from') : undefined;
  const to = partial ? timeField(body.to, 'to') : undefined;
  if (from !== undefined && to !== undefined && to <= from) throw new HttpError(400, 'to must be after from', 'to');
  return { doctor, date, from, to, reason: textField(body, 'reason', { max: 200, required: 'Please give the reason for the leave.' }) };
}

export function registerScheduleRoutes(
  app: FastifyInstance,
  { changes, deskSlots, view, horizonDays, now, rateLimitMax }: ScheduleRouteOptions,
) {
  const window = () => bookingWindow(now(), { noticeMinutes: 0, horizonDays });
  const preview = createLeavePreview({ changes, view, deskSlots });

  /** A change that is not a valid schedule is refused with its first line. */
  const refusingBadChanges = async <T>(work: () => T | Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UsageError || error instanceof ScheduleError)
        throw new HttpError(400, error.message.split('\n\n')[0] ?? error.message);
      throw error;
    }
  };
  const answer = (schedule: Schedule, revision: number, extra: Record<string, unknown> = {}) => ({
    success: true as const,
    revision,
    schedule: scheduleForms(schedule),
    lines: describe(schedule, undefined, window().today),
    ...extra,
  });
  // Each with the patient's name and phone, for the staff member who must call them (never logged).
  const refuseStranded = async (request: FastifyRequest, reply: FastifyReply, stranded: readonly BookedSlot[]) => {
    const patients = new Map(
      (
        await view.rowsOf(
          request,
          stranded.map((b) => b.appointmentId),
        )
      ).map((row) => [row.reference, row]),
    );
    return reply.code(409).send({
      success: false,
      message: `${stranded.length} booked appointment${stranded.length === 1 ? '' : 's'} would no longer fit this schedule. Move or cancel ${stranded.length === 1 ? 'it' : 'them'} first, then make the change again.`,
      stranded: stranded.map((b) => ({
        reference: b.appointmentId,
        date: b.preferredDate,
        time: b.preferredTime,
        doctor: b.doctor,
        doctorName: doctorNameOf(b.doctor),
        name: patients.get(b.appointmentId)?.fullName ?? '',
        phone: patients.get(b.appointmentId)?.phone ?? '',
      })),
    });
  };

  app.get(STAFF_API.schedule.path, staffRouteOptions(STAFF_API.schedule, rateLimitMax), async () => {
    const { schedule, revision } = await changes.current();
    return answer(schedule, revision);
  });

  const changeInput = checked((request) => {
    const body = bodyOf(request);
    return { commands: commandsOf(body, window()), revision: revisionOf(body), change: String(body.change) };
  });
  app.post(
    STAFF_API.changeSchedule.path,
    { ...staffRouteOptions(STAFF_API.changeSchedule, rateLimitMax), preHandler: changeInput.preHandler },
    async (request, reply) => {
      const { commands, revision, change } = changeInput.of(request);
      const outcome = await refusingBadChanges(() =>
        changes.change({ commands, revision, source: `staff console (${staffOf(request).user.username}): ${change}` }),
      );
      switch (outcome.kind) {
        case 'stale':
          throw new HttpError(409, STALE);
        case 'stranded':
          return refuseStranded(request, reply, outcome.stranded);
        case 'changed':
          return answer(outcome.schedule, outcome.revision, {
            summary: change === 'week' ? weekSummary(outcome.summary) : outcome.summary.join('; '),
          });
      }
    },
  );

  // Leave: the patients it strands, each with the department's other doctors free at the same time.
  const leaveInput = checked((request) => {
    const body = bodyOf(request);
    return { leave: leaveOf(body, window()), body };
  });
  app.post(
    STAFF_API.leavePreview.path,
    { ...staffRouteOptions(STAFF_API.leavePreview, rateLimitMax), preHandler: leaveInput.preHandler },
    async (request) => {
      const { leave } = leaveInput.of(request);
      return refusingBadChanges(() => preview(request, leave));
    },
  );

  const decisionsOf = (body: Record<string, unknown>) => {
    const list = body.decisions ?? [];
    if (!Array.isArray(list) || list.length > 200) throw new HttpError(400, 'decisions must be a list', 'decisions');
    return list.map((item: unknown) => {
      const d = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      if (typeof d.reference !== 'string') throw new HttpError(400, 'Each decision names an appointment’s reference', 'decisions');
      if (d.action === 'move') {
        // Another free time, or (neither given) the same time with the doctor named.
        if ((d.date === undefined) !== (d.time === undefined))
          throw new HttpError(400, 'A move to another time gives both its date and its time', 'decisions');
        const to = typeof d.date === 'string' && typeof d.time === 'string' ? { date: d.date, time: d.time } : {};
        return { reference: d.reference, action: 'move' as const, doctor: doctorField(d.doctor) as string, ...to };
      }
      if (d.action === 'cancel') return { reference: d.reference, action: 'cancel' as const };
      throw new HttpError(400, 'Each decision is move (with a doctor) or cancel', 'decisions');
    });
  };
  const applyInput = checked((request) => {
    const body = bodyOf(request);
    const leave = leaveOf(body, window());
    const message = textField(body, 'message', { max: 500 });
    const decisions = decisionsOf(body);
    if (decisions.some((d) => d.action === 'cancel') && !message)
      throw new HttpError(400, 'Please write the message the cancelled patients will get.', 'message');
    return { leave, message, decisions, revision: revisionOf(body) };
  });

  app.post(
    STAFF_API.leave.path,
    { ...staffRouteOptions(STAFF_API.leave, rateLimitMax), preHandler: applyInput.preHandler },
    async (request, reply) => {
      const { leave, message, decisions, revision: asked } = applyInput.of(request);
      const staff = staffOf(request).user.username;
      const outcome = await refusingBadChanges(() =>
        changes.applyLeave({
          leave,
          message,
          decisions,
          revision: asked,
          actor: { kind: 'staff', id: staff },
          source: `staff console (${staff}): leave of ${leave.doctor} on ${leave.date}`,
        }),
      );
      switch (outcome.kind) {
        case 'stale':
          throw new HttpError(409, STALE);
        case 'still-stranded': {
          const { count, doctorName, results } = outcome;
          return reply.code(409).send({
            success: false,
            message: `The leave is not marked yet: ${count} patient${count === 1 ? ' is' : 's are'} still booked with ${doctorName} then. Move or cancel them, then mark the leave again.`,
            results,
          });
        }
        case 'applied':
          return { ...answer(outcome.schedule, outcome.revision, { summary: outcome.summary }), results: outcome.results };
      }
    },
  );
}
