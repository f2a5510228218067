// The browser's reading of a refusal, against the JSON copy of its schema (TypeBox stays on the server). The copy
// loads with a request that may be refused, not with the page: only a refusal needs it.
import type { TSchema } from '@sinclair/typebox';
import type { ErrorAnswer } from './error-schemas';
import { brokenFields } from './json-check';

/** What a refusal said that meets its schema: a field that breaks it is left out, and so is a blank message. */
export type Refusal = Partial<Pick<ErrorAnswer, 'message' | 'alternatives'>>;
export type ReadRefusal = (body: unknown) => Refusal;

let loaded: Promise<ReadRefusal> | undefined;

function loadRefusalReader(): Promise<ReadRefusal> {
  loaded ??= import('./error-schemas.json').then(
    ({ default: json }) =>
      (body) => {
        const broken = brokenFields(json.errorAnswer as unknown as TSchema, body);
        if (broken.has('')) return {};
        const { message, alternatives } = body as ErrorAnswer;
        return {
          ...(!broken.has('message') && message?.trim() ? { message } : {}),
          ...(!broken.has('alternatives') && alternatives ? { alternatives } : {}),
        };
      },
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}

/**
 * Starts loading the check (call it as the request leaves): the returned reader waits for it, and reads nothing
 * when it could not load.
 */
export function refusalReader(): (body: unknown) => Promise<Refusal> {
  const reader = loadRefusalReader().catch((): ReadRefusal => () => ({}));
  return async (body) => (await reader)(body);
}
