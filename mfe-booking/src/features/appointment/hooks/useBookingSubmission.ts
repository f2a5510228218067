import { useCallback, useRef, useState } from 'react';
import type { AppointmentPayload, BookingPayment, DatedSlot, PaymentMethod } from '@hospital/booking-contract';
import type { ApiProblem } from '../../../lib/api-request';
import { bookAppointment } from '../api/book-appointment.resource';
import { newIdempotencyKey } from '../data/idempotency-key';
import { forgetHeld, rememberHeld } from '../payment/held-booking';

export interface BookedAppointment {
  appointmentId: string;
  message: string;
  service: string;
  /** The doctor the booking went to (the API names one even for 'Any available doctor'). */
  doctorName?: string;
  /** Its slug: running text in Telugu and Hindi names the doctor in that script. */
  doctorSlug?: string;
  date: string;
  time: string;
  durationMinutes?: number;
  /** The page where the patient cancels or moves it. */
  manageUrl?: string;
  /** The fee in rupees (the doctor's, or the package's price), when one is set. */
  fee?: number | null;
  /** How the fee is paid: Pay Now is booked as Pay at Hospital when the site takes no payment online. */
  paymentMethod?: PaymentMethod;
  /** Paid online: the receipt's payment id. */
  paid?: { paymentId: string };
}

/** Who pays, as the checkout is prefilled. */
export interface Payer {
  name: string;
  email: string;
  phone: string;
}

export type SubmissionState =
  | { status: 'idle' }
  /** `alternatives`: the time was just taken, and these are the nearest free ones. */
  /** `problem`: no usable answer came (see bookAppointment); `said`: the failing server's own words. */
  | { status: 'failed'; message: string; alternatives?: DatedSlot[]; problem?: ApiProblem; said?: string }
  /** Pay Now: the seat is held while the patient pays through the gateway's checkout. */
  | { status: 'paying'; booking: BookedAppointment; payment: BookingPayment; payer: Payer }
  | { status: 'booked'; booking: BookedAppointment };

/**
 * Sends bookings and remembers the outcome. A resubmission of the very same appointment after a
 * failure reuses its Idempotency-Key: if the first request did reach the hospital, the retry returns
 * that booking instead of making a second one (a held Pay Now booking too). A refusal that is final (its
 * hold ran out, online payment is down) forgets the key: the next try is a new booking.
 */
export function useBookingSubmission() {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const attempt = useRef<{ body: string; key: string } | null>(null);

  /** booked; not booked (held for its payment, or refused: a time just taken…); or unanswered (the service slow, down or offline). */
  const submit = useCallback(async (payload: AppointmentPayload): Promise<'booked' | 'not-booked' | 'unanswered'> => {
    const body = JSON.stringify(payload);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    setState({ status: 'idle' });
    const outcome = await bookAppointment(payload, { idempotencyKey: attempt.current.key });
    if (!outcome.ok) {
      if (outcome.status === 409 || outcome.status === 503) attempt.current = null;
      setState({
        status: 'failed',
        message: outcome.message,
        ...(outcome.alternatives ? { alternatives: outcome.alternatives } : {}),
        ...(outcome.problem ? { problem: outcome.problem } : {}),
        ...(outcome.said ? { said: outcome.said } : {}),
      });
      return outcome.problem ? 'unanswered' : 'not-booked';
    }
    const booking: BookedAppointment = {
      appointmentId: outcome.appointmentId,
      message: outcome.message,
      service: payload.service,
      ...(outcome.doctor ? { doctorName: outcome.doctor.name, doctorSlug: outcome.doctor.slug } : {}),
      date: outcome.date ?? payload.preferredDate,
      time: outcome.time ?? payload.preferredTime,
      ...(outcome.durationMinutes ? { durationMinutes: outcome.durationMinutes } : {}),
      ...(outcome.manageUrl ? { manageUrl: outcome.manageUrl } : {}),
      ...(outcome.fee !== undefined ? { fee: outcome.fee } : {}),
      ...(outcome.paymentMethod ? { paymentMethod: outcome.paymentMethod } : {}),
    };
    if (outcome.status === 'payment_pending' && outcome.payment) {
      // Held: the form keeps its values until it is paid or switched to the hospital; a reload finds it by its link.
      if (booking.manageUrl) rememberHeld(booking.manageUrl);
      setState({
        status: 'paying',
        booking,
        payment: outcome.payment,
        payer: { name: payload.fullName, email: payload.email, phone: payload.phone },
      });
      return 'not-booked';
    }
    attempt.current = null;
    setState({ status: 'booked', booking });
    return 'booked';
  }, []);

  /** The held booking is booked now (paid, or to be paid at the hospital). */
  const settle = useCallback((booking: BookedAppointment) => {
    attempt.current = null;
    forgetHeld();
    setState({ status: 'booked', booking });
  }, []);

  /** The hold is gone (it ran out): say so; the next try is a new booking. */
  const abandon = useCallback((message: string) => {
    attempt.current = null;
    forgetHeld();
    setState({ status: 'failed', message });
  }, []);

  /** The patient asks for a fresh form after a booking: a new booking, with its own key. */
  const restart = useCallback(() => {
    attempt.current = null;
    setState({ status: 'idle' });
  }, []);

  /** A held booking read back after a reload: the patient finishes it as before. */
  const resume = useCallback((booking: BookedAppointment, payment: BookingPayment) => {
    setState((now) => (now.status === 'idle' ? { status: 'paying', booking, payment, payer: { name: '', email: '', phone: '' } } : now));
  }, []);

  return { state, submit, settle, abandon, restart, resume };
}
