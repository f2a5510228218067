import { APPOINTMENT_STATUSES, SEAT_HOLDING_STATUSES, STATUS_TRANSITIONS, canReschedule, canTransition, isAppointmentStatus } from './status';

describe('appointment statuses', () => {
  it('are the six of the manage issue and the two of online payment', () => {
    expect(APPOINTMENT_STATUSES).toEqual(['booked', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show', 'payment_pending', 'expired']);
  });

  it('allow exactly the transitions written down', () => {
    const allowed = APPOINTMENT_STATUSES.flatMap((from) => APPOINTMENT_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`));
    expect(allowed).toEqual([
      'booked>confirmed', 'booked>checked_in', 'booked>cancelled', 'booked>no_show',
      'confirmed>checked_in', 'confirmed>cancelled', 'confirmed>no_show',
      'checked_in>completed',
      'payment_pending>booked', 'payment_pending>cancelled', 'payment_pending>expired',
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

  it('recognises its own names only', () => {
    expect(isAppointmentStatus('booked')).toBe(true);
    expect(isAppointmentStatus('active')).toBe(false);
    expect(isAppointmentStatus(3)).toBe(false);
  });
});
