// The booking routes' schemas. The payload's JSON Schema says what the contract's hand-written schema
// (the booking contract's createAppointmentSchema, the one the form uses) accepts as raw JSON; the contract's parse
// runs first and words every refusal, in the patient's language.
import { APPOINTMENT_STATUSES, BOOKING_LIMITS, GENDERS, IDEMPOTENCY_HEADER, PAYMENT_METHODS, type AppointmentInput } from '@hospital/booking-contract';
import { DEPARTMENT_NAMES, HEALTH_PACKAGES } from '@hospital/hospital-data';
import { BAD_INPUT, answers, clockTime, errorAnswer, integer, isoDate, list, nullable, object, oneOfText, slotDoctor, text, type JsonSchema, type RouteSchema } from '../../http/schemas';
import { appointmentSchema as storedAppointment } from '../appointments/schemas';

const trimmedUpTo = (max: number, what: string) => text(`${what}; at most ${max} characters once trimmed`);

/** Each field of the contract's input, and only those (a field added to the contract fails the type check here). */
const PAYLOAD_FIELDS = {
  fullName: trimmedUpTo(BOOKING_LIMITS.fullName, 'The patient’s full name: letters of any script, combining marks, spaces, dots, hyphens and apostrophes (nameProblem in the booking contract); no web or e-mail addresses, control or bidirectional characters'),
  age: integer('Age in years, from 1; 0 for a baby under one year, with ageMonths', { minimum: 0, maximum: BOOKING_LIMITS.ageMax }),
  ageMonths: integer('A baby under one year (age 0): its age in months; absent for an age in years', { minimum: 0, maximum: BOOKING_LIMITS.ageMonthsMax }),
  gender: oneOfText(GENDERS),
  email: text(`An e-mail address, at most ${BOOKING_LIMITS.email} characters`),
  phone: text('A 10-digit Indian mobile number, as people write it (+91, spaces and dashes allowed)'),
  whatsapp: text('The WhatsApp number, if another; empty or absent: the phone'),
  address: trimmedUpTo(BOOKING_LIMITS.address, 'The patient’s address'),
  service: oneOfText(DEPARTMENT_NAMES, 'The department'),
  doctor: text('A doctor’s slug of that department, or N/A (or absent) for the least busy free doctor'),
  preferredDate: isoDate('The day, from today (India time) to the booking horizon'),
  preferredTime: clockTime('A free time of that day (GET /api/appointments/slots)'),
  message: trimmedUpTo(BOOKING_LIMITS.message, 'Anything the doctor should know'),
  paymentMethod: oneOfText(PAYMENT_METHODS),
  healthPackage: text(`A health package booked through its Book Now (its price is the fee): ${HEALTH_PACKAGES.map((p) => p.id).join(', ')}; empty or absent: none`),
} satisfies Record<keyof AppointmentInput, JsonSchema>;

export const appointmentPayloadSchema: JsonSchema = {
  type: 'object',
  description: 'The booking request (docs/product-rules.md#booking-request)',
  properties: PAYLOAD_FIELDS,
  required: ['fullName', 'age', 'gender', 'email', 'phone', 'address', 'service', 'preferredDate', 'preferredTime', 'paymentMethod'],
  additionalProperties: false,
};

const booked = object(
  {
    success: { type: 'boolean', enum: [true] },
    message: text(),
    appointmentId: text('The booking reference, e.g. ASH-7K3Q-9XPD'),
    doctor: slotDoctor,
    date: isoDate(),
    time: clockTime(),
    durationMinutes: integer('The slot’s length'),
    manageUrl: text('The site path where the patient cancels or moves it'),
    status: oneOfText(APPOINTMENT_STATUSES, 'booked, or payment_pending while a Pay Now booking’s seat is held for its payment'),
    paymentMethod: oneOfText(PAYMENT_METHODS, 'How the fee is paid: Pay Now is booked as pay_at_hospital when no gateway is configured or the doctor has no fee'),
    fee: nullable(integer('The fee in rupees (the doctor’s, or the package’s price); null: none set')),
    payment: object(
      {
        provider: oneOfText(['razorpay']),
        orderId: text('The gateway’s order, for the checkout'),
        amount: integer('Paise'),
        currency: oneOfText(['INR']),
        keyId: text('The public key the checkout opens with'),
        checkoutUrl: text('The gateway’s checkout script'),
        holdUntil: text('When the held seat is released unpaid (ISO instant)'),
      },
      ['provider', 'orderId', 'amount', 'currency', 'keyId'],
      'A Pay Now booking held for its payment: what the gateway’s checkout needs',
    ),
  },
  ['success', 'message', 'appointmentId', 'doctor', 'date', 'time', 'durationMinutes'],
);

export const bookSchema: RouteSchema = {
  summary: 'Book an appointment',
  description:
    'Takes a free seat of the slot (the least busy free doctor for N/A). A repeat with the same Idempotency-Key and body answers the first booking (header Idempotent-Replayed: true).',
  tags: ['booking'],
  headers: object({ [IDEMPOTENCY_HEADER.toLowerCase()]: text('1 to 200 visible ASCII characters: a retry with the same key books once') }),
  body: appointmentPayloadSchema,
  response: {
    ...answers({ 201: booked }, [...BAD_INPUT, 422]),
    409: { ...errorAnswer, description: 'The time was just taken (with alternatives), or the phone already has a booking in that department that day, or (a retry) its payment hold ran out' },
    503: { ...errorAnswer, description: 'Pay Now, and the payment gateway could not take the order: nothing was booked' },
  },
};

export const listingSchema: RouteSchema = {
  summary: 'Every appointment, newest first (machine access)',
  description: 'Needs Authorization: Bearer $ADMIN_TOKEN; answers 404 while ADMIN_TOKEN is unset.',
  tags: ['booking'],
  security: [{ adminToken: [] }],
  querystring: object({ limit: text('A whole number from 1 to 100 (20)', { pattern: '^\\d{1,3}$' }), offset: text('A whole number from 0 to 10000000 (0)', { pattern: '^\\d{1,8}$' }) }),
  response: answers(
    {
      200: object({ success: { type: 'boolean', enum: [true] }, appointments: list(storedAppointment), total: integer(), limit: integer(), offset: integer() }, [
        'success',
        'appointments',
        'total',
      ]),
    },
    [400, 401, 404, 429],
  ),
};

