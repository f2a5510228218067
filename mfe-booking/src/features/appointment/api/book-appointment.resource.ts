import {
  BOOK_APPOINTMENT_PATH,
  IDEMPOTENCY_HEADER,
  bookingMessage,
  loadBookingMessages,
  loadAnswerReader,
  type AppointmentPayload,
  type BookedAnswer,
  type BookingMessageName,
  type DatedSlot,
} from '@hospital/booking-contract';
import { pageLanguage, site } from '@hospital/hospital-data';
import { SEND_LIMIT_MS, requestApi, type ApiProblem } from '../../../lib/api-request';

export type BookingOutcome =
  /** What the answer said that met its schema; payment_pending: held for its payment, which `payment` says how to take. */
  | ({ ok: true; appointmentId: string; message: string } & Partial<Omit<BookedAnswer, 'success' | 'appointmentId' | 'message'>>)
  /** `alternatives`: the nearest free times, when the time was just taken (409); `status`: the HTTP status (0: none came). */
  /**
   * `problem`: no usable answer came (in time: the booking may or may not have been made; a repeat with its key
   * is safe); `said`: what the failing server said, when it did.
   */
  | { ok: false; message: string; alternatives?: DatedSlot[]; status?: number; problem?: ApiProblem; said?: string };

interface BookOptions {
  idempotencyKey: string;
  signal?: AbortSignal;
}

/**
 * Without a network the request is not sent, nor kept to be sent later behind the visitor's back: they are
 * told so, and the form keeps what they typed. (English; `offlineMessage` in the page's language.)
 */
export const OFFLINE_MESSAGE = `You are offline, so this request cannot be sent. Nothing has been sent or saved to send later; your details stay in the form. Send it again when you are back online, or call us on ${site.phoneDisplay}.`;

/** The offline message in `language` (the page's). */
export const offlineMessage = (language: string = pageLanguage()): string =>
  bookingMessage(language, 'offline', { phone: site.phoneDisplay });

/**
 * Sends one booking (docs/product-rules.md#booking-request) within SEND_LIMIT_MS. Never throws: every failure
 * becomes the message the visitor should read (docs/product-rules.md#booking-messages).
 */
export async function bookAppointment(payload: AppointmentPayload, { idempotencyKey, signal }: BookOptions): Promise<BookingOutcome> {
  // The page's language: the API answers in it (Accept-Language), and our own messages are written in it.
  const language = pageLanguage();
  const messages = loadBookingMessages(language);
  const say = async (name: BookingMessageName) => {
    await messages;
    return name === 'offline' ? offlineMessage(language) : bookingMessage(language, name);
  };
  // The answer's check loads as the request leaves: the page does not carry it.
  const reader = loadAnswerReader();
  const reply = await requestApi(
    BOOK_APPOINTMENT_PATH,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language, [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(payload),
    },
    { signal, limitMs: SEND_LIMIT_MS },
  );
  if (!reply.ok) {
    const { problem, status } = reply;
    // A failing server that said why (in the page's language) is quoted; otherwise our own words.
    const said = reply.body && (await reader()).refusal(reply.body).message;
    const own = await say(problem === 'offline' ? 'offline' : problem === 'unavailable' ? 'failed' : 'network');
    return { ok: false, problem, message: said ?? own, ...(said ? { said } : {}), ...(status ? { status } : {}) };
  }
  // The answer is checked against the schema the API answers with: a field that breaks it is left out, and
  // without its reference the booking is not shown as made.
  const { status, body } = reply;
  const read = await reader();
  const booked = status < 300 ? read.booked(body) : undefined;
  if (!booked) {
    const { message, alternatives } = read.refusal(body);
    return { ok: false, status, message: message ?? (await say('failed')), ...(status === 409 && alternatives ? { alternatives } : {}) };
  }
  const { success: _success, message, ...outcome } = booked;
  return { ...outcome, ok: true, message: message?.trim() ? message : await say('success') };
}
