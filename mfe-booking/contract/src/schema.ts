import { isEmail, tenDigitPhone } from '@hospital/forms/validators';
import { DEPARTMENT_NAMES, type DepartmentName, doctorsOf, findHealthPackage } from '@hospital/hospital-data';
import type { Language } from '@hospital/hospital-data';
import { HOSPITAL_TIME_ZONE, isIsoDate, isOnOrAfter, todayIn } from './dates';
import { bookingMessage, type BookingMessageName, type BookingMessageValues } from './i18n';
import type { BookingPayment } from './payments';
import type { DatedSlot, SlotDoctor } from './slots';
import type { AppointmentStatus } from './status';
import { nameProblem } from './names';

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
  /** A baby under one year is booked with age 0 and its months, 0 to this. */
  ageMonthsMax: 11,
} as const;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One problem with a payload, shaped like a zod issue so callers read it the same way. */
export type AppointmentIssue =
  | { code: 'unrecognized_keys'; keys: string[]; path: string[]; message: string }
  | { code: 'invalid_type' | 'custom'; path: string[]; message: string };

export type AppointmentParseResult =
  | { success: true; data: AppointmentPayload; error?: never }
  | { success: false; error: { issues: AppointmentIssue[] }; data?: never };

/** What the form holds: the input side of the schema. */
export interface AppointmentInput {
  fullName: string;
  age: number;
  /** A baby under one year: age 0 and the months (0 to 11); absent for an age in years. */
  ageMonths?: number | undefined;
  gender: string;
  email: string;
  phone: string;
  whatsapp?: string | undefined;
  address: string;
  service: string;
  doctor?: string | undefined;
  preferredDate: string;
  preferredTime: string;
  message?: string | undefined;
  paymentMethod: string;
  /** The health package booked through its "Book Now" (its price is the fee). */
  healthPackage?: string | undefined;
}
type AppointmentField = keyof AppointmentInput;

/** The JSON body of POST /api/appointments/book-appointment (docs/product-rules.md#booking-request). */
export interface AppointmentPayload {
  fullName: string;
  /** Years (the spec's rule: 1 or more); 0 for a baby under one year, whose months are `ageMonths`. */
  age: number;
  /** A baby under one year: its age in months, 0 to 11 (docs/product-rules.md#booking-form). Absent for an age in years. */
  ageMonths?: number;
  gender: Gender;
  email: string;
  phone: string;
  whatsapp: string;
  address: string;
  service: DepartmentName;
  doctor: string;
  preferredDate: string;
  preferredTime: string;
  message: string;
  paymentMethod: PaymentMethod;
  /** A package id of the contract's HEALTH_PACKAGES, when the visit is that package (absent otherwise, as the spec's payload has it). */
  healthPackage?: string;
}

/** A field's rule: the cleaned value, or the message of its first problem. */
type Rule = (value: unknown) => { value: unknown } | { error: string };

const fail = (error: string) => ({ error });

/** A string, trimmed, then the checks in order; the first that fails names the problem. */
const trimmed =
  (typeError: string, ...checks: Array<(value: string) => string | undefined>): Rule =>
  (value) => {
    if (typeof value !== 'string') return fail(typeError);
    const clean = value.trim();
    for (const check of checks) {
      const error = check(clean);
      if (error) return fail(error);
    }
    return { value: clean };
  };

const optional =
  (rule: Rule): Rule =>
  (value) =>
    value === undefined ? { value } : rule(value);

/** A phone number as people type it, stored as its 10 digits (the one rule of @hospital/forms). */
const phoneRule =
  (message: string): Rule =>
  (value) => {
    const digits = typeof value === 'string' ? tenDigitPhone(value) : null;
    return digits ? { value: digits } : fail(message);
  };

/** Any string is a valid input type (a form's empty placeholder), but only one of `values` passes. */
const oneOf =
  (values: readonly string[], message: string): Rule =>
  (value) =>
    typeof value === 'string' && values.includes(value) ? { value } : fail(message);

