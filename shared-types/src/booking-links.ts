import { withoutLanguage } from '@hospital/hospital-data';

// The booking pages other packages link to: the content pages open the form with choices made, the shell's
// menu leads to an appointment's page, the site server lets the payment gateway in on the checkout pages.

/** The patient's page for an appointment: find it, or open it by its link. */
export const MANAGE_PAGE_PATH = '/appoinment/manage';

/** What /appoinment can be opened with: each preselects a choice in the form. */
export interface BookingLinkChoices {
  doctor?: string;
  service?: string;
  /** A health package's id: shown in the form and sent in the message. */
  package?: string;
  date?: string;
  time?: string;
}

export const BOOKING_QUERY_KEYS = ['doctor', 'service', 'package', 'date', 'time'] as const;

/** '/appoinment?doctor=dr-karthik-varma' and the like, for links from other remotes' pages. */
export function appointmentLink(choices: BookingLinkChoices = {}): string {
  const query = new URLSearchParams();
  for (const key of BOOKING_QUERY_KEYS) {
    const value = choices[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `/appoinment?${text}` : '/appoinment';
}

/**
 * The pages that open the gateway's checkout, in every language: the booking page and an appointment's own
 * page (where a held booking is paid). The site allows the gateway's script and frame there and nowhere else.
 */
export const isCheckoutPage = (pathname: string): boolean =>
  /^\/appoinment(\/manage(\/[A-Za-z0-9_-]+)?)?\/?$/.test(withoutLanguage(pathname));
