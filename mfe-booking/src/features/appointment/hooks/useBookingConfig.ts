import { useEffect, useState } from 'react';
import { BOOKING_CONFIG_PATH, DEFAULT_MANAGE_CUTOFF_MINUTES, type BookingServiceConfig } from '@hospital/shared-types';

/** Until the API says otherwise the page promises nothing it may not do: no WhatsApp messages. */
const CAUTIOUS: BookingServiceConfig = { success: true, whatsappReminders: false, manageCutoffMinutes: DEFAULT_MANAGE_CUTOFF_MINUTES };
let cached: Promise<BookingServiceConfig> | undefined;

function load(): Promise<BookingServiceConfig> {
  cached ??= fetch(BOOKING_CONFIG_PATH, { headers: { Accept: 'application/json' } })
    .then((response): Promise<Partial<BookingServiceConfig>> | Partial<BookingServiceConfig> => (response.ok ? (response.json() as Promise<Partial<BookingServiceConfig>>) : {}))
    .then((body) => ({
      success: true as const,
      whatsappReminders: body.whatsappReminders === true,
      manageCutoffMinutes: typeof body.manageCutoffMinutes === 'number' ? body.manageCutoffMinutes : DEFAULT_MANAGE_CUTOFF_MINUTES,
    }))
    .catch(() => {
      cached = undefined;
      return CAUTIOUS;
    });
  return cached;
}

/** What the booking service does (whether WhatsApp messages are sent, the manage cut-off), fetched once. */
export function useBookingConfig(): BookingServiceConfig {
  const [config, setConfig] = useState(CAUTIOUS);
  useEffect(() => {
    let live = true;
    void load().then((answer) => live && setConfig(answer));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
