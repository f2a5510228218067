// A patient's booking from the form: a retry replays its first answer (the Idempotency-Key), the wanted
// time is checked against the free times, the booking is made with its messages, and a Pay Now booking
// held for its payment gets its gateway order (no order: the seat goes back at once). The route only
// parses, calls this and words the outcome.
import {
  ANY_DOCTOR,
  bookingMessage,
  manageUrlFor,
  rupeesToPaise,
  type AppointmentPayload,
  type BookingPayment,
  type BookingResponse,
  type DatedSlot,
} from '@hospital/booking-contract';
import { findHealthPackage, type Language } from '@hospital/hospital-data';
import type { BookedSlot } from '../appointment';
import { keySeen, type IdempotencyKey } from '../idempotency';
import { furtherLinkExpiry, hashManageToken, newManageToken } from '../manage-token';
import type { StoredPayment } from '../payment';
import type { FreeTimes } from '../ports';
import { newAppointmentReference } from '../reference';
import { slotDoctor } from '../slots';
import type { AppointmentStore, IdempotencyKeys, PaymentStore } from '../storage';
import type { Lifecycle } from './appointment-changes';
import type { BookingService, NewBooking } from './book';

/** The gateway's side of Pay Now: an order for a held booking, and what the checkout needs to pay it. */
export interface Checkout {
  checkoutOf(payment: StoredPayment): BookingPayment | null;
  openOrder(appointmentId: string, order: { amount: number; holdUntil: string }): Promise<BookingPayment>;
}

/** Further manage links: a retried booking's answer gets one of its own, which expires. */
export interface ManageLinks {
  add(appointmentId: string, tokenHash: string, expiresAt: Date): Promise<void>;
}

export interface OnlineBookingOptions {
  repos: {
    appointments: Pick<AppointmentStore, 'findById'>;
    idempotency: Pick<IdempotencyKeys, 'find'>;
    payments: Pick<PaymentStore, 'of'>;
    manageLinks: ManageLinks;
  };
  booking: Pick<BookingService, 'book'>;
  slots: FreeTimes;
  lifecycle: Pick<Lifecycle, 'bookedMessages' | 'expireHold'>;
  /** The payment gateway; none: Pay Now is booked as Pay at Hospital. */
  payments: Checkout | null;
  /** How long a Pay Now booking holds its seat unpaid. */
  holdMinutes: number;
  now: () => Date;
}

export interface OnlineBookingRequest {
  payload: AppointmentPayload;
  idempotency?: IdempotencyKey | undefined;
  /** The patient's language: the answer's, and their messages'. */
  language: Language;
}

export type OnlineBookingOutcome =
  /** Booked now (`held`: held for its payment), or the first answer again (`replayed`: a retry with the same key). */
  | { kind: 'booked'; answer: BookingResponse; appointmentId: string; replayed: boolean; held: boolean }
  /** The key was used for a different appointment. */
  | { kind: 'key-conflict' }
  /**
   * A retry of a Pay Now booking whose hold ran out unpaid: not that booking any more. `replayedId`: the
   * booking's own transaction found the retry (another request with the key had just made it).
   */
  | { kind: 'hold-expired'; replayedId?: string }
  /** The wanted time breaks a rule of the schedule or the window. */
  | { kind: 'refused'; message: string; field: string | undefined }
  /** The phone already holds a booking in that department that day. */
  | { kind: 'duplicate' }
  /** Every seat at that time is held: the nearest free times instead. */
  | { kind: 'slot-taken'; alternatives: DatedSlot[]; horizonDays: number }
  /** The gateway took no order for a held booking: its seat is free again. */
  | { kind: 'gateway-failed'; appointmentId: string; error: string };

