import {
  MANAGE_LOOKUP_PATH,
  bookingMessage,
  loadBookingMessages,
  manageApiPath,
  pageLanguage,
  type DatedSlot,
  type ManagedAppointment,
} from '@hospital/shared-types';

export type ManageOutcome =
  | { ok: true; appointment: ManagedAppointment; manageUrl?: string }
  | { ok: false; status: number; message: string; alternatives?: DatedSlot[] };

/**
 * One call of the manage API; never throws: every failure becomes a message to show, in the page's language
 * (the API's own answers too: Accept-Language).
 */
async function call(path: string, body?: unknown): Promise<ManageOutcome> {
  const language = pageLanguage();
  const messages = loadBookingMessages(language);
  const failed = async () => {
    await messages;
    return bookingMessage(language, 'somethingWrong');
  };
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': language, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      cache: 'no-store',
    });
  } catch {
    await messages;
    return { ok: false, status: 0, message: bookingMessage(language, 'network') };
  }
  let answer: Record<string, unknown> = {};
  try {
    answer = (await response.json()) as Record<string, unknown>;
  } catch {
    return { ok: false, status: response.status, message: await failed() };
  }
  if (response.ok && answer.success === true && typeof answer.appointment === 'object' && answer.appointment) {
    return {
      ok: true,
      appointment: answer.appointment as ManagedAppointment,
      ...(typeof answer.manageUrl === 'string' ? { manageUrl: answer.manageUrl } : {}),
    };
  }
  return {
    ok: false,
    status: response.status,
    message: typeof answer.message === 'string' && answer.message ? answer.message : await failed(),
    ...(Array.isArray(answer.alternatives) ? { alternatives: answer.alternatives as DatedSlot[] } : {}),
  };
}

export const openAppointment = (token: string) => call(manageApiPath(token));
export const cancelAppointment = (token: string, reason: string) => call(manageApiPath(token, 'cancel'), reason.trim() ? { reason: reason.trim() } : {});
export const rescheduleAppointment = (token: string, preferredDate: string, preferredTime: string) =>
  call(manageApiPath(token, 'reschedule'), { preferredDate, preferredTime });
export const findAppointment = (reference: string, phone: string) => call(MANAGE_LOOKUP_PATH, { reference, phone });

/** A held Pay Now booking becomes Pay at Hospital. */
export const payAtHospitalFor = (token: string) => call(`${manageApiPath(token)}/pay-at-hospital`, {});
