import {
  MANAGE_API_PATH,
  PAYMENT_VERIFY_PATH,
  bookingMessage,
  loadBookingMessages,
  type ManagedAppointment,
} from '@hospital/booking-contract';
import { pageLanguage, site } from '@hospital/hospital-data';
import { SEND_LIMIT_MS, requestApi } from '../../../lib/api-request';
import type { CheckoutSuccess } from '../payment/checkout';

export type PaymentAnswer = { ok: true; message: string } | { ok: false; status: number; message: string };

/** A payment call within SEND_LIMIT_MS; status 0: no answer came (too slow, or no network). */
const post = async (path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> | null }> => {
  const reply = await requestApi(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': pageLanguage() }, body: JSON.stringify(body) },
    { limitMs: SEND_LIMIT_MS },
  );
  return { status: reply.ok || reply.problem === 'unavailable' ? reply.status : 0, body: reply.body ?? null };
};

const answerOf = async ({ status, body }: { status: number; body: Record<string, unknown> | null }): Promise<PaymentAnswer> => {
  const language = pageLanguage();
  await loadBookingMessages(language);
  const message =
    typeof body?.message === 'string'
      ? body.message
      : bookingMessage(language, status === 0 ? 'unreachable' : 'payment.notVerified', { phone: site.phoneDisplay });
  return status === 200 && body?.success === true ? { ok: true, message } : { ok: false, status, message };
};

/** Hands the checkout's success to the server, which believes it only if the gateway signed it. */
export const verifyPayment = async (reference: string, success: CheckoutSuccess): Promise<PaymentAnswer> =>
  answerOf(await post(PAYMENT_VERIFY_PATH, { reference, ...success }));

/** A held Pay Now booking becomes Pay at Hospital (booked at once). */
export const payAtHospital = async (manageUrl: string): Promise<PaymentAnswer & { appointment?: ManagedAppointment }> => {
  const token = manageUrl.split('/').pop() ?? '';
  const reply = await post(`${MANAGE_API_PATH}/${encodeURIComponent(token)}/pay-at-hospital`, {});
  const answer = await answerOf(reply);
  return answer.ok ? { ...answer, appointment: reply.body?.appointment as ManagedAppointment } : answer;
};