/** A string (untrimmed) matching `pattern`. */
const matching =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? { value } : fail(message);

export interface AppointmentSchemaOptions {
  /**
   * Today's date, 'YYYY-MM-DD'. The form passes the visitor's local date, the API the date in
   * Asia/Kolkata; both default to the hospital's zone.
   */
  today?: () => string;
  /** The language of the issues' messages, unless `safeParse` is given one (default English). */
  language?: Language;
}

/** The rule of each field, its messages in `language` (read at each parse: a catalog may arrive later). */
function rulesIn(language: Language | string, today: () => string): Record<AppointmentField, Rule> {
  const M = (name: BookingMessageName, values?: BookingMessageValues) => bookingMessage(language, name, values);
  const tooLong = (label: string, max: number) => M('tooLong', { label, max });
  const text = (required: string, max: number, label: string) =>
    trimmed(
      required,
      (v) => (v.length < 1 ? required : undefined),
      (v) => (v.length > max ? tooLong(label, max) : undefined),
    );
  const optionalText = (max: number, label: string) =>
    optional(trimmed(M('notText', { label }), (v) => (v.length > max ? tooLong(label, max) : undefined)));
  return {
    fullName: trimmed(
      M('fullName'),
      (v) => (v.length < 1 ? M('fullName') : undefined),
      (v) => (v.length > BOOKING_LIMITS.fullName ? tooLong(M('label.fullName'), BOOKING_LIMITS.fullName) : undefined),
      (v) => {
        const problem = nameProblem(v);
        return problem ? M(problem) : undefined;
      },
    ),
    age: (value) => {
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail(M('age'));
      if (!Number.isInteger(value)) return fail(M('ageWhole'));
      // 0 only with months (checked with them below): the spec's minimum of 1 holds for years.
      if (value < 0) return fail(M('age'));
      if (value > BOOKING_LIMITS.ageMax) return fail(M('ageMax', { max: BOOKING_LIMITS.ageMax }));
      return { value };
    },
    ageMonths: optional((value) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= BOOKING_LIMITS.ageMonthsMax ? { value } : fail(M('ageMonths')),
    ),
    gender: oneOf(GENDERS, M('gender')),
    email: trimmed(
      M('email'),
      (v) => (v.length > BOOKING_LIMITS.email ? tooLong(M('label.email'), BOOKING_LIMITS.email) : undefined),
      (v) => (isEmail(v) ? undefined : M('email')),
    ),
    phone: phoneRule(M('phone')),
    whatsapp: optional((value) => (value === '' ? { value } : phoneRule(M('whatsapp'))(value))),
    address: text(M('address'), BOOKING_LIMITS.address, M('label.address')),
    service: oneOf(DEPARTMENT_NAMES, M('service')),
    // Checked against the service below: a doctor's slug, or empty / 'N/A' for any doctor of the department.
    doctor: optional(trimmed(M('doctor'), (v) => (v.length > BOOKING_LIMITS.doctor ? M('doctor') : undefined))),
    preferredDate: (value) => {
      if (typeof value !== 'string' || !isIsoDate(value)) return fail(M('date'));
      return isOnOrAfter(value, today()) ? { value } : fail(M('datePast'));
    },
    preferredTime: matching(TIME_OF_DAY, M('time')),
    message: optionalText(BOOKING_LIMITS.message, M('label.message')),
    paymentMethod: oneOf(PAYMENT_METHODS, M('paymentRequired')),
    healthPackage: optional((value) => (value === '' || (typeof value === 'string' && findHealthPackage(value)) ? { value } : fail(M('healthPackage')))),
  };
}

/**
 * The one definition of an appointment, shared by the form and the API. Its input is what the form
 * holds; its output is the API payload (docs/product-rules.md#booking-request): whatsapp falls back to the
 * phone, doctor to 'N/A', message to ''. Unknown fields are refused. Written by hand rather than with a schema
 * library: the browser downloads it with the booking page, and a library cost 7 to 23 KB gzip.
 */
