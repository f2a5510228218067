import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@hospital/booking-contract';
import {
  STATUS_TRANSITIONS,
  SEAT_HOLDING_STATUSES,
  canCancel,
  canCheckIn,
  canComplete,
  canMarkNoShow,
  canReschedule,
  canTransition,
  completesBeforeCheckIn,
  holdsSeat,
  isUpcoming,
  keepsPayment,
  retakesSeat,
} from './status';

const where = (rule: (status: AppointmentStatus) => boolean) => APPOINTMENT_STATUSES.filter(rule);

describe('what each status allows', () => {
  it('allow exactly the transitions written down', () => {
    const allowed = APPOINTMENT_STATUSES.flatMap((from) =>
      APPOINTMENT_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'booked>confirmed',
      'booked>checked_in',
      'booked>cancelled',
      'booked>no_show',
      'confirmed>checked_in',
      'confirmed>cancelled',
      'confirmed>no_show',
      'checked_in>completed',
      'payment_pending>booked',
      'payment_pending>cancelled',
      'payment_pending>expired',
      'expired>booked',
    ]);
  });

  it('hold the seat while a payment is awaited, and free it once the hold expired', () => {
    expect(SEAT_HOLDING_STATUSES).toContain('payment_pending');
    expect(SEAT_HOLDING_STATUSES).not.toContain('expired');
    expect(canReschedule('payment_pending')).toBe(false);
  });

  it('end in completed, cancelled and no_show, which hold no seat', () => {
    for (const end of ['completed', 'cancelled', 'no_show'] as const) {
      expect(STATUS_TRANSITIONS[end]).toEqual([]);
      expect(SEAT_HOLDING_STATUSES).not.toContain(end);
      expect(canReschedule(end)).toBe(false);
    }
    expect(canReschedule('booked')).toBe(true);
    expect(canReschedule('checked_in')).toBe(false);
  });

  it('name each rule once: a seat, the patient’s changes, and a payment kept differ where the visit took place', () => {
    expect(where(holdsSeat)).toEqual(['booked', 'confirmed', 'checked_in', 'payment_pending']);
    expect(where(isUpcoming)).toEqual(['booked', 'confirmed']);
    expect(where(canReschedule)).toEqual(where(isUpcoming));
    // A completed visit frees its seat but keeps its fee; a held booking keeps a seat but no fee yet.
    expect(where(keepsPayment)).toEqual(['booked', 'confirmed', 'checked_in', 'completed']);
  });

  it('say who may be cancelled, checked in, marked a no-show or completed', () => {
    expect(where(canCancel)).toEqual(['booked', 'confirmed', 'payment_pending']);
    expect(where(canCheckIn)).toEqual(['booked', 'confirmed']);
    expect(where(canMarkNoShow)).toEqual(['booked', 'confirmed']);
    expect(where(canComplete)).toEqual(['checked_in']);
  });

  it('complete only after check-in: completing a visit still to come is its own refusal', () => {
    expect(where((from) => completesBeforeCheckIn(from, 'completed'))).toEqual(['booked', 'confirmed']);
    expect(completesBeforeCheckIn('booked', 'checked_in')).toBe(false);
    expect(completesBeforeCheckIn('checked_in', 'completed')).toBe(false);
  });

  it('take a seat again only when coming back to a seat-holding status', () => {
    expect(retakesSeat('expired', 'booked')).toBe(true);
    expect(retakesSeat('payment_pending', 'booked')).toBe(false);
    expect(retakesSeat('booked', 'cancelled')).toBe(false);
  });
});
