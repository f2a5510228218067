// A booking: the Idempotency-Key, the rule of one visit per phone, department and day, the choice of
// doctor and seat, the audit row and the messages, in one transaction. The database's unique indexes
// stay the last guard: a seat is claimed by inserting, so of two bookings racing for it (any instance)
// one gets it and the other tries the next seat or doctor.
import { rupeesToPaise, type AppointmentPayload, type AuditActor } from '@hospital/booking-contract';
import { slotText, type BookedSlot, type SeatCandidate, type StoredAppointment } from '../appointment';
import { keySeen, type IdempotencyKey } from '../idempotency';
import type { NewOutboxMessage } from '../outbox-message';
import type { Storage, Transaction } from '../storage';

export interface BookRequest {
  /** The payload as sent; `doctor` may be 'N/A'. */
  payload: AppointmentPayload;
  /**
   * The doctors whose schedule has the slot, each with its capacity; the booking takes a free seat of
   * the first that has one (least busy that day first when there are several).
   */
  candidates: readonly SeatCandidate[];
  /** A fresh reference; another is asked for if it is taken. */
  newReference: () => string;
  idempotency?: IdempotencyKey;
  /** SHA-256 (hex) of the manage token given to the patient. */
  manageTokenHash?: string;
  language?: string;
  actor?: AuditActor;
  /** The messages the booking sends, written in its transaction. */
  messages?: (appointment: StoredAppointment) => NewOutboxMessage[];
  /**
   * Pay Now with a gateway configured: a doctor with a fee is held (payment_pending) until `holdUntil` and a
   * payment is opened for the fee; without a fee to take it is booked as Pay at Hospital.
   */
  payNow?: { holdUntil: string };
  /** The price of a health package booked through its "Book Now" (rupees): its fee, whoever the doctor. */
  packagePrice?: number | null;
}

/** What a new booking became: booked, or held for its payment (and until when), at what fee, paid how. */
export interface NewBooking extends BookedSlot {
  status: 'booked' | 'payment_pending';
  paymentMethod: AppointmentPayload['paymentMethod'];
  fee: number | null;
  holdUntil: string | null;
}

export type BookResult =
  | { kind: 'created'; appointment: NewBooking }
  /** The key was seen with the same request: the first booking, nothing new written. */
  | { kind: 'replayed'; appointment: BookedSlot }
  /** The key was seen with a different request. */
  | { kind: 'key-conflict' }
  /** Every candidate's seats at that time are held. */
  | { kind: 'slot-taken' }
  /** The phone already holds a booking in that department on that date. */
  | { kind: 'duplicate'; appointmentId: string };

/** A walk-in added beyond a slot's capacity (no seat). */
export interface ExtraWalkIn {
  reference: string;
  payload: AppointmentPayload;
  doctor: string;
  actor: AuditActor;
  at: string;
  /** The doctor's consultation fee in rupees, due at the counter. */
  fee?: number | null;
  /** The language of the patient's messages. */
  language?: string;
}

/** Any doctor: the least busy of the day first, to spread the load; the schedule's order among equals. */
export const leastBusyFirst = (candidates: readonly SeatCandidate[], load: ReadonlyMap<string, number>): SeatCandidate[] =>
  candidates
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => (load.get(a.candidate.doctor) ?? 0) - (load.get(b.candidate.doctor) ?? 0) || a.index - b.index)
    .map(({ candidate }) => candidate);

/** Tries per seat when the random reference is already taken (40 bits: rare). */
const REFERENCE_TRIES = 5;

export type BookingService = ReturnType<typeof createBookingService>;

