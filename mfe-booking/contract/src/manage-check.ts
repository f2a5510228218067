// The manage page's checks, against the JSON copy of its schemas (TypeBox stays on the server): its forms
// before they are sent, and the answers it reads.
import type { TSchema } from '@sinclair/typebox';
import manageSchemas from './manage-schemas.json';
import { brokenFields, meetsSchema } from './json-check';
import type { LookupRequest, ManageChanged, ManageOpened, RescheduleRequest } from './manage';

const schemas = manageSchemas as unknown as Record<'manageOpened' | 'manageChanged' | 'lookupRequest' | 'rescheduleRequest', TSchema>;

export const isManageOpened = (body: unknown): body is ManageOpened => meetsSchema(schemas.manageOpened, body);
export const isManageChanged = (body: unknown): body is ManageChanged => meetsSchema(schemas.manageChanged, body);

// The fields of a request that break its schema (a field left empty is sent as absent).
export const lookupProblems = (request: Partial<LookupRequest>): string[] => [...brokenFields(schemas.lookupRequest, request)];
export const rescheduleProblems = (request: Partial<RescheduleRequest>): string[] => [...brokenFields(schemas.rescheduleRequest, request)];
