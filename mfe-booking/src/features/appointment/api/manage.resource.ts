import {
  MANAGE_LOOKUP_PATH,
  bookingMessage,
  isManageChanged,
  isManageOpened,
  loadBookingMessages,
  manageApiPath,
  loadAnswerReader,
  type CancelRequest,
  type DatedSlot,
  type LookupRequest,
  type ManageChanged,
  type ManageOpened,
  type ManagedAppointment,
  type RescheduleRequest,
} from '@hospital/booking-contract';
import { pageLanguage } from '@hospital/hospital-data';
import { READ_LIMIT_MS, SEND_LIMIT_MS, requestApi, type ApiProblem } from '../../../lib/api-request';

export type ManageOutcome =
  | { ok: true; appointment: ManagedAppointment; manageUrl?: string }
  /** `problem`: no usable answer came (too slow, no network, the server failing); `said`: the failing server's words. */
  | { ok: false; status: number; message: string; alternatives?: DatedSlot[]; problem?: ApiProblem; said?: string };

/**
 * One call of the manage API, within READ_LIMIT_MS (a lookup) or SEND_LIMIT_MS (a change); never throws: every
 * failure becomes a message to show, in the page's language (the API's own answers too: Accept-Language). A
 * success counts only when it meets its schema (`answered`: the look-up's and a link's, or a change's).
 */
async function call(
  path: string,
  answered: (body: unknown) => body is ManageOpened | ManageChanged,
  body?: object,
): Promise<ManageOutcome> {
  const language = pageLanguage();
  const messages = loadBookingMessages(language);
  const say = async (name: 'somethingWrong' | 'network') => {
    await messages;
    return bookingMessage(language, name);
  };
  const reads = body === undefined || path === MANAGE_LOOKUP_PATH;
  // A refusal's check loads as the request leaves: the page does not carry it.
  const reader = loadAnswerReader();
  const reply = await requestApi(
    path,
    {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      cache: 'no-store',
    },
    { limitMs: reads ? READ_LIMIT_MS : SEND_LIMIT_MS },
  );
  if (!reply.ok) {
    const said = reply.body && (await reader()).refusal(reply.body).message;
    const own = await say(reply.problem === 'unavailable' ? 'somethingWrong' : 'network');
    return { ok: false, status: reply.status, problem: reply.problem, message: said ?? own, ...(said ? { said } : {}) };
  }
  const answer = reply.body;
  if (reply.status < 300 && answered(answer)) {
    return {
      ok: true,
      appointment: answer.appointment,
      ...('manageUrl' in answer && answer.manageUrl ? { manageUrl: answer.manageUrl } : {}),
    };
  }
  const { message, alternatives } = (await reader()).refusal(answer);
  return {
    ok: false,
    status: reply.status,
    message: message ?? (await say('somethingWrong')),
    ...(alternatives ? { alternatives } : {}),
  };
}

export const openAppointment = (token: string) => call(manageApiPath(token), isManageOpened);
export const cancelAppointment = (token: string, reason: string) =>
  call(manageApiPath(token, 'cancel'), isManageChanged, (reason.trim() ? { reason: reason.trim() } : {}) satisfies CancelRequest);
export const rescheduleAppointment = (token: string, request: RescheduleRequest) =>
  call(manageApiPath(token, 'reschedule'), isManageChanged, request);
export const findAppointment = (request: LookupRequest) => call(MANAGE_LOOKUP_PATH, isManageOpened, request);

/** A held Pay Now booking becomes Pay at Hospital. */
export const payAtHospitalFor = (token: string) => call(`${manageApiPath(token)}/pay-at-hospital`, isManageChanged, {});
