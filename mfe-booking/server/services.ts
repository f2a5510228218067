// The services the plugins share, built once over the data: free times (the public ones with the notice
// period, the desk's without), the lifecycle of each, and booking.
import { createAppointmentSchema } from '@hospital/booking-contract';
import type { BookingConfig } from './config';
import { storageOf, type BookingData } from './data';
import { createBookingService } from './domain/use-cases/book';
import { createLifecycle } from './domain/use-cases/appointment-changes';
import { createOnlineBooking } from './domain/use-cases/book-online';
import { createManageLinks } from './domain/use-cases/manage-links';
import { createPaymentService, type PaymentService } from './domain/use-cases/online-payments';
import type { PaymentGateway } from './domain/ports';
import { createRazorpay } from './features/payments/razorpay';
import { createSlotService } from './features/slots/service';

export type Services = ReturnType<typeof createServices>;

/** The configured gateway (Razorpay, or the stand-in at RAZORPAY_API_URL), or none. */
export const paymentProviderOf = (config: BookingConfig): PaymentGateway | null =>
  config.razorpay ? createRazorpay(config.razorpay) : null;

export function createServices(data: BookingData, config: BookingConfig, now: () => Date) {
  const freeTimes = (noticeMinutes: number) =>
    createSlotService({
      schedules: data.schedules,
      appointments: data.repos.appointments,
      rules: { noticeMinutes, horizonDays: config.horizonDays },
      now,
    });
  const slots = freeTimes(config.noticeMinutes);
  // The desk books and moves without the public notice period: the patient is on the phone or at the counter.
  const deskSlots = freeTimes(0);
  const storage = storageOf(data);
  const booking = createBookingService(storage);
  const lifecycle = createLifecycle({ storage, booking, slots, config, now });
  const provider = paymentProviderOf(config);
  const payments: PaymentService | null = provider ? createPaymentService({ storage, provider, lifecycle, now }) : null;
  return {
    /** The patient's booking from the form (the public free times, Pay Now when a gateway is configured). */
    bookOnline: createOnlineBooking({
      repos: data.repos,
      booking,
      slots,
      lifecycle,
      payments,
      holdMinutes: config.paymentHoldMinutes,
      now,
    }),
    /** What the patient's manage link reads (the link, the look-up, the appointment as the patient sees it). */
    manageLinks: createManageLinks({ repos: data.repos, lifecycle, payments, cutoffMinutes: config.manageCutoffMinutes }),
    slots,
    deskSlots,
    lifecycle,
    deskLifecycle: createLifecycle({ storage, booking, slots: deskSlots, config, now }),
    /** Online payment; null without a gateway configured (Pay Now is then booked as Pay at Hospital). */
    payments,
    booking,
    /** The booking payload's rules (the contract's schema, the same the form uses), with today in India. */
    appointmentSchema: createAppointmentSchema({ today: () => slots.window().today }),
  };
}
