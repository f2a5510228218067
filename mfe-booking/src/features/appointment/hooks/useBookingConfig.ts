import { useEffect, useState } from 'react';
import { requestApi } from '../../../lib/api-request';
import {
  BOOKING_CONFIG_PATH,
  DEFAULT_MANAGE_CUTOFF_MINUTES,
  DEFAULT_PAYMENT_HOLD_MINUTES,
  bookingConfigFrom,
  type BookingServiceConfig,
} from '@hospital/booking-contract';

/** Until the API says otherwise the page promises nothing it may not do: no WhatsApp messages, no online payment, no fees. */
const CAUTIOUS: BookingServiceConfig = {
  success: true,
  whatsappReminders: false,
  manageCutoffMinutes: DEFAULT_MANAGE_CUTOFF_MINUTES,
  onlinePayment: false,
  fees: {},
  paymentHoldMinutes: DEFAULT_PAYMENT_HOLD_MINUTES,
};

let cached: Promise<BookingServiceConfig> | undefined;
/** The answer once it has come: a form shown after that starts from it, with no second render. */
let settled: BookingServiceConfig | undefined;

/**
 * Fetches what the booking service does, once per page. The booking pages' modules call it as they are
 * evaluated, so a page whose code was fetched ahead of the tap has its answer ahead too.
 */
export function loadBookingConfig(): Promise<BookingServiceConfig> {
  // Within READ_LIMIT_MS: past it the form goes on with CAUTIOUS, and the next form asks again.
  cached ??= requestApi(BOOKING_CONFIG_PATH, { headers: { Accept: 'application/json' } })
    .then((reply) => {
      if (!reply.ok) throw new Error(reply.problem);
      // What the answer says that meets its schema; the rest stays cautious.
      settled = reply.status < 300 ? bookingConfigFrom(reply.body, CAUTIOUS) : CAUTIOUS;
      return settled;
    })
    .catch(() => {
      cached = undefined;
      return CAUTIOUS;
    });
  return cached;
}

/** What the booking service does (whether WhatsApp messages are sent, the manage cut-off), fetched once. */
export function useBookingConfig(): BookingServiceConfig {
  const [config, setConfig] = useState(() => settled ?? CAUTIOUS);
  // A form shown after the answer came starts from it: setting it again would only render it twice.
  const waiting = config !== settled;
  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    void loadBookingConfig().then((answer) => live && setConfig(answer));
    return () => {
      live = false;
    };
  }, [waiting]);
  return config;
}

/** Forgets the answer (tests). */
export function forgetBookingConfig(): void {
  cached = undefined;
  settled = undefined;
}
