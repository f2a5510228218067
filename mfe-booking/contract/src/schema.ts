import type { TSchema } from '@sinclair/typebox';
import { isEmail, tenDigitPhone } from '@hospital/forms/validators';
import { doctorsOf, findHealthPackage } from '@hospital/hospital-data';
import type { Language } from '@hospital/hospital-data';
import { HOSPITAL_TIME_ZONE, isIsoDate, isOnOrAfter, todayIn } from './dates';
import { bookingMessage, type BookingMessageName, type BookingMessageValues } from './i18n';
import type { ErrorAnswer } from './error-schemas';
import type { AppointmentRequest, BookedAnswer } from './payload-schemas';
import payloadSchemas from './payload-schemas.json';
import { schemaProblems } from './json-check';
import { nameProblem } from './names';
import { BOOKING_LIMITS, isMinor } from './booking-fields';

export { BOOKING_LIMITS, GENDERS, PAYMENT_METHODS, isMinor, type Gender, type PaymentMethod } from './booking-fields';

/** One problem with a payload, shaped like a zod issue so callers read it the same way. */
export type AppointmentIssue =
  | { code: 'unrecognized_keys'; keys: string[]; path: string[]; message: string }
  | { code: 'invalid_type' | 'custom'; path: string[]; message: string };

export type AppointmentParseResult =
  { success: true; data: AppointmentPayload; error?: never } | { success: false; error: { issues: AppointmentIssue[] }; data?: never };

const schemas = payloadSchemas as unknown as { appointmentRequest: TSchema };

export type AppointmentField = keyof AppointmentRequest;

/** What the form holds before it is checked: anything in any field. */
export type AppointmentInput = Partial<Record<AppointmentField, unknown>>;

/**
 * The request once checked, as the form sends it and the API books it: whatsapp falls back to the phone,
 * doctor to 'N/A', message to ''; `ageMonths` only for a baby, `guardianName` only for a minor (an adult's is dropped), `healthPackage` only when there is one.
 */
export type AppointmentPayload = AppointmentRequest & Required<Pick<AppointmentRequest, 'whatsapp' | 'doctor' | 'message'>>;

/** A refinement's verdict: the cleaned value, or the message of its problem. */
type Verdict = { value: unknown } | { error: string };

const fail = (error: string): Verdict => ({ error });

/** Trimmed, then the checks in order; the first that fails names the problem. */
const trimmed =
  (...checks: Array<(value: string) => string | undefined>) =>
  (value: string): Verdict => {
    const clean = value.trim();
    for (const check of checks) {
      const error = check(clean);
      if (error) return fail(error);
    }
    return { value: clean };
  };

/** A phone number as people type it, stored as its 10 digits (the one rule of @hospital/forms). */
const phoneDigits = (value: string, message: () => string): Verdict => {
  const digits = tenDigitPhone(value);
  return digits ? { value: digits } : fail(message());
};

export interface AppointmentSchemaOptions {
  /**
   * Today's date, 'YYYY-MM-DD'. The form passes the visitor's local date, the API the date in
   * Asia/Kolkata; both default to the hospital's zone.
   */
  today?: () => string;
  /** The language of the issues' messages, unless `safeParse` is given one (default English). */
  language?: Language;
}

type Say = (name: BookingMessageName, values?: BookingMessageValues) => string;

/** Fields whose message on breaking the request schema has another name; the others' is their own. */
const RENAMED = { preferredDate: 'date', preferredTime: 'time', paymentMethod: 'paymentRequired' } as const;
type SameNamed = Exclude<AppointmentField, 'age' | 'message' | keyof typeof RENAMED>;

function schemaMessage(field: AppointmentField, keyword: string, M: Say): string {
  if (field === 'age')
    return keyword === 'integer' ? M('ageWhole') : keyword === 'maximum' ? M('ageMax', { max: BOOKING_LIMITS.ageMax }) : M('age');
  if (field === 'message') return M('notText', { label: M('label.message') });
  return M(field in RENAMED ? RENAMED[field as keyof typeof RENAMED] : (field as SameNamed satisfies BookingMessageName));
}

/** The checks JSON Schema cannot make, on text fields that met the schema (messages read at each parse: a catalog may arrive later). */
function refinementsIn(M: Say, today: () => string): Partial<Record<AppointmentField, (value: string) => Verdict>> {
  const tooLong = (label: string, max: number) => M('tooLong', { label, max });
  const required = (message: () => string) => (v: string) => (v.length < 1 ? message() : undefined);
  const atMost = (max: number, label: () => string) => (v: string) => (v.length > max ? tooLong(label(), max) : undefined);
  // `blank`: what a name with no letter at all is told (each field asks for its own name).
  const aName = (blank: 'fullName' | 'guardianName') => (v: string) => {
    const problem = nameProblem(v);
    return problem ? M(problem === 'fullName' ? blank : problem) : undefined;
  };
  return {
    fullName: trimmed(
      required(() => M('fullName')),
      atMost(BOOKING_LIMITS.fullName, () => M('label.fullName')),
      aName('fullName'),
    ),
    // Required or refused by the age, below.
    guardianName: trimmed(
      atMost(BOOKING_LIMITS.guardianName, () => M('label.guardianName')),
      aName('guardianName'),
    ),
    email: trimmed(
      atMost(BOOKING_LIMITS.email, () => M('label.email')),
      (v) => (isEmail(v) ? undefined : M('email')),
    ),
    phone: (v) => phoneDigits(v, () => M('phone')),
    whatsapp: (v) => (v === '' ? { value: v } : phoneDigits(v, () => M('whatsapp'))),
    address: trimmed(
      required(() => M('address')),
      atMost(BOOKING_LIMITS.address, () => M('label.address')),
    ),
    // Checked against the service below: a doctor's slug, or empty / 'N/A' for any doctor of the department.
    doctor: trimmed((v) => (v.length > BOOKING_LIMITS.doctor ? M('doctor') : undefined)),
    preferredDate: (v) => (!isIsoDate(v) ? fail(M('date')) : isOnOrAfter(v, today()) ? { value: v } : fail(M('datePast'))),
    message: trimmed(atMost(BOOKING_LIMITS.message, () => M('label.message'))),
  };
}

