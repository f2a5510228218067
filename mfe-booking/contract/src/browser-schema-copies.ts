// Which schemas each JSON copy holds, apart so a page loads only the copies it checks against, when it needs them:
// the booking form's (the request, and the service's settings it reads as it loads), the answers of a booking or a
// change (loaded with the request: bookedAnswer, and the refusal every page may meet), the free-times answers
// (loaded with their requests), the manage page's.
import { bookingConfigSchema } from './config-schemas';
import { errorAnswerSchema } from './error-schemas';
import { MANAGE_SCHEMAS } from './manage-schemas';
import { appointmentRequestSchema, bookedAnswerSchema } from './payload-schemas';
import { SLOTS_SCHEMAS } from './slots-schemas';

export const BROWSER_SCHEMA_COPIES = {
  'payload-schemas.json': { appointmentRequest: appointmentRequestSchema, bookingConfig: bookingConfigSchema },
  'answer-schemas.json': { bookedAnswer: bookedAnswerSchema, errorAnswer: errorAnswerSchema },
  'slots-schemas.json': SLOTS_SCHEMAS,
  'manage-schemas.json': MANAGE_SCHEMAS,
};
