// Which schemas each JSON copy holds: the booking form's, the free-times answers (form and manage page), the
// manage page's. Apart, so a page loads only the copies it checks against.
import { MANAGE_SCHEMAS } from './manage-schemas';
import { PAYLOAD_SCHEMAS } from './payload-schemas';
import { SLOTS_SCHEMAS } from './slots-schemas';

export const BROWSER_SCHEMA_COPIES = {
  'payload-schemas.json': PAYLOAD_SCHEMAS,
  'slots-schemas.json': SLOTS_SCHEMAS,
  'manage-schemas.json': MANAGE_SCHEMAS,
};
