// What the booking service does (GET /api/appointments/config), one TypeBox schema: its TypeScript type
// (manage.ts), the route's JSON Schema and OpenAPI entry, and the form's check of what it reads. Its JSON copy
// goes with the booking form's (payload-schemas.json): the form reads this answer as it loads.
import { Boolean as Bool, Integer, Object as Obj } from '@sinclair/typebox';
import { OPEN, dictionary, succeeded } from './schema-parts';

export const bookingConfigSchema = Obj(
  {
    success: succeeded(),
    /** True only when a WhatsApp provider is configured: the form promises WhatsApp reminders only then. */
    whatsappReminders: Bool(),
    manageCutoffMinutes: Integer(),
    /** True only when a payment gateway is configured: Pay Now takes the fee online only then. */
    onlinePayment: Bool(),
    /** Each doctor's consultation fee in whole rupees, by slug (a doctor without a fee set is absent). */
    fees: dictionary(Integer({ minimum: 1 })),
    /** How long a Pay Now booking holds its seat unpaid. */
    paymentHoldMinutes: Integer(),
  },
  OPEN,
);