export function createOnlineBooking({ repos, booking, slots, lifecycle, payments, holdMinutes, now }: OnlineBookingOptions) {
  const checkoutOfStored = async (appointmentId: string) => {
    const row = await repos.payments.of(appointmentId);
    return (row && payments?.checkoutOf(row)) ?? undefined;
  };

  // A retried booking is the same requester (the key and the identical payload prove it): its answer gets a
  // link too. Only the first token's hash is kept, so that link is a further one, which expires.
  const furtherLink = async (appointmentId: string): Promise<string> => {
    const token = newManageToken();
    await repos.manageLinks.add(appointmentId, hashManageToken(token), furtherLinkExpiry());
    return manageUrlFor(token);
  };

  const hasRunOut = async (appointmentId: string) => (await repos.appointments.findById(appointmentId))?.status === 'expired';

  /**
   * The 201 body; the slot length comes from the check when it is known, else from the schedule. A Pay
   * Now booking held for its payment says so, with what the checkout needs.
   */
  const answerOf = async (
    language: Language,
    appointment: BookedSlot | NewBooking,
    slotMinutes?: number,
    managePath?: string,
    payment?: BookingPayment,
    noOnlineFee = false,
  ): Promise<BookingResponse> => {
    // A booking just made says what it became; a replay reads it.
    const stored = 'status' in appointment ? appointment : await repos.appointments.findById(appointment.appointmentId);
    const pending =
      stored?.status === 'payment_pending' ? (payment ?? (payments && (await checkoutOfStored(appointment.appointmentId)))) : undefined;
    return {
      success: true,
      message: bookingMessage(language, pending ? 'successPayNow' : noOnlineFee ? 'successNoOnlineFee' : 'success'),
      appointmentId: appointment.appointmentId,
      doctor: slotDoctor(appointment.doctor),
      date: appointment.preferredDate,
      time: appointment.preferredTime,
      durationMinutes: slotMinutes ?? (await slots.slotMinutesOf(appointment.doctor)),
      manageUrl: managePath ?? (await furtherLink(appointment.appointmentId)),
      ...(stored ? { status: stored.status, paymentMethod: stored.paymentMethod, fee: stored.fee } : {}),
      ...(pending ? { payment: pending } : {}),
    };
  };

  return async function bookOnline({ payload, idempotency, language }: OnlineBookingRequest): Promise<OnlineBookingOutcome> {
    const doctor = payload.doctor === ANY_DOCTOR ? undefined : payload.doctor;
    const wanted = {
      service: payload.service,
      preferredDate: payload.preferredDate,
      preferredTime: payload.preferredTime,
      ...(doctor ? { doctor } : {}),
    };
    const window = slots.window();
    const check = await slots.check({ ...wanted, language }, window);
    if (!check.ok) {
      // A retry of a booking already made gets its first answer, even if its time has since left the window.
      // Looked up only here: a bookable time's key is looked up in the booking's transaction.
      const seen = idempotency ? keySeen(await repos.idempotency.find(idempotency.key), idempotency) : null;
      if (seen?.kind === 'key-conflict') return seen;
      if (seen) {
        if (await hasRunOut(seen.appointment.appointmentId)) return { kind: 'hold-expired' };
        return {
          kind: 'booked',
          answer: await answerOf(language, seen.appointment),
          appointmentId: seen.appointment.appointmentId,
          replayed: true,
          held: false,
        };
      }
      return { kind: 'refused', message: check.message, field: check.field };
    }

    const token = newManageToken();
    const managePath = manageUrlFor(token);
    const payNow =
      payload.paymentMethod === 'pay_now' && payments
        ? { holdUntil: new Date(now().getTime() + holdMinutes * 60_000).toISOString() }
        : undefined;
    // The confirmation e-mail and the reminder (a held booking: its notice) are written with the booking, in its transaction.
    const messages = await lifecycle.bookedMessages(
      check.candidates[0]?.doctor ?? '',
      managePath,
      check.candidates[0]?.slotMinutes,
      payNow?.holdUntil,
    );
    const pkg = payload.healthPackage ? findHealthPackage(payload.healthPackage) : undefined;
    const result = await booking.book({
      payload,
      candidates: check.candidates,
      ...(payNow ? { payNow } : {}),
      ...(pkg ? { packagePrice: pkg.price } : {}),
      newReference: newAppointmentReference,
      manageTokenHash: hashManageToken(token),
      // Its e-mails and WhatsApp messages speak the language the patient booked in.
      language,
      actor: { kind: 'patient' },
      messages,
      ...(idempotency ? { idempotency } : {}),
    });
    switch (result.kind) {
      case 'key-conflict':
        return { kind: 'key-conflict' };
      case 'duplicate':
        return { kind: 'duplicate' };
      case 'slot-taken':
        return { kind: 'slot-taken', alternatives: await slots.alternatives(wanted, window), horizonDays: window.horizonDays };
      default: {
        const id = result.appointment.appointmentId;
        let payment: BookingPayment | undefined;
        const made = result.kind === 'created' ? result.appointment : null;
        if (made?.status === 'payment_pending' && payments && made.fee !== null && made.holdUntil) {
          try {
            payment = await payments.openOrder(id, { amount: rupeesToPaise(made.fee), holdUntil: made.holdUntil });
          } catch (error) {
            // No order, no payment: the seat goes back at once and the patient keeps their form.
            await lifecycle.expireHold({ appointmentId: id, reason: 'the payment gateway could not take the order' });
            return { kind: 'gateway-failed', appointmentId: id, error: error instanceof Error ? error.message : String(error) };
          }
        }
        if (result.kind === 'replayed' && (await hasRunOut(id))) return { kind: 'hold-expired', replayedId: id };
        const answer = await answerOf(
          language,
          made ?? result.appointment,
          check.candidates.find((c) => c.doctor === result.appointment.doctor)?.slotMinutes,
          made ? managePath : undefined,
          payment,
          // Pay Now asked of a doctor with no fee to take online: booked, to be paid at the hospital, and said so.
          Boolean(payments && made && payload.paymentMethod === 'pay_now' && made.paymentMethod === 'pay_at_hospital'),
        );
        return { kind: 'booked', answer, appointmentId: id, replayed: result.kind === 'replayed', held: payment !== undefined };
      }
    }
  };
}

export type OnlineBooking = ReturnType<typeof createOnlineBooking>;
