import { PAYMENT_STATES } from '@hospital/booking-contract';
import {
  BAD_INPUT,
  answers,
  appointmentStatus,
  clockTime,
  department,
  errorAnswer,
  flag,
  integer,
  isoDate,
  nullable,
  object,
  oneOfText,
  slotDoctor,
  text,
  type RouteSchema,
} from '../../http/schemas';

const token = object({ token: text('The manage link’s token (43 URL-safe characters)', { pattern: '^[A-Za-z0-9_-]{43}$' }) }, ['token']);

const managed = object(
  {
    reference: text(),
    status: appointmentStatus,
    service: department,
    doctor: slotDoctor,
    date: isoDate(),
    time: clockTime(),
    changeable: flag('False inside the cut-off or once the appointment is over: the page then says to call'),
    cutoffMinutes: integer('Changes online end this long before the appointment'),
    fee: nullable(integer('The fee in rupees (the doctor’s, or the package’s price); null: none set')),
    paymentMethod: text('pay_now or pay_at_hospital'),
    payment: oneOfText(PAYMENT_STATES, 'How the fee stands: unpaid, pending (a held Pay Now booking), paid, refund_pending, refunded'),
    pendingPayment: nullable(
      object(
        {
          provider: text(),
          orderId: text(),
          amount: integer('Paise'),
          currency: text(),
          keyId: text(),
          checkoutUrl: text(),
          holdUntil: text(),
        },
        ['provider', 'orderId', 'amount', 'currency', 'keyId'],
        'While a Pay Now booking is held for its payment: what the checkout needs to open again',
      ),
    ),
  },
  ['reference', 'status', 'service', 'doctor', 'date', 'time', 'changeable', 'cutoffMinutes'],
);

const opened = object(
  { success: { type: 'boolean', enum: [true] }, appointment: managed, manageUrl: text('A further link, valid for 24 hours') },
  ['success', 'appointment'],
);
const changed = object({ success: { type: 'boolean', enum: [true] }, message: text(), appointment: managed }, [
  'success',
  'message',
  'appointment',
]);
const tags = ['manage'];

export const configSchema: RouteSchema = {
  summary: 'What the booking form may promise',
  tags: ['booking'],
  response: answers(
    {
      200: object(
        {
          success: { type: 'boolean', enum: [true] },
          whatsappReminders: flag('A WhatsApp provider is configured'),
          manageCutoffMinutes: integer(),
          onlinePayment: flag('A payment gateway is configured: Pay Now takes the fee online'),
          fees: object({}, [], 'Each doctor’s consultation fee in rupees, by slug'),
          paymentHoldMinutes: integer('How long a Pay Now booking holds its seat unpaid'),
        },
        ['success', 'whatsappReminders', 'manageCutoffMinutes', 'onlinePayment', 'fees', 'paymentHoldMinutes'],
      ),
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
  // No type: the body may be left out altogether.
  body: { properties: { reason: text('Why, told to the desk', { maxLength: 500 }) }, additionalProperties: true },
  response: answers({ 200: changed }, [...BAD_INPUT, 404, 409, 410]),
};

export const rescheduleSchema: RouteSchema = {
  summary: 'Move to another free time of the same doctor, until the cut-off',
  tags,
  params: token,
  body: object({ preferredDate: isoDate(), preferredTime: clockTime() }, ['preferredDate', 'preferredTime']),
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
  body: object({ reference: text('e.g. ASH-7K3Q-9XPD'), phone: text('The phone number it was booked with') }, ['reference', 'phone']),
  response: answers({ 200: opened }, [...BAD_INPUT, 404]),
};

export const payAtHospitalSchema: RouteSchema = {
  summary: 'Pay at the hospital instead: a Pay Now booking still held for its payment becomes booked',
  tags,
  params: token,
  body: { properties: {}, additionalProperties: true },
  response: answers({ 200: changed }, [...BAD_INPUT, 404, 409, 410]),
};
