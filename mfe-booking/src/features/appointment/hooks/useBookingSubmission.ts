import { useCallback, useRef, useState } from 'react';
import type { AppointmentPayload } from '@hospital/shared-types';
import { bookAppointment } from '../api/book-appointment.resource';
import { newIdempotencyKey } from '../data/idempotency-key';

export interface BookedAppointment {
  appointmentId: string;
  message: string;
  service: string;
  date: string;
  time: string;
}

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'failed'; message: string }
  | { status: 'booked'; booking: BookedAppointment };

/**
 * Sends bookings and remembers the outcome. A resubmission of the very same appointment after a
 * failure reuses its Idempotency-Key: if the first request did reach the hospital, the retry returns
 * that booking instead of making a second one.
 */
export function useBookingSubmission() {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const submit = useCallback(async (payload: AppointmentPayload): Promise<boolean> => {
    const body = JSON.stringify(payload);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    setState({ status: 'idle' });
    const outcome = await bookAppointment(payload, { idempotencyKey: attempt.current.key });
    if (!outcome.ok) {
      setState({ status: 'failed', message: outcome.message });
      return false;
    }
    attempt.current = null;
    setState({
      status: 'booked',
      booking: {
        appointmentId: outcome.appointmentId,
        message: outcome.message,
        service: payload.service,
        date: payload.preferredDate,
        time: payload.preferredTime,
      },
    });
    return true;
  }, []);

  return { state, submit };
}
