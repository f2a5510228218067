import { APPOINTMENT_STATUSES, isAppointmentStatus } from './status';

describe('appointment statuses', () => {
  it('are the six of the manage issue and the two of online payment', () => {
    expect(APPOINTMENT_STATUSES).toEqual([
      'booked',
      'confirmed',
      'checked_in',
      'completed',
      'cancelled',
      'no_show',
      'payment_pending',
      'expired',
    ]);
  });

  it('recognises its own names only', () => {
    expect(isAppointmentStatus('booked')).toBe(true);
    expect(isAppointmentStatus('active')).toBe(false);
    expect(isAppointmentStatus(3)).toBe(false);
  });
});
