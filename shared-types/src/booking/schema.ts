// zod/mini: the same checks as classic zod, but functional, so the browser bundle keeps only what we use.
import * as z from 'zod/mini';
import { DEPARTMENT_NAMES, type DepartmentName } from '../departments';
import { HOSPITAL_TIME_ZONE, isIsoDate, isOnOrAfter, todayIn } from './dates';
import { BOOKING_MESSAGES as M } from './messages';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];
export const PAYMENT_METHODS = ['pay_now', 'pay_at_hospital'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Upper bounds on free text: enough for any real entry, small enough that nobody stores a novel. */
export const BOOKING_LIMITS = {
  fullName: 100,
  email: 254,
  address: 300,
  doctor: 100,
  message: 1000,
  ageMax: 120,
} as const;

const TEN_DIGITS = /^\d{10}$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (required: string, max: number, label: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required }),
    z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
  );

const optionalText = (max: number, label: string) =>
  z.optional(
    z.string({ error: `${label} must be text` }).check(z.trim(), z.maxLength(max, { error: `${label} must be at most ${max} characters` })),
  );

/** Accepts any string (so a form's empty placeholder is a valid *input* type) and narrows it to one of `values`. */
const oneOf = <T extends string>(values: readonly T[], message: string) =>
  z
    .string({ error: message })
    .check(z.refine((value) => (values as readonly string[]).includes(value), { error: message })) as unknown as z.ZodMiniType<T, string>;

export interface AppointmentSchemaOptions {
  /**
   * Today's date, 'YYYY-MM-DD'. The form passes the visitor's local date, the API the date in
   * Asia/Kolkata; both default to the hospital's zone.
   */
  today?: () => string;
}

/**
 * The one definition of an appointment. Its input is what the form holds; its output is the API
 * payload of spec section 7 (whatsapp falls back to the phone, doctor to 'N/A', message to '').
 * The API parses the same schema; strictness rejects fields nobody asked for.
 */
export function createAppointmentSchema({ today = () => todayIn(HOSPITAL_TIME_ZONE) }: AppointmentSchemaOptions = {}) {
  return z.pipe(
    z.strictObject({
      fullName: text(M.fullName, BOOKING_LIMITS.fullName, 'Full name'),
      age: z.number({ error: M.age }).check(
        z.refine(Number.isInteger, { error: 'Age must be a whole number' }),
        z.gte(1, { error: M.age }),
        z.lte(BOOKING_LIMITS.ageMax, { error: `Age must be at most ${BOOKING_LIMITS.ageMax}` }),
      ),
      gender: oneOf(GENDERS, M.gender),
      email: z.pipe(
        z
          .string({ error: M.email })
          .check(z.trim(), z.maxLength(BOOKING_LIMITS.email, { error: `E-mail must be at most ${BOOKING_LIMITS.email} characters` })),
        z.email({ error: M.email }),
      ),
      phone: z.string({ error: M.phone }).check(z.trim(), z.regex(TEN_DIGITS, { error: M.phone })),
      whatsapp: z.optional(
        z.string({ error: M.whatsapp }).check(z.trim(), z.refine((value) => value === '' || TEN_DIGITS.test(value), { error: M.whatsapp })),
      ),
      address: text(M.address, BOOKING_LIMITS.address, 'Address'),
      service: oneOf<DepartmentName>(DEPARTMENT_NAMES, M.service),
      doctor: optionalText(BOOKING_LIMITS.doctor, 'Doctor'),
      preferredDate: z
        .string({ error: M.date })
        .check(
          z.refine(isIsoDate, { error: M.date }),
          z.refine((value) => isOnOrAfter(value, today()), { error: M.datePast, abort: true }),
        ),
      preferredTime: z.string({ error: M.time }).check(z.regex(TIME_OF_DAY, { error: M.time })),
      message: optionalText(BOOKING_LIMITS.message, 'Message'),
      paymentMethod: oneOf(PAYMENT_METHODS, M.paymentRequired),
    }),
    z.transform((values) => ({
      fullName: values.fullName,
      age: values.age,
      gender: values.gender,
      email: values.email,
      phone: values.phone,
      whatsapp: values.whatsapp || values.phone,
      address: values.address,
      service: values.service,
      doctor: values.doctor || 'N/A',
      preferredDate: values.preferredDate,
      preferredTime: values.preferredTime,
      message: values.message ?? '',
      paymentMethod: values.paymentMethod,
    })),
  );
}

export type AppointmentSchema = ReturnType<typeof createAppointmentSchema>;
/** What the form holds. */
export type AppointmentInput = z.input<AppointmentSchema>;
/** The JSON body of POST /api/appointments/book-appointment (spec section 7). */
export type AppointmentPayload = z.output<AppointmentSchema>;

export const BOOK_APPOINTMENT_PATH = '/api/appointments/book-appointment';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export type BookingResponse =
  | { success: true; message: string; appointmentId: string }
  | { success: false; message: string };
