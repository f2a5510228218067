import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppointmentIssue } from '@hospital/shared-types';
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

/** Names a visitor can read, for messages that name the faulty field. */
const FIELD_LABELS: Record<string, string> = {
  fullName: 'Full name',
  age: 'Age',
  gender: 'Gender',
  email: 'E-mail',
  phone: 'Phone',
  whatsapp: 'WhatsApp number',
  address: 'Address',
  service: 'Service',
  doctor: 'Doctor',
  preferredDate: 'Preferred date',
  preferredTime: 'Preferred time',
  message: 'Message',
  paymentMethod: 'Payment method',
};

/** The first problem of a rejected payload as one sentence that names the field. */
export function validationError(error: { issues: AppointmentIssue[] }, body: object): HttpError {
  const issue = error.issues[0];
  if (!issue) return new HttpError(400, 'The appointment is not valid');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${key.slice(0, 40)}"`).join(', ');
    return new HttpError(400, `Unknown field ${keys}: remove it and try again`, issue.keys[0]?.slice(0, 40));
  }
  const field = String(issue.path[0] ?? '');
  const label = FIELD_LABELS[field] ?? field;
  const missing = issue.path.length === 1 && !Object.hasOwn(body, field);
  return new HttpError(400, missing ? `${label} (${field}) is required` : `${label} (${field}): ${issue.message}`, field);
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
            ? 'Too many booking requests from your connection. Please wait a minute and try again.'
            : ((error as FastifyError).code && FRAMEWORK_MESSAGES[(error as FastifyError).code]) ||
              (error instanceof SyntaxError ? 'The request body is not valid JSON' : 'The request is not valid');
      const field = error instanceof HttpError && error.field ? { field: error.field } : {};
      return reply.code(status).send({ success: false, message, ...field });
    }
    // Only the error's name and message: the stack may hold request data.
    request.log.error({ err: { type: error.name, message: error.message } }, 'booking API fault');
    return reply.code(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
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
