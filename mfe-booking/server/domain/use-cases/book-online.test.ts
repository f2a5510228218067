import type { AppointmentPayload, BookingPayment } from '@hospital/booking-contract';
import { bookingWindow } from '../calendar';
import type { StoredAppointment } from '../appointment';
import type { FreeTimes } from '../ports';
import type { BookResult, BookingService } from './book';
import { createOnlineBooking, type OnlineBookingOptions } from './book-online';

// The form's booking without HTTP or a database: each port a small fake that records what it was asked.
const NOW = new Date('2026-11-29T04:00:00Z');
const payload = {
  fullName: 'Test Patient',
  phone: '9876543210',
  service: 'orthopedics',
  doctor: 'dr-karthik-varma',
  preferredDate: '2026-12-02',
  preferredTime: '10:00',
  paymentMethod: 'pay_now',
} as unknown as AppointmentPayload;

const freeTimes: FreeTimes = {
  window: () => bookingWindow(NOW, { noticeMinutes: 0, horizonDays: 30 }),
  scheduleIndex: () => Promise.reject(new Error('not used')),
  slotMinutesOf: async () => 15,
  check: async () => ({ ok: true, candidates: [{ doctor: 'dr-karthik-varma', capacity: 1, slotMinutes: 15, fee: 800 }] }),
  alternatives: async () => [],
};

function setUp(
  booked: BookResult,
  { status = 'payment_pending' as StoredAppointment['status'], orderFails = false, timeLeftWindow = false } = {},
) {
  const calls = { book: 0, expired: [] as string[], links: 0 };
  const held = { appointmentId: 'ASH-1', doctor: 'dr-karthik-varma', preferredDate: '2026-12-02', preferredTime: '10:00' };
  const options: OnlineBookingOptions = {
    repos: {
      appointments: { findById: async () => ({ ...held, status, paymentMethod: 'pay_now', fee: 800 }) as unknown as StoredAppointment },
      idempotency: { find: async (key) => (key === 'seen' ? { requestHash: 'same', appointment: held } : null) },
      payments: { of: async () => null },
      manageLinks: { add: async () => void calls.links++ },
    },
    booking: {
      // As the booking's transaction does: a key seen answers its first booking, or refuses another request.
      book: (async ({ idempotency }) => {
        calls.book++;
        if (idempotency?.key === 'seen')
          return idempotency.requestHash === 'same' ? { kind: 'replayed', appointment: held } : { kind: 'key-conflict' };
        return booked;
      }) as BookingService['book'],
    },
    slots: timeLeftWindow
      ? { ...freeTimes, check: async () => ({ ok: false, message: 'That time has passed', field: 'preferredTime' }) }
      : freeTimes,
    lifecycle: {
      bookedMessages: async () => () => [],
      expireHold: (async ({ appointmentId }: { appointmentId: string }) => {
        calls.expired.push(appointmentId);
        return { kind: 'expired' as const };
      }) as never,
    },
    payments: {
      checkoutOf: () => null,
      openOrder: async (): Promise<BookingPayment> => {
        if (orderFails) throw new Error('gateway down');
        return {
          provider: 'razorpay',
          orderId: 'order_1',
          amount: 80000,
          currency: 'INR',
          keyId: 'key',
          checkoutUrl: 'https://example.invalid',
          holdUntil: '2026-11-29T04:10:00Z',
        };
      },
    },
    holdMinutes: 10,
    now: () => NOW,
  };
  return { bookOnline: createOnlineBooking(options), calls };
}

const created: BookResult = {
  kind: 'created',
  appointment: {
    appointmentId: 'ASH-1',
    doctor: 'dr-karthik-varma',
    preferredDate: '2026-12-02',
    preferredTime: '10:00',
    status: 'payment_pending',
    paymentMethod: 'pay_now',
    fee: 800,
    holdUntil: '2026-11-29T04:10:00Z',
  },
};

describe('the form’s booking, as a use case', () => {
  it('holds a Pay Now booking with its gateway order', async () => {
    const { bookOnline } = setUp(created);
    const outcome = await bookOnline({ payload, language: 'en' });
    expect(outcome).toMatchObject({
      kind: 'booked',
      held: true,
      replayed: false,
      answer: { status: 'payment_pending', payment: { orderId: 'order_1' } },
    });
  });

  it('gives the seat back at once when the gateway takes no order', async () => {
    const { bookOnline, calls } = setUp(created, { orderFails: true });
    expect(await bookOnline({ payload, language: 'en' })).toEqual({
      kind: 'gateway-failed',
      appointmentId: 'ASH-1',
      error: 'gateway down',
    });
    expect(calls.expired).toEqual(['ASH-1']);
  });

  it.each([false, true])(
    'answers a retry with its first booking, and refuses a key used for another (its time since left the window: %s)',
    async (timeLeftWindow) => {
      const { bookOnline, calls } = setUp(created, { status: 'booked', timeLeftWindow });
      expect(await bookOnline({ payload, language: 'en', idempotency: { key: 'seen', requestHash: 'same' } })).toMatchObject({
        kind: 'booked',
        replayed: true,
        appointmentId: 'ASH-1',
      });
      expect(await bookOnline({ payload, language: 'en', idempotency: { key: 'seen', requestHash: 'other' } })).toEqual({
        kind: 'key-conflict',
      });
      // A time no longer bookable is refused before any booking is tried: the key is looked up there.
      expect(calls.book).toBe(timeLeftWindow ? 0 : 2);
      // The replay's answer carries a further manage link of its own.
      expect(calls.links).toBe(1);
    },
  );

  it.each([false, true])(
    'refuses a retry of a held booking whose hold ran out: it is not that booking any more (its time since left the window: %s)',
    async (timeLeftWindow) => {
      const { bookOnline } = setUp(created, { status: 'expired', timeLeftWindow });
      expect(await bookOnline({ payload, language: 'en', idempotency: { key: 'seen', requestHash: 'same' } })).toMatchObject({
        kind: 'hold-expired',
      });
    },
  );
});
