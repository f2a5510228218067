import type { FastifyContextConfig, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  FREE_DAYS_PATH,
  NEXT_SLOTS_PATH,
  SLOTS_PATH,
  bookingMessage,
  departmentNameIn,
  type NextSlotsAnswer,
} from '@hospital/booking-contract';
import { DEPARTMENT_NAMES, doctorsOf, findDoctorIdentity, type Language } from '@hospital/hospital-data';
import { publicDate } from '../../http/date-bounds';
import { HttpError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { freeDaysSchema, nextSlotsSchema, slotsSchema } from './schemas';
import type { BookingWindow } from '../../domain/calendar';
import type { SlotService } from './service';
import { slotDoctor } from '../../domain/slots';

type Query = Record<string, string | string[] | undefined>;

/** One text parameter: absent, or exactly one value (a repeated one is refused). */
function param(query: Query, name: string, required: string | false, language: Language): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw new HttpError(400, bookingMessage(language, 'slots.once', { name }), name);
  if (value === undefined || value === '') {
    if (required) throw new HttpError(400, required, name);
    return undefined;
  }
  return value;
}

function serviceParam(query: Query, language: Language): string {
  const service = param(query, 'service', bookingMessage(language, 'slots.serviceRequired'), language) as string;
  if (!(DEPARTMENT_NAMES as readonly string[]).includes(service)) {
    throw new HttpError(400, bookingMessage(language, 'slots.serviceUnknown', { list: DEPARTMENT_NAMES.join('; ') }), 'service');
  }
  return service;
}

/** The doctor asked about, if any: one of the service's. */
function doctorParam(query: Query, service: string, language: Language): string | undefined {
  const doctor = param(query, 'doctor', false, language);
  if (doctor !== undefined && !doctorsOf(service).some((d) => d.slug === doctor)) {
    const list = doctorsOf(service)
      .map((d) => d.slug)
      .join(', ');
    throw new HttpError(
      400,
      bookingMessage(language, 'slots.doctorOfService', { service: departmentNameIn(language, service), list }),
      'doctor',
    );
  }
  return doctor;
}

export interface SlotsPluginOptions {
  slots: SlotService;
  /** Look-ups one address may make per window (0: no limit). */
  rateLimit: { max: number; timeWindow: number };
}

/** The free-times question, checked with the patient's words (before the route's schema, which agrees). */
function slotsQuery(request: FastifyRequest, window: BookingWindow): { service: string; date: string; doctor?: string } {
  const query = request.query as Query;
  const language = requestLanguage(request);
  const service = serviceParam(query, language);
  const date = publicDate(param(query, 'date', bookingMessage(language, 'slots.dateRequired'), language), 'date', window, language);
  const doctor = doctorParam(query, service, language);
  return { service, date, ...(doctor ? { doctor } : {}) };
}

/** The strip's question: a service, perhaps one of its doctors, perhaps a first day. */
function freeDaysQuery(request: FastifyRequest, window: BookingWindow): { service: string; doctor?: string; from?: string } {
  const query = request.query as Query;
  const language = requestLanguage(request);
  const service = serviceParam(query, language);
  const asked = param(query, 'from', false, language);
  const from = asked === undefined ? undefined : publicDate(asked, 'from', window, language);
  const doctor = doctorParam(query, service, language);
  return { service, ...(doctor ? { doctor } : {}), ...(from ? { from } : {}) };
}

function nextSlotsQuery(request: FastifyRequest): { doctor: string; limit: number } {
  const query = request.query as Query;
  const language = requestLanguage(request);
  const doctor = param(query, 'doctor', bookingMessage(language, 'slots.doctorRequired'), language) as string;
  if (!findDoctorIdentity(doctor))
    throw new HttpError(400, bookingMessage(language, 'slots.doctorUnknown', { doctor: doctor.slice(0, 60) }), 'doctor');
  const limitText = param(query, 'limit', false, language) ?? '6';
  const limit = Number(limitText);
  if (!/^\d{1,2}$/.test(limitText) || limit < 1 || limit > 20) throw new HttpError(400, bookingMessage(language, 'slots.limit'), 'limit');
  return { doctor, limit };
}

/** GET /api/appointments/slots and /next-slots: free times, read-only. */
export const slotsPlugin: FastifyPluginAsync<SlotsPluginOptions> = async (app, { slots, rateLimit }) => {
  const config: FastifyContextConfig = rateLimit.max > 0 ? { rateLimit } : {};
  app.get(
    SLOTS_PATH,
    { schema: slotsSchema, preValidation: async (request) => void slotsQuery(request, slots.window()), config },
    async (request) => slots.day(slotsQuery(request, slots.window())),
  );

  app.get(
    FREE_DAYS_PATH,
    { schema: freeDaysSchema, preValidation: async (request) => void freeDaysQuery(request, slots.window()), config },
    async (request, reply) => {
      // Free days change with every booking: kept by the browser for half a minute, never by a shared cache.
      reply.header('Cache-Control', 'private, max-age=30');
      return slots.days(freeDaysQuery(request, slots.window()));
    },
  );

  app.get(
    NEXT_SLOTS_PATH,
    { schema: nextSlotsSchema, preValidation: async (request) => void nextSlotsQuery(request), config },
    async (request): Promise<NextSlotsAnswer> => {
      const { doctor, limit } = nextSlotsQuery(request);
      return {
        success: true,
        doctor: slotDoctor(doctor),
        slots: await slots.next(doctor, limit),
        fee: (await slots.fees())[doctor] ?? null,
      };
    },
  );
};
