// The booking payload and its answer, one TypeBox schema each: the TypeScript types, the routes' JSON Schema
// (validation, serialisation, the OpenAPI document) and, through the JSON copies written from them
// (browser-schema-copies.ts), the browser's checks, which so never load TypeBox.
import { Integer, Object as Obj, Optional, String as Str, Unsafe, type Static } from '@sinclair/typebox';
import { DEPARTMENT_NAMES, HEALTH_PACKAGES } from '@hospital/hospital-data';
import { MANAGE_PAGE_PATH } from '@hospital/shared-types';
import { PAYMENT_PROVIDERS } from './payments';
import { BOOKING_LIMITS, GENDERS, PAYMENT_METHODS } from './booking-fields';
import { APPOINTMENT_STATUSES } from './status';

import { OPEN, clockTime, isoDate, nullable, slotDoctorSchema, stringEnum, succeeded } from './schema-parts';

/**
 * The JSON body of POST /api/appointments/book-appointment (docs/product-rules.md#booking-request), as sent:
 * the route validates it, the OpenAPI document lists it, the form checks against it. What JSON Schema cannot
 * say (trimmed lengths, a phone as people write it, a real date from today, which doctor works where) is
 * checked after it by `createAppointmentSchema` (schema.ts), in the patient's language.
 */
export const appointmentRequestSchema = Obj(
  {
    fullName: Str(),
    /** Years (from 1); 0 for a baby under one year, whose months are `ageMonths`. */
    age: Integer({ minimum: 0, maximum: BOOKING_LIMITS.ageMax }),
    ageMonths: Optional(Integer({ minimum: 0, maximum: BOOKING_LIMITS.ageMonthsMax })),
    /** A patient under 18: their parent's or guardian's name (required); dropped for an adult. */
    guardianName: Optional(Str()),
    gender: stringEnum(GENDERS),
    email: Str(),
    phone: Str(),
    whatsapp: Optional(Str()),
    address: Str(),
    service: stringEnum(DEPARTMENT_NAMES),
    doctor: Optional(Str()),
    preferredDate: isoDate(),
    preferredTime: clockTime(),
    message: Optional(Str()),
    paymentMethod: stringEnum(PAYMENT_METHODS),
    /** A health package booked through its "Book Now" (its price is the fee); empty: none. */
    healthPackage: Optional(Unsafe<string>({ type: 'string', enum: ['', ...HEALTH_PACKAGES.map((pkg) => pkg.id)] })),
  },
  { additionalProperties: false },
);

/** The booking request as a caller may send it: whatsapp, doctor and message may be left out. */
export type AppointmentRequest = Static<typeof appointmentRequestSchema>;

/** What a Pay Now booking hands the browser to open the gateway's checkout (amount in paise). */
export const bookingPaymentSchema = Obj(
  {
    provider: stringEnum(PAYMENT_PROVIDERS),
    orderId: Str(),
    amount: Integer(),
    currency: stringEnum(['INR']),
    keyId: Str(),
    checkoutUrl: Str(),
    holdUntil: Str(),
  },
  OPEN,
);
export type BookingPayment = Static<typeof bookingPaymentSchema>;

/** The 201 answer of a booking: who and when, where to manage it, and a held Pay Now booking's payment. */
export const bookedAnswerSchema = Obj(
  {
    success: succeeded(),
    message: Str(),
    appointmentId: Str(),
    doctor: slotDoctorSchema,
    date: isoDate(),
    time: clockTime(),
    durationMinutes: Integer(),
    /** Only a site path of the manage page: the browser never follows a link elsewhere. */
    manageUrl: Optional(Str({ pattern: `^${MANAGE_PAGE_PATH}/` })),
    status: Optional(stringEnum(APPOINTMENT_STATUSES)),
    paymentMethod: Optional(stringEnum(PAYMENT_METHODS)),
    fee: Optional(nullable(Integer())),
    payment: Optional(bookingPaymentSchema),
  },
  OPEN,
);
export type BookedAnswer = Static<typeof bookedAnswerSchema>;
