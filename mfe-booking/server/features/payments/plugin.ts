// POST /api/appointments/payments/verify (the checkout's success, from the browser) and POST
// /api/payments/webhook (the gateway's events, signed over the raw body). Registered only when a gateway
// is configured; without one both paths are unknown (404).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PAYMENT_VERIFY_PATH, PAYMENT_WEBHOOK_PATH, bookingMessage } from '@hospital/booking-contract';
import { site, type Language } from '@hospital/hospital-data';
import { HttpError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { slotDoctor } from '../../domain/slots';
import type { StoredAppointment } from '../../domain/appointment';
import { verifySchema, webhookSchema } from './schemas';
import type { PaymentService } from '../../domain/use-cases/online-payments';

export interface PaymentsPluginOptions {
  payments: PaymentService;
  rateLimit: { max: number; timeWindow: number };
}

const REFERENCE = /^[A-Z0-9-]{6,40}$/;
const GATEWAY_ID = /^[A-Za-z0-9_]{1,64}$/;

interface VerifyBody {
  reference: string;
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

const paidView = (appointment: StoredAppointment) => ({
  reference: appointment.appointmentId,
  status: appointment.status,
  service: appointment.service,
  doctor: slotDoctor(appointment.doctor),
  date: appointment.preferredDate,
  time: appointment.preferredTime,
  fee: appointment.fee,
  paymentMethod: appointment.paymentMethod,
});

export const paymentsPlugin: FastifyPluginAsync<PaymentsPluginOptions> = async (app, { payments, rateLimit }) => {
  const limited = rateLimit.max > 0 ? { config: { rateLimit } } : {};
  const refused = (language: Language) => new HttpError(400, bookingMessage(language, 'payment.notVerified', { phone: site.phoneDisplay }));

  const verifyBody = (request: FastifyRequest): VerifyBody => {
    const body: unknown = request.body;
    const language = requestLanguage(request);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refused(language);
    const b = body as Record<string, unknown>;
    const ok =
      typeof b.reference === 'string' &&
      REFERENCE.test(b.reference) &&
      typeof b.razorpay_order_id === 'string' &&
      GATEWAY_ID.test(b.razorpay_order_id) &&
      typeof b.razorpay_payment_id === 'string' &&
      GATEWAY_ID.test(b.razorpay_payment_id) &&
      typeof b.razorpay_signature === 'string' &&
      /^[0-9a-f]{64}$/i.test(b.razorpay_signature);
    if (!ok) throw refused(language);
    return b as unknown as VerifyBody;
  };

  app.post(
    PAYMENT_VERIFY_PATH,
    { ...limited, schema: verifySchema, preValidation: async (request) => void verifyBody(request) },
    async (request) => {
      const language = requestLanguage(request);
      const body = verifyBody(request);
      const outcome = await payments.verify({
        reference: body.reference,
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      });
      switch (outcome.kind) {
        case 'paid':
        case 'already':
          request.log.info({ appointmentId: body.reference, outcome: outcome.kind }, 'payment verified');
          return { success: true, message: bookingMessage(language, 'payment.paid'), appointment: paidView(outcome.appointment) };
        case 'refunding':
          request.log.info({ appointmentId: body.reference }, 'late payment: refunding');
          throw new HttpError(409, bookingMessage(language, 'payment.refunding'));
        case 'not-captured':
          throw new HttpError(409, bookingMessage(language, 'payment.notCaptured'));
        case 'duplicate-event':
        case 'not-found':
        case 'mismatch':
        case 'bad-signature':
          request.log.warn({ appointmentId: body.reference, outcome: outcome.kind }, 'payment not verified');
          throw refused(language);
      }
    },
  );

  // The webhook reads its body as the gateway sent it: the signature is over those bytes.
  await app.register(async (webhooks) => {
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.post(PAYMENT_WEBHOOK_PATH, { schema: webhookSchema }, async (request, reply) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new HttpError(400, 'The event must be JSON');
      const result = await payments.webhook(raw, request.headers);
      if (!result) {
        request.log.warn('webhook refused: its signature is not the gateway’s');
        throw new HttpError(400, 'The signature does not match');
      }
      request.log.info({ handled: result.handled }, 'payment event');
      return reply.code(200).send({ success: true, handled: result.handled });
    });
  });
};