export function createBookingService(storage: Pick<Storage, 'grouped'>) {
  const bookIn = async (tx: Transaction, request: BookRequest): Promise<BookResult> => {
    const { appointments, idempotency, audit, outbox, payments } = tx.repos;
    const { payload, idempotency: key } = request;
    if (key) {
      // Requests with the same key queue here, so a retry that reaches another instance at the same moment waits and replays.
      await tx.lockIdempotencyKey(key.key);
      const seen = keySeen(await idempotency.find(key.key), key);
      if (seen) return seen;
    }
    // No look for the phone's other visit first: the one-visit unique index refuses the insert below, and
    // only then is it looked up (a query every booking would pay for the rare one it turns away).
    const visit = { phone: payload.phone, service: payload.service, preferredDate: payload.preferredDate };
    const ordered =
      request.candidates.length > 1
        ? leastBusyFirst(
            request.candidates,
            await appointments.dayLoad(
              request.candidates.map((c) => c.doctor),
              payload.preferredDate,
            ),
          )
        : request.candidates;
    const createdAt = new Date().toISOString();
    const language = request.language ?? 'en';
    for (const { doctor, capacity, fee: doctorFee } of ordered) {
      const fee = request.packagePrice ?? doctorFee ?? null;
      const status = request.payNow && fee !== null && fee > 0 ? 'payment_pending' : 'booked';
      // Pay Now that cannot be taken online (no gateway, no fee set) is booked as what it then is.
      const paymentMethod = status === 'booked' && payload.paymentMethod === 'pay_now' ? 'pay_at_hospital' : payload.paymentMethod;
      for (let seat = 1; seat <= capacity; seat++) {
        for (let attempt = 0; attempt < REFERENCE_TRIES; attempt++) {
          const id = request.newReference();
          const inserted = await appointments.insert({
            id,
            createdAt,
            payload: { ...payload, paymentMethod },
            doctor,
            seat,
            status,
            language,
            manageTokenHash: request.manageTokenHash ?? null,
            extra: false,
            // The desk books only patients at the counter; everyone else comes through the form.
            channel: request.actor?.kind === 'staff' ? 'walk_in' : 'online',
            fee,
          });
          if (inserted) {
            if (key) await idempotency.remember(key.key, key.requestHash, id, createdAt);
            const toSlot = slotText({ ...payload, doctor });
            await audit.record(id, {
              at: createdAt,
              actor: request.actor ?? { kind: 'patient' },
              action: 'book',
              fromStatus: null,
              toStatus: status,
              fromSlot: null,
              toSlot,
              reason: '',
            });
            if (status === 'payment_pending' && request.payNow && fee !== null) {
              await payments.open({ appointmentId: id, amount: rupeesToPaise(fee), holdUntil: request.payNow.holdUntil, at: createdAt });
              await payments.log(id, {
                at: createdAt,
                actor: request.actor ?? { kind: 'patient' },
                action: 'held',
                amount: rupeesToPaise(fee),
                detail: `until ${request.payNow.holdUntil}`,
              });
            }
            if (request.messages)
              await outbox.enqueue(
                id,
                createdAt,
                request.messages({ ...payload, paymentMethod, appointmentId: id, createdAt, doctor, status, language, fee }),
              );
            const held = status === 'payment_pending' ? (request.payNow?.holdUntil ?? null) : null;
            return {
              kind: 'created',
              appointment: {
                appointmentId: id,
                doctor,
                preferredDate: payload.preferredDate,
                preferredTime: payload.preferredTime,
                status,
                paymentMethod,
                fee,
                holdUntil: held,
              },
            };
          }
          // Refused: the same phone holds a seat that day, the reference is taken, or (most often) the seat is held.
          const raced = await appointments.seatHolderOfPhone(visit);
          if (raced) return { kind: 'duplicate', appointmentId: raced };
          if (!(await appointments.exists(id))) break;
        }
      }
    }
    return { kind: 'slot-taken' };
  };

  return {
    /** One booking (SQLite: in a group commit with those that arrive with it). */
    book: storage.grouped(bookIn),
    /** One booking inside the caller's transaction (the lifecycle's walk-in, which checks the patient in with it). */
    bookWithin: bookIn,

    /** A walk-in beyond capacity inside the caller's transaction: no seat, so the one-seat index never counts it. */
    async bookExtraWithin(
      tx: Transaction,
      { reference, payload, doctor, actor, at, fee = null, language = 'en' }: ExtraWalkIn,
    ): Promise<BookResult> {
      const { appointments, audit } = tx.repos;
      const inserted = await appointments.insert({
        id: reference,
        createdAt: at,
        payload,
        doctor,
        seat: null,
        status: 'booked',
        language,
        manageTokenHash: null,
        extra: true,
        channel: 'walk_in',
        fee,
      });
      if (!inserted) throw new Error('The new reference is taken');
      await audit.record(reference, {
        at,
        actor,
        action: 'book',
        fromStatus: null,
        toStatus: 'booked',
        fromSlot: null,
        toSlot: slotText({ ...payload, doctor }),
        reason: 'walk-in beyond capacity',
      });
      return {
        kind: 'created',
        appointment: {
          appointmentId: reference,
          doctor,
          preferredDate: payload.preferredDate,
          preferredTime: payload.preferredTime,
          status: 'booked',
          paymentMethod: payload.paymentMethod,
          fee,
          holdUntil: null,
        },
      };
    },
  };
}
