// Which schemas each JSON copy holds: the booking form's (with the service's settings it reads as it loads), the
// free-times answers (form, manage and doctor pages), the manage page's, and the refusal every page may meet. Apart, so a page loads only the copies it checks against.
import { CONFIG_SCHEMAS } from './config-schemas';
import { ERROR_SCHEMAS } from './error-schemas';
import { MANAGE_SCHEMAS } from './manage-schemas';
import { PAYLOAD_SCHEMAS } from './payload-schemas';
import { SLOTS_SCHEMAS } from './slots-schemas';

export const BROWSER_SCHEMA_COPIES = {
  'payload-schemas.json': { ...PAYLOAD_SCHEMAS, ...CONFIG_SCHEMAS },
  'slots-schemas.json': SLOTS_SCHEMAS,
  'manage-schemas.json': MANAGE_SCHEMAS,
  'error-schemas.json': ERROR_SCHEMAS,
};
