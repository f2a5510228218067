// The language of the patient's answers: the booking, manage and slot APIs answer `{ success:false, message }`
// in the language the request asks for (Accept-Language: te or hi; anything else English). The staff desk
// and the machine listing stay in English.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Language, languageOfRequest } from '@hospital/hospital-data';

/**
 * The patient's APIs: routes under /api/appointments/ (not the admin listing at /api/appointments itself, nor
 * /api/staff), by the route the router matched, whatever spelling of the address reached it.
 */
const isPatientRoute = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/api/appointments/') === true;

/** The language a patient's request asks for; English for every other request. */
export function requestLanguage(request: FastifyRequest): Language {
  return isPatientRoute(request) ? languageOfRequest(request.headers['accept-language']) : 'en';
}

function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.some((entry) => entry === '*' || entry.toLowerCase() === header.toLowerCase())) return;
  reply.header('Vary', [...list, header].join(', '));
}

/** Answers of the patient's APIs depend on Accept-Language: say so to every cache (`Vary`). */
export function addLanguageVary(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPatientRoute(request)) addVary(reply, 'Accept-Language');
    return payload;
  });
}
