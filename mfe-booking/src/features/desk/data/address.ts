// The desk's one page (/staff) shows an appointment's page when its address names one: /staff?appointment=ASH-…,
// so a page can be bookmarked, sent to a colleague, and left with the browser's Back.
export const APPOINTMENT_PARAM = 'appointment';

/** The address (search part) of an appointment's page in the desk. */
export const appointmentSearch = (reference: string) => `?${new URLSearchParams({ [APPOINTMENT_PARAM]: reference }).toString()}`;

/** The reference the address names, if it looks like one. */
export function referenceOf(search: URLSearchParams): string | null {
  const value = (search.get(APPOINTMENT_PARAM) ?? '').trim().toUpperCase();
  return /^ASH-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(value) ? value : null;
}
