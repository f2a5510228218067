import { useCallback, useRef, useState } from 'react';
import type { AppointmentPayload, DatedSlot } from '@hospital/shared-types';
import { bookAppointment } from '../api/book-appointment.resource';
import { newIdempotencyKey } from '../data/idempotency-key';

export interface BookedAppointment {
  appointmentId: string;
  message: string;
  service: string;
  /** The doctor the booking went to (the API names one even for 'Any available doctor'). */
  doctorName?: string;
  date: string;
  time: string;
  durationMinutes?: number;
  /** The page where the patient cancels or moves it. */
  manageUrl?: string;
}

export type SubmissionState =
  | { status: 'idle' }
  /** `alternatives`: the time was just taken, and these are the nearest free ones. */
  | { status: 'failed'; message: string; alternatives?: DatedSlot[] }
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
      setState({ status: 'failed', message: outcome.message, ...(outcome.alternatives ? { alternatives: outcome.alternatives } : {}) });
      return false;
    }
    attempt.current = null;
    setState({
      status: 'booked',
      booking: {
        appointmentId: outcome.appointmentId,
        message: outcome.message,
        service: payload.service,
        ...(outcome.doctor ? { doctorName: outcome.doctor.name } : {}),
        date: outcome.date ?? payload.preferredDate,
        time: outcome.time ?? payload.preferredTime,
        ...(outcome.durationMinutes ? { durationMinutes: outcome.durationMinutes } : {}),
        ...(outcome.manageUrl ? { manageUrl: outcome.manageUrl } : {}),
      },
    });
    return true;
  }, []);

  return { state, submit };
}
