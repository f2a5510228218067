import { MANAGE_LOOKUP_PATH, manageApiPath, type DatedSlot, type ManagedAppointment } from '@hospital/shared-types';

export type ManageOutcome =
  | { ok: true; appointment: ManagedAppointment; manageUrl?: string }
  | { ok: false; status: number; message: string; alternatives?: DatedSlot[] };

const NETWORK = 'Network error. Please check your connection and try again.';
const FAILED = 'Something went wrong. Please try again.';

/** One call of the manage API; never throws: every failure becomes a message to show. */
async function call(path: string, body?: unknown): Promise<ManageOutcome> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK };
  }
  let answer: Record<string, unknown> = {};
  try {
    answer = (await response.json()) as Record<string, unknown>;
  } catch {
    return { ok: false, status: response.status, message: FAILED };
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
    message: typeof answer.message === 'string' && answer.message ? answer.message : FAILED,
    ...(Array.isArray(answer.alternatives) ? { alternatives: answer.alternatives as DatedSlot[] } : {}),
  };
}

export const openAppointment = (token: string) => call(manageApiPath(token));
export const cancelAppointment = (token: string, reason: string) => call(manageApiPath(token, 'cancel'), reason.trim() ? { reason: reason.trim() } : {});
export const rescheduleAppointment = (token: string, preferredDate: string, preferredTime: string) =>
  call(manageApiPath(token, 'reschedule'), { preferredDate, preferredTime });
export const findAppointment = (reference: string, phone: string) => call(MANAGE_LOOKUP_PATH, { reference, phone });
