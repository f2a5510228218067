// The manage routes' schemas. Their requests and answers are the booking contract's schemas (the manage page
// checks its forms and what it reads against the same ones); here they only gain the words the OpenAPI document shows.
import {
  bookingConfigSchema,
  bookingPaymentSchema,
  cancelRequestSchema,
  lookupRequestSchema,
  manageChangedSchema,
  manageOpenedSchema,
  managedAppointmentSchema,
  rescheduleRequestSchema,
} from '@hospital/booking-contract';
import { BAD_INPUT, answers, documented, errorAnswer, object, slotDoctor, text, type RouteSchema } from '../../http/schemas';

const token = object({ token: text('The manage link’s token (43 URL-safe characters)', { pattern: '^[A-Za-z0-9_-]{43}$' }) }, ['token']);

const managed = documented(managedAppointmentSchema, 'The appointment as its patient sees it', {
  reference: 'The booking reference, e.g. ASH-7K3Q-9XPD',
  patientName: 'A patient under 18: their name (absent for an adult)',
  guardianName: 'A patient under 18: their parent’s or guardian’s name (absent for an adult)',
  status: 'The appointment’s status',
  service: 'The department',
  doctor: slotDoctor,
  date: 'The day, YYYY-MM-DD (India time)',
  time: 'The time, HH:MM (India time)',
  changeable: 'False inside the cut-off or once the appointment is over: the page then says to call',
  cutoffMinutes: 'Changes online end this long before the appointment',
  fee: 'The fee in rupees (the doctor’s, or the package’s price); null: none set',
  paymentMethod: 'How the fee is paid',
  payment: 'How the fee stands: unpaid, pending (a held Pay Now booking), paid, refund_pending, refund_failed, refunded',
  pendingPayment: {
    ...documented(bookingPaymentSchema, 'While a Pay Now booking is held for its payment: what the checkout needs to open again', {
      provider: 'The payment gateway',
      orderId: 'The gateway’s order, for the checkout',
      amount: 'Paise',
      currency: 'Always INR',
      keyId: 'The public key the checkout opens with',
      checkoutUrl: 'The gateway’s checkout script',
      holdUntil: 'When the held seat is released unpaid (ISO instant)',
    }),
    nullable: true,
  },
});

const opened = documented(manageOpenedSchema, 'The appointment, and a further link after a look-up', {
  success: 'Always true',
  appointment: managed,
  manageUrl: 'A further link (a site path), valid for 24 hours',
});
const changed = documented(manageChangedSchema, 'The change made, and the appointment now', {
  success: 'Always true',
  message: 'What was done, for a person to read',
  appointment: managed,
});
const tags = ['manage'];

// No type: the body may be left out altogether.
const { type: _object, ...cancelBody } = documented(cancelRequestSchema, 'Why (optional)', { reason: 'Why, told to the desk' });

export const configSchema: RouteSchema = {
  summary: 'What the booking form may promise',
  tags: ['booking'],
  response: answers(
    {
      200: documented(bookingConfigSchema, 'What the booking service does', {
        success: 'Always true',
        whatsappReminders: 'A WhatsApp provider is configured',
        manageCutoffMinutes: 'Changes online end this long before the appointment',
        onlinePayment: 'A payment gateway is configured: Pay Now takes the fee online',
        fees: 'Each doctor’s consultation fee in rupees, by slug (a doctor without one is absent)',
        paymentHoldMinutes: 'How long a Pay Now booking holds its seat unpaid',
      }),
    },
    [429],
  ),
};

export const openSchema: RouteSchema = {
  summary: 'The appointment a manage link opens',
  tags,
  params: token,
  response: answers({ 200: opened }, [404, 410, 429]),
};

export const cancelSchema: RouteSchema = {
  summary: 'Cancel, until the cut-off',
  tags,
  params: token,
  body: cancelBody,
  response: answers({ 200: changed }, [...BAD_INPUT, 404, 409, 410]),
};

export const rescheduleSchema: RouteSchema = {
  summary: 'Move to another free time of the same doctor, until the cut-off',
  tags,
  params: token,
  body: documented(rescheduleRequestSchema, 'The new day and time, named as in the booking request', {
    preferredDate: 'The day, YYYY-MM-DD (India time)',
    preferredTime: 'A free time of that day, HH:MM (India time)',
  }),
  response: {
    ...answers({ 200: changed }, [...BAD_INPUT, 404, 410]),
    409: { ...errorAnswer, description: 'The time was just taken (with alternatives), or a rule refuses the move' },
  },
};

export const lookupSchema: RouteSchema = {
  summary: 'Find an appointment by reference and phone',
  description:
    'One answer for a wrong reference and a wrong phone; a few tries per address. The answer carries a further link valid for 24 hours.',
  tags,
  body: documented(lookupRequestSchema, 'Reference and phone', {
    reference: 'e.g. ASH-7K3Q-9XPD',
    phone: 'The phone number it was booked with',
  }),
  response: answers({ 200: opened }, [...BAD_INPUT, 404]),
};

export const payAtHospitalSchema: RouteSchema = {
  summary: 'Pay at the hospital instead: a Pay Now booking still held for its payment becomes booked',
  tags,
  params: token,
  body: { properties: {}, additionalProperties: true },
  response: answers({ 200: changed }, [...BAD_INPUT, 404, 409, 410]),
};
