// The booking routes' schemas. The payload and its answer are the booking contract's schemas (the form
// checks against the same ones); here they only gain the words the OpenAPI document shows. The contract's
// parse runs first and words every refusal in the patient's language.
import {
  BOOKING_LIMITS,
  IDEMPOTENCY_HEADER,
  appointmentRequestSchema,
  bookedAnswerSchema,
  bookingPaymentSchema,
} from '@hospital/booking-contract';
import { HEALTH_PACKAGES } from '@hospital/hospital-data';
import { BAD_INPUT, answers, documented, errorAnswer, integer, list, object, text, type RouteSchema } from '../../http/schemas';
import { appointmentSchema as storedAppointment } from './stored-appointment-schema';

const trimmedUpTo = (max: number, what: string) => `${what}; at most ${max} characters once trimmed`;

export const appointmentPayloadSchema = documented(
  appointmentRequestSchema,
  'The booking request (docs/product-rules.md#booking-request)',
  {
    fullName: trimmedUpTo(
      BOOKING_LIMITS.fullName,
      'The patient’s full name: letters of any script, combining marks, spaces, dots, hyphens and apostrophes (nameProblem in the booking contract); no web or e-mail addresses, control or bidirectional characters',
    ),
    age: 'Age in years, from 1; 0 for a baby under one year, with ageMonths',
    ageMonths: 'A baby under one year (age 0): its age in months; absent for an age in years',
    guardianName: trimmedUpTo(
      BOOKING_LIMITS.guardianName,
      'A patient under 18 (a baby too): the name of the parent or guardian the messages address, a name as fullName is; required then; an adult’s is dropped',
    ),
    gender: 'The patient’s gender',
    email: `An e-mail address, at most ${BOOKING_LIMITS.email} characters`,
    phone: 'A 10-digit Indian mobile number, as people write it (+91, spaces and dashes allowed)',
    whatsapp: 'The WhatsApp number, if another; empty or absent: the phone',
    address: trimmedUpTo(BOOKING_LIMITS.address, 'The patient’s address'),
    service: 'The department',
    doctor: 'A doctor’s slug of that department, or N/A (or absent) for the least busy free doctor',
    preferredDate: 'The day, YYYY-MM-DD, from today (India time) to the booking horizon',
    preferredTime: 'A free time of that day, HH:MM (GET /api/appointments/slots)',
    message: trimmedUpTo(BOOKING_LIMITS.message, 'Anything the doctor should know'),
    paymentMethod: 'Pay now online, or at the hospital',
    healthPackage: `A health package booked through its Book Now (its price is the fee): ${HEALTH_PACKAGES.map((p) => p.id).join(', ')}; empty or absent: none`,
  },
);

const booked = documented(bookedAnswerSchema, 'The appointment booked', {
  success: 'Always true',
  message: 'The confirmation, for a person to read',
  appointmentId: 'The booking reference, e.g. ASH-7K3Q-9XPD',
  doctor: 'The doctor the booking went to (chosen, or the least busy free one)',
  date: 'The day, YYYY-MM-DD (India time)',
  time: 'The time, HH:MM (India time)',
  durationMinutes: 'The slot’s length',
  manageUrl: 'The site path where the patient cancels or moves it',
  status: 'booked, or payment_pending while a Pay Now booking’s seat is held for its payment',
  paymentMethod: 'How the fee is paid: Pay Now is booked as pay_at_hospital when no gateway is configured or the doctor has no fee',
  fee: 'The fee in rupees (the doctor’s, or the package’s price); null: none set',
  payment: documented(bookingPaymentSchema, 'A Pay Now booking held for its payment: what the gateway’s checkout needs', {
    provider: 'The payment gateway',
    orderId: 'The gateway’s order, for the checkout',
    amount: 'Paise',
    currency: 'Always INR',
    keyId: 'The public key the checkout opens with',
    checkoutUrl: 'The gateway’s checkout script',
    holdUntil: 'When the held seat is released unpaid (ISO instant)',
  }),
});

export const bookSchema: RouteSchema = {
  summary: 'Book an appointment',
  description:
    'Takes a free seat of the slot (the least busy free doctor for N/A). A repeat with the same Idempotency-Key and body answers the first booking (header Idempotent-Replayed: true).',
  tags: ['booking'],
  headers: object({ [IDEMPOTENCY_HEADER.toLowerCase()]: text('1 to 200 visible ASCII characters: a retry with the same key books once') }),
  body: appointmentPayloadSchema,
  response: {
    ...answers({ 201: booked }, [...BAD_INPUT, 422]),
    409: {
      ...errorAnswer,
      description:
        'The time was just taken (with alternatives), or the phone already has a booking in that department that day, or (a retry) its payment hold ran out',
    },
    503: { ...errorAnswer, description: 'Pay Now, and the payment gateway could not take the order: nothing was booked' },
  },
};

export const listingSchema: RouteSchema = {
  summary: 'Every appointment, newest first (machine access)',
  description: 'Needs Authorization: Bearer $ADMIN_TOKEN; answers 404 while ADMIN_TOKEN is unset.',
  tags: ['booking'],
  security: [{ adminToken: [] }],
  querystring: object({
    limit: text('A whole number from 1 to 100 (20)', { pattern: '^\\d{1,3}$' }),
    offset: text('A whole number from 0 to 10000000 (0)', { pattern: '^\\d{1,8}$' }),
  }),
  response: answers(
    {
      200: object(
        {
          success: { type: 'boolean', enum: [true] },
          appointments: list(storedAppointment),
          total: integer(),
          limit: integer(),
          offset: integer(),
        },
        ['success', 'appointments', 'total'],
      ),
    },
    [400, 401, 404, 429],
  ),
};
