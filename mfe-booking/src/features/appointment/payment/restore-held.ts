// Loaded only when this tab kept a held booking's link: reads that booking back, and gives it again to the
// form only while it is still held for its payment.
import type { BookingPayment } from '@hospital/booking-contract';
import { openAppointment } from '../api/manage.resource';
import type { BookedAppointment } from '../hooks/useBookingSubmission';
import { forgetHeld } from './held-booking';

export interface RestoredHold {
  booking: BookedAppointment;
  payment: BookingPayment;
}

export async function restoreHeld(manageUrl: string, message: string): Promise<RestoredHold | null> {
  const token = manageUrl.split('/').pop() ?? '';
  const answer = await openAppointment(token);
  if (!answer.ok) {
    // Gone or no longer ours to show; a slow or absent service keeps the link for the next load.
    if (!answer.problem) forgetHeld();
    return null;
  }
  const { appointment } = answer;
  const payment = appointment.pendingPayment;
  if (appointment.status !== 'payment_pending' || !payment || Date.parse(payment.holdUntil) <= Date.now()) {
    forgetHeld();
    return null;
  }
  return {
    booking: {
      appointmentId: appointment.reference,
      message,
      service: appointment.service,
      doctorName: appointment.doctor.name,
      doctorSlug: appointment.doctor.slug,
      date: appointment.date,
      time: appointment.time,
      manageUrl,
      ...(appointment.fee !== undefined ? { fee: appointment.fee } : {}),
      paymentMethod: 'pay_now',
    },
    payment,
  };
}
