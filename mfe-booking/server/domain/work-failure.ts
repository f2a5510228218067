// How a sender says that trying the same again will not help (an address the mail server does not know, a
// payment the gateway does not know): the outbox then stops and hands the work to a person.

export class PermanentFailure extends Error {
  readonly permanent = true;
}

export const isPermanentFailure = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;

/**
 * An HTTP refusal of this one request: 4xx, except a time-out, a conflict or a rate limit (passing), and a
 * refused key or token (401, 403), which is the whole service's configuration and passes once it is fixed.
 */
export const refusedForGood = (status: number): boolean =>
  status >= 400 && status < 500 && ![401, 403, 408, 409, 425, 429].includes(status);
