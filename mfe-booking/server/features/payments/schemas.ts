import {
  BAD_INPUT,
  answers,
  appointmentStatus,
  clockTime,
  department,
  errorAnswer,
  integer,
  isoDate,
  nullable,
  object,
  slotDoctor,
  text,
  type RouteSchema,
} from '../../http/schemas';

const gatewayId = (what: string) => text(what, { pattern: '^[A-Za-z0-9_]{1,64}$' });

export const verifySchema: RouteSchema = {
  summary: 'Confirm a Pay Now booking with the checkout’s success callback',
  description:
    'The three fields the gateway’s checkout hands its handler, and the booking reference. Believed only when razorpay_signature is HMAC-SHA256 of "order_id|payment_id" with the key secret and the gateway reports the payment captured; otherwise 4xx and nothing changes.',
  tags: ['payments'],
  body: object(
    {
      reference: text('The booking reference, e.g. ASH-7K3Q-9XPD'),
      razorpay_order_id: gatewayId('The order the booking answer named'),
      razorpay_payment_id: gatewayId('The payment the checkout made'),
      razorpay_signature: text('Hex HMAC-SHA256', { pattern: '^[0-9a-fA-F]{64}$' }),
    },
    ['reference', 'razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'],
  ),
  response: {
    ...answers(
      {
        200: object(
          {
            success: { type: 'boolean', enum: [true] },
            message: text(),
            appointment: object({
              reference: text(),
              status: appointmentStatus,
              service: department,
              doctor: slotDoctor,
              date: isoDate(),
              time: clockTime(),
              fee: nullable(integer('Rupees')),
              paymentMethod: text(),
            }),
          },
          ['success', 'message', 'appointment'],
        ),
      },
      [...BAD_INPUT],
    ),
    409: { ...errorAnswer, description: 'Paid after its hold ran out and the time was taken (refunded), or not captured yet' },
  },
};

export const webhookSchema: RouteSchema = {
  summary: 'The payment gateway’s events (Razorpay webhooks)',
  description:
    'Signed with the webhook secret over the raw body (X-Razorpay-Signature); handled once per X-Razorpay-Event-Id on whichever instance gets it. payment.captured, order.paid and payment.authorized settle a held booking; payment.failed is noted; refund.processed records a refund.',
  tags: ['payments'],
  response: answers(
    { 200: object({ success: { type: 'boolean', enum: [true] }, handled: text() }, ['success', 'handled']) },
    [400, 413, 415],
  ),
};