const FIELDS = Object.keys(schemas.appointmentRequest.properties as object) as AppointmentField[];

/**
 * The booking request's check, shared by the form and the API: `appointmentRequestSchema`, then what it
 * cannot say, each refusal worded for the patient. Its output is the payload (docs/product-rules.md#booking-request):
 * whatsapp falls back to the phone, doctor to 'N/A', message to ''. Unknown fields are refused.
 */
export function createAppointmentSchema({ today = () => todayIn(HOSPITAL_TIME_ZONE), language = 'en' }: AppointmentSchemaOptions = {}) {
  /** `messageLanguage`: the language of this parse's messages (the API's: the request's), else the schema's. */
  const safeParse = (input: unknown, messageLanguage: Language | string = language): AppointmentParseResult => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return { success: false, error: { issues: [{ code: 'invalid_type', path: [], message: 'Expected an object' }] } };
    }
    const source = input as Record<string, unknown>;
    const M: Say = (name, values) => bookingMessage(messageLanguage, name, values);
    const refinements = refinementsIn(M, today);
    const problems = schemaProblems(schemas.appointmentRequest, source);
    const broken = new Map(problems.filter((p) => p.path.length === 1).map((p) => [p.path[0], p.keyword]));
    const issues: AppointmentIssue[] = [];
    const out: Record<string, unknown> = {};
    for (const field of FIELDS) {
      const keyword = broken.get(field);
      const value = Object.hasOwn(source, field) ? source[field] : undefined;
      const refine = refinements[field];
      const result: Verdict = keyword
        ? fail(schemaMessage(field, keyword, M))
        : typeof value === 'string' && refine
          ? refine(value)
          : { value };
      if ('error' in result) issues.push({ code: 'custom', path: [field], message: result.error });
      else out[field] = result.value;
    }
    const doctor = out.doctor;
    // Years from 1, or 0 years and the months of a baby under one year.
    if (out.age === 0 && out.ageMonths === undefined && !issues.some((i) => i.path[0] === 'ageMonths')) {
      issues.push({ code: 'custom', path: ['age'], message: M('age') });
    } else if (typeof out.age === 'number' && out.age > 0 && out.ageMonths !== undefined) {
      issues.push({ code: 'custom', path: ['ageMonths'], message: M('ageMonthsOverOne') });
    }
    // A minor's parent or guardian is named (the messages address them); an adult's is not kept (below).
    const minor = typeof out.age === 'number' && isMinor(out.age);
    if (minor && !out.guardianName && !issues.some((i) => i.path[0] === 'guardianName'))
      issues.push({ code: 'custom', path: ['guardianName'], message: M('guardianName') });
    const pkg = typeof out.healthPackage === 'string' ? findHealthPackage(out.healthPackage) : undefined;
    if (pkg && out.service !== pkg.service) issues.push({ code: 'custom', path: ['healthPackage'], message: M('healthPackageService') });
    if (typeof doctor === 'string' && doctor !== '' && doctor !== ANY_DOCTOR && typeof out.service === 'string') {
      if (!doctorsOf(out.service).some((d) => d.slug === doctor)) issues.push({ code: 'custom', path: ['doctor'], message: M('doctor') });
    }
    const unknown = problems.find((p) => p.keyword === 'additionalProperties')?.keys ?? [];
    if (unknown.length > 0) {
      issues.push({ code: 'unrecognized_keys', keys: unknown, path: [], message: `Unrecognized key(s): ${unknown.join(', ')}` });
    }
    if (issues.length > 0) return { success: false, error: { issues } };
    const values = out as AppointmentRequest;
    return {
      success: true,
      data: {
        fullName: values.fullName,
        age: values.age,
        ...(values.ageMonths !== undefined ? { ageMonths: values.ageMonths } : {}),
        ...(minor && values.guardianName ? { guardianName: values.guardianName } : {}),
        gender: values.gender,
        email: values.email,
        phone: values.phone,
        whatsapp: values.whatsapp || values.phone,
        address: values.address,
        service: values.service,
        doctor: values.doctor || ANY_DOCTOR,
        preferredDate: values.preferredDate,
        preferredTime: values.preferredTime,
        message: values.message ?? '',
        paymentMethod: values.paymentMethod,
        ...(values.healthPackage ? { healthPackage: values.healthPackage } : {}),
      },
    };
  };

  return {
    safeParse,
    /** Like safeParse, but throws the issues of an invalid payload. */
    parse(input: unknown, messageLanguage: Language | string = language): AppointmentPayload {
      const result = safeParse(input, messageLanguage);
      if (!result.success) throw Object.assign(new Error(result.error.issues[0]?.message), { issues: result.error.issues });
      return result.data;
    },
  };
}

export type AppointmentSchema = ReturnType<typeof createAppointmentSchema>;

export const BOOK_APPOINTMENT_PATH = '/api/appointments/book-appointment';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The `doctor` of a booking that any free doctor of the department may take (spec section 7). */
export const ANY_DOCTOR = 'N/A';

export type BookingResponse = BookedAnswer | ErrorAnswer;

/** The one e-mail and phone rules, for the staff API's walk-ins too (the form and the API agree on them). */
export { isEmail, tenDigitPhone } from '@hospital/forms/validators';
