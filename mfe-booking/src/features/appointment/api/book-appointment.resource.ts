import {
  BOOK_APPOINTMENT_PATH,
  BOOKING_MESSAGES,
  IDEMPOTENCY_HEADER,
  type AppointmentPayload,
} from '@hospital/shared-types';

export type BookingOutcome = { ok: true; appointmentId: string; message: string } | { ok: false; message: string };

interface BookOptions {
  idempotencyKey: string;
  signal?: AbortSignal;
}

const messageOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/**
 * Sends one booking (docs/product-rules.md#booking-request). Never throws: every failure becomes the message
 * the visitor should read (docs/product-rules.md#booking-messages).
 */
export async function bookAppointment(payload: AppointmentPayload, { idempotencyKey, signal }: BookOptions): Promise<BookingOutcome> {
  let response: Response;
  try {
    response = await fetch(BOOK_APPOINTMENT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(payload),
      ...(signal ? { signal } : {}),
    });
  } catch {
    return { ok: false, message: BOOKING_MESSAGES.network };
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // A failing server that did not answer in JSON still failed to book; a 2xx we cannot read is a transport fault.
    return { ok: false, message: response.ok ? BOOKING_MESSAGES.network : BOOKING_MESSAGES.failed };
  }

  const success = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  const appointmentId = success ? (body as { appointmentId?: unknown }).appointmentId : undefined;
  if (!response.ok || !success || typeof appointmentId !== 'string') {
    return { ok: false, message: messageOf(body) ?? BOOKING_MESSAGES.failed };
  }
  return { ok: true, appointmentId, message: messageOf(body) ?? BOOKING_MESSAGES.success };
}
