import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bookingMessage, type AppointmentIssue, type BookingMessageName } from '@hospital/booking-contract';
import { type Language } from '@hospital/hospital-data';
import { requestLanguage } from './language';
import { SECURITY_HEADERS } from './security';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The fields whose names a visitor can read ('Full name'), in the catalog as `booking.msg.label.<field>`. */
const LABELLED_FIELDS = [
  'fullName',
  'guardianName',
  'age',
  'gender',
  'email',
  'phone',
  'whatsapp',
  'address',
  'service',
  'doctor',
  'preferredDate',
  'preferredTime',
  'message',
  'paymentMethod',
] as const;

const labelOf = (field: string, language: Language): string =>
  (LABELLED_FIELDS as readonly string[]).includes(field) ? bookingMessage(language, `label.${field}` as BookingMessageName) : field;

/**
 * The first problem of a rejected payload as one sentence that names the field, in `language` (the issues'
 * messages must be in it already: the schema's `safeParse(body, language)`).
 */
export function validationError(error: { issues: AppointmentIssue[] }, body: object, language: Language = 'en'): HttpError {
  const issue = error.issues[0];
  if (!issue) return new HttpError(400, bookingMessage(language, 'invalid'));
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${key.slice(0, 40)}"`).join(', ');
    return new HttpError(400, `Unknown field ${keys}: remove it and try again`, issue.keys[0]?.slice(0, 40));
  }
  const field = String(issue.path[0] ?? '');
  const label = labelOf(field, language);
  // A field required only by another's value (a minor's guardian) is told why, left out or not.
  const missing = issue.path.length === 1 && !Object.hasOwn(body, field) && field !== 'guardianName';
  const message = missing
    ? bookingMessage(language, 'fieldRequired', { label, field })
    : bookingMessage(language, 'fieldProblem', { label, field, problem: issue.message });
  return new HttpError(400, message, field);
}

/** Fastify's own rejections of the request, reworded for people. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the appointment as JSON with Content-Type: application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large (16 KB at most)',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
  FST_ERR_CTP_INVALID_CHARSET: 'Send the appointment as UTF-8 JSON',
};

/** Every answer, good or bad, is `{ success, message }`; a fault of ours never shows its details. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error instanceof HttpError
          ? error.message
          : status === 429
            ? bookingMessage(requestLanguage(request), 'tooMany')
            : ((error as FastifyError).code && FRAMEWORK_MESSAGES[(error as FastifyError).code]) ||
              (error instanceof SyntaxError ? 'The request body is not valid JSON' : 'The request is not valid');
      const field = error instanceof HttpError && error.field ? { field: error.field } : {};
      return reply.code(status).send({ success: false, message, ...field });
    }
    // An outside service we depend on is down (the payment gateway): said in our own words, nothing kept.
    if (status === 503 && error instanceof HttpError) return reply.code(503).send({ success: false, message: error.message });
    // Only the error's name and message: the stack may hold request data.
    request.log.error({ err: { type: error.name, message: error.message } }, 'booking API fault');
    return reply.code(500).send({ success: false, message: bookingMessage(requestLanguage(request), 'serverFault') });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, message: 'Not found' }));
}

/**
 * The router's own refusals (an address it cannot decode) would repeat the address: ours do not. They
 * skip the hooks, so the headers every answer carries are set here.
 */
export function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).headers(SECURITY_HEADERS).send({ success: false, message: 'The address is not valid' });
}
