import type { FastifyInstance } from 'fastify';
import { DEPARTMENT_NAMES, NEXT_SLOTS_PATH, SLOTS_PATH, doctorsOf, findDoctorIdentity, isIsoDate, type NextSlotsAnswer } from '@hospital/shared-types';
import { HttpError } from '../errors';
import type { SlotService } from '../schedule/service';
import { slotDoctor } from '../schedule/slots';

type Query = Record<string, string | string[] | undefined>;

/** One text parameter: absent, or exactly one value (a repeated one is refused). */
function param(query: Query, name: string, required: string | false): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw new HttpError(400, `Give ${name} once`, name);
  if (value === undefined || value === '') {
    if (required) throw new HttpError(400, required, name);
    return undefined;
  }
  return value;
}

function serviceParam(query: Query): string {
  const service = param(query, 'service', 'service is required: the name of a department') as string;
  if (!(DEPARTMENT_NAMES as readonly string[]).includes(service)) {
    throw new HttpError(400, `service must be the name of one of our departments: ${DEPARTMENT_NAMES.join('; ')}`, 'service');
  }
  return service;
}

export interface SlotRouteOptions {
  slots: SlotService;
  /** Look-ups one address may make per window (0: no limit). */
  rateLimit: { max: number; timeWindow: number };
}

/** GET /api/appointments/slots and /next-slots: free times, read-only. */
export function registerSlotRoutes(app: FastifyInstance, { slots, rateLimit }: SlotRouteOptions) {
  app.get(SLOTS_PATH, { config: rateLimit.max > 0 ? { rateLimit } : {} }, async (request) => {
    const query = request.query as Query;
    const service = serviceParam(query);
    const date = param(query, 'date', 'date is required, as YYYY-MM-DD') as string;
    if (!isIsoDate(date)) throw new HttpError(400, 'date must be a real date written YYYY-MM-DD', 'date');
    const doctor = param(query, 'doctor', false);
    if (doctor !== undefined && !doctorsOf(service).some((d) => d.slug === doctor)) {
      throw new HttpError(400, `doctor must be one of the ${service} doctors: ${doctorsOf(service).map((d) => d.slug).join(', ')}`, 'doctor');
    }
    return slots.day({ service, date, ...(doctor ? { doctor } : {}) });
  });

  app.get(NEXT_SLOTS_PATH, { config: rateLimit.max > 0 ? { rateLimit } : {} }, async (request): Promise<NextSlotsAnswer> => {
    const query = request.query as Query;
    const doctor = param(query, 'doctor', 'doctor is required: a doctor\'s slug such as dr-karthik-varma') as string;
    if (!findDoctorIdentity(doctor)) throw new HttpError(400, `doctor "${doctor.slice(0, 60)}" is not one of our doctors`, 'doctor');
    const limitText = param(query, 'limit', false) ?? '6';
    const limit = Number(limitText);
    if (!/^\d+$/.test(limitText) || limit < 1 || limit > 20) throw new HttpError(400, 'limit must be a whole number from 1 to 20', 'limit');
    return { success: true, doctor: slotDoctor(doctor), slots: await slots.next(doctor, limit) };
  });
}
