import { useEffect, useState } from 'react';
import { BOOKING_CONFIG_PATH, DEFAULT_MANAGE_CUTOFF_MINUTES, type BookingServiceConfig } from '@hospital/shared-types';

/** Until the API says otherwise the page promises nothing it may not do: no WhatsApp messages. */
const CAUTIOUS: BookingServiceConfig = { success: true, whatsappReminders: false, manageCutoffMinutes: DEFAULT_MANAGE_CUTOFF_MINUTES };
let cached: Promise<BookingServiceConfig> | undefined;
/** The answer once it has come: a form shown after that starts from it, with no second render. */
let settled: BookingServiceConfig | undefined;

/**
 * Fetches what the booking service does, once per page. The booking pages' modules call it as they are
 * evaluated, so a page whose code was fetched ahead of the tap has its answer ahead too.
 */
export function loadBookingConfig(): Promise<BookingServiceConfig> {
  cached ??= fetch(BOOKING_CONFIG_PATH, { headers: { Accept: 'application/json' } })
    .then((response): Promise<Partial<BookingServiceConfig>> | Partial<BookingServiceConfig> => (response.ok ? (response.json() as Promise<Partial<BookingServiceConfig>>) : {}))
    .then((body) => {
      settled = {
        success: true as const,
        whatsappReminders: body.whatsappReminders === true,
        manageCutoffMinutes: typeof body.manageCutoffMinutes === 'number' ? body.manageCutoffMinutes : DEFAULT_MANAGE_CUTOFF_MINUTES,
      };
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
  useEffect(() => {
    let live = true;
    void loadBookingConfig().then((answer) => live && setConfig(answer));
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** Forgets the answer (tests). */
export function forgetBookingConfig(): void {
  cached = undefined;
  settled = undefined;
}
