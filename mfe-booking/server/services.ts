// The services the plugins share, built once over the data: free times (the public ones with the notice
// period, the desk's without), the lifecycle of each, and booking.
import { createAppointmentSchema } from '@hospital/shared-types';
import type { BookingConfig } from './config';
import type { BookingData } from './data';
import { createBookingService } from './features/booking/service';
import { createLifecycle } from './features/lifecycle/service';
import { createSlotService } from './features/slots/service';

export type Services = ReturnType<typeof createServices>;

export function createServices(data: BookingData, config: BookingConfig, now: () => Date) {
  const freeTimes = (noticeMinutes: number) =>
    createSlotService({ schedules: data.schedules, appointments: data.repos.appointments, rules: { noticeMinutes, horizonDays: config.horizonDays }, now });
  const slots = freeTimes(config.noticeMinutes);
  // The desk books and moves without the public notice period: the patient is on the phone or at the counter.
  const deskSlots = freeTimes(0);
  const booking = createBookingService(data);
  return {
    slots,
    deskSlots,
    lifecycle: createLifecycle({ data, booking, slots, config, now }),
    deskLifecycle: createLifecycle({ data, booking, slots: deskSlots, config, now }),
    booking,
    /** The booking payload's rules (the contract's schema, the same the form uses), with today in India. */
    appointmentSchema: createAppointmentSchema({ today: () => slots.window().today }),
  };
}
