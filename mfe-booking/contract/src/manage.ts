import { MANAGE_PAGE_PATH } from '@hospital/shared-types';
import type { Static } from '@sinclair/typebox';
import type {
  cancelRequestSchema,
  lookupRequestSchema,
  manageChangedSchema,
  manageOpenedSchema,
  managedAppointmentSchema,
  rescheduleRequestSchema,
} from './manage-schemas';
import type { bookingConfigSchema } from './config-schemas';
import type { ErrorAnswer } from './error-schemas';

export const MANAGE_API_PATH = '/api/appointments/manage';
/** POST { reference, phone }: finds an appointment and answers with a fresh manage link. */
export const MANAGE_LOOKUP_PATH = `${MANAGE_API_PATH}/lookup`;
/** What the form needs to know about the booking service (e.g. whether WhatsApp messages are sent). */
export const BOOKING_CONFIG_PATH = '/api/appointments/config';

/** The site path of an appointment's manage page. */
export const manageUrlFor = (token: string): string => `${MANAGE_PAGE_PATH}/${token}`;
export const manageApiPath = (token: string, action?: 'cancel' | 'reschedule'): string =>
  `${MANAGE_API_PATH}/${encodeURIComponent(token)}${action ? `/${action}` : ''}`;

/** Changes online stop this long before the appointment, unless configured otherwise. */
export const DEFAULT_MANAGE_CUTOFF_MINUTES = 120;

/** The appointment as its patient sees it (manage-schemas.ts). */
export type ManagedAppointment = Static<typeof managedAppointmentSchema>;
export type ManageOpened = Static<typeof manageOpenedSchema>;
export type ManageChanged = Static<typeof manageChangedSchema>;
export type LookupRequest = Static<typeof lookupRequestSchema>;
export type RescheduleRequest = Static<typeof rescheduleRequestSchema>;
export type CancelRequest = Static<typeof cancelRequestSchema>;

export type ManageAnswer = ManageOpened | ManageChanged | ErrorAnswer;

/** What the booking form may promise (config-schemas.ts). */
export type BookingServiceConfig = Static<typeof bookingConfigSchema>;

export const MANAGE_MESSAGES = {
  notFound: 'We could not find that appointment. The link may be old: find it with your reference and phone number.',
  erased:
    'The details of this appointment are no longer kept online: they are erased some time after the visit. Please call the hospital if you need anything about it.',
  lookupFailed: 'We found no appointment with that reference and phone number. Please check both and try again.',
  cancelled: 'Your appointment is cancelled.',
  rescheduled: 'Your appointment has moved.',
} as const;

// Crockford's base32: the letters a reader mistakes for digits are those digits.
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };
const REFERENCE_SHAPE = /^ASH([0-9A-Z]{4})([0-9A-Z]{4})$/;

/**
 * A reference as people type it ('ash 7k2q 9pxd', 'ASH7K2Q9PXD', 'ash–7k2q–9pxd') in its printed form
 * ('ASH-7K2Q-9PXD'); text of another shape comes back trimmed and in capitals, for the look-up to refuse.
 */
export function normaliseReference(typed: string): string {
  const upper = typed.trim().toUpperCase();
  const compact = upper.replace(/[^0-9A-Z]/g, '');
  const match = REFERENCE_SHAPE.exec(compact.slice(0, 3) + compact.slice(3).replace(/[OIL]/g, (c) => LOOK_ALIKES[c] ?? c));
  return match ? `ASH-${match[1]}-${match[2]}` : upper;
}
