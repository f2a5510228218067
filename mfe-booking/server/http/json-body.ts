import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const utf8 = new TextDecoder('utf-8', { fatal: true });
// NUL: no field holds one and PostgreSQL text cannot store it; a lone surrogate is not text at all.
const NOT_TEXT = /\u0000|\p{Cs}/u;

/** True when any key or string in the parsed body is not storable text (walked without recursion). */
function holdsNonText(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (NOT_TEXT.test(value)) return true;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (NOT_TEXT.test(key)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/**
 * JSON bodies must be UTF-8 and hold only storable text: invalid bytes would otherwise be replaced
 * silently by U+FFFD and stored, and a NUL would be a storage fault (500) on PostgreSQL.
 */
export function installStrictJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, 'Send the appointment as UTF-8 JSON'), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(error, undefined);
      else if (holdsNonText(value))
        done(new HttpError(400, 'The request holds characters that are not text (NUL or a broken surrogate)'), undefined);
      else done(null, value);
    });
  });
}