export function createAppointmentSchema({ today = () => todayIn(HOSPITAL_TIME_ZONE), language = 'en' }: AppointmentSchemaOptions = {}) {
  const fields = Object.keys(rulesIn('en', today)) as AppointmentField[];

  /** `messageLanguage`: the language of this parse's messages (the API's: the request's), else the schema's. */
  const safeParse = (input: unknown, messageLanguage: Language | string = language): AppointmentParseResult => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return { success: false, error: { issues: [{ code: 'invalid_type', path: [], message: 'Expected an object' }] } };
    }
    const source = input as Record<string, unknown>;
    const rules = rulesIn(messageLanguage, today);
    const issues: AppointmentIssue[] = [];
    const out: Record<string, unknown> = {};
    for (const field of fields) {
      const result = rules[field](Object.hasOwn(source, field) ? source[field] : undefined);
      if ('error' in result) issues.push({ code: 'custom', path: [field], message: result.error });
      else out[field] = result.value;
    }
    const doctor = out.doctor;
    // Years from 1, or 0 years and the months of a baby under one year (docs/product-rules.md#booking-form).
    if (out.age === 0 && out.ageMonths === undefined && !issues.some((i) => i.path[0] === 'ageMonths')) {
      issues.push({ code: 'custom', path: ['age'], message: bookingMessage(messageLanguage, 'age') });
    } else if (typeof out.age === 'number' && out.age > 0 && out.ageMonths !== undefined) {
      issues.push({ code: 'custom', path: ['ageMonths'], message: bookingMessage(messageLanguage, 'ageMonthsOverOne') });
    }
    const pkg = typeof out.healthPackage === 'string' ? findHealthPackage(out.healthPackage) : undefined;
    if (pkg && out.service !== pkg.service) issues.push({ code: 'custom', path: ['healthPackage'], message: bookingMessage(messageLanguage, 'healthPackageService') });
    if (typeof doctor === 'string' && doctor !== '' && doctor !== ANY_DOCTOR && typeof out.service === 'string') {
      if (!doctorsOf(out.service).some((d) => d.slug === doctor)) issues.push({ code: 'custom', path: ['doctor'], message: bookingMessage(messageLanguage, 'doctor') });
    }
    const unknown = Object.keys(source).filter((key) => !(fields as string[]).includes(key));
    if (unknown.length > 0) {
      issues.push({ code: 'unrecognized_keys', keys: unknown, path: [], message: `Unrecognized key(s): ${unknown.join(', ')}` });
    }
    if (issues.length > 0) return { success: false, error: { issues } };
    const values = out as unknown as AppointmentPayload & AppointmentInput;
    return {
      success: true,
      data: {
        fullName: values.fullName,
        age: values.age,
        ...(values.ageMonths !== undefined ? { ageMonths: values.ageMonths } : {}),
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

export type BookingResponse =
  | {
      success: true;
      message: string;
      appointmentId: string;
      /** Who, when: the doctor the booking went to (chosen, or the least busy free one) and the slot. */
      doctor: SlotDoctor;
      date: string;
      time: string;
      /** The slot's length, for the calendar entry. */
      durationMinutes: number;
      /** The site path where the patient cancels or moves it (`/appoinment/manage/<token>`). */
      manageUrl?: string;
      /** `booked`, or `payment_pending` while a Pay Now booking's seat is held for its payment. */
      status?: AppointmentStatus;
      /** How the fee is paid: Pay Now is booked as Pay at Hospital when no gateway is configured. */
      paymentMethod?: PaymentMethod;
      /** The fee due in rupees (the doctor's consultation fee, or the package's price), when one is set. */
      fee?: number | null;
      /** A Pay Now booking's gateway order, for the checkout. */
      payment?: BookingPayment;
    }
  | { success: false; message: string; alternatives?: DatedSlot[] };

/** The one phone rule, for the staff API's walk-ins too (the form and the API agree on what a number is). */
export { tenDigitPhone } from '@hospital/forms/validators';
