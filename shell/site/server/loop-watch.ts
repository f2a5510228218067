// How the site server refuses while its loop is late (the watch itself: @hospital/server-kit): a page in the
// address's language, `{ success: false, message }` under /api in the visitor's.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOfRequest } from '@hospital/hospital-data';
import { watchEventLoop, type LoopLimits } from '@hospital/server-kit';
import { BASE_HEADERS } from './security-headers';
import { sendError } from './error-answers';
import { ERROR_TEXTS } from './error-texts';
import { isApiAddress } from './site-path';

export { answerUnderPressure, LOOP_LIMITS, type LoopLimits } from '@hospital/server-kit';

async function refuse(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isApiAddress(request.raw.url ?? '')) {
    const message = ERROR_TEXTS[languageOfRequest(request.headers['accept-language'])].messages[503];
    reply.code(503).headers(BASE_HEADERS).type('application/json; charset=utf-8').send({ success: false, message });
  } else {
    sendError(request, reply, 503);
  }
  // Once the answer is out, under-pressure's `next` finds it sent and goes no further.
  await reply;
}

export const watchLoop = (app: FastifyInstance, limits: LoopLimits): Promise<void> => watchEventLoop(app, limits, refuse);
