// The booking's answer is read by the schema the API answers with (the booking contract's): what meets it is
// shown, a field that breaks it is left out, and an answer without its reference is not a booking.
import { BOOKING_MESSAGES, type AppointmentPayload } from '@hospital/booking-contract';
import { bookAppointment } from './book-appointment.resource';

const payload = { fullName: 'Asha' } as unknown as AppointmentPayload;
const fetchSpy = jest.fn();
/** What fetch resolves with (jsdom has no Response). */
const answering = (status: number, body: unknown) =>
  fetchSpy.mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body });

const payment = {
  provider: 'razorpay',
  orderId: 'order_1',
  amount: 80000,
  currency: 'INR',
  keyId: 'rzp_test_1',
  checkoutUrl: '/checkout.js',
  holdUntil: '2026-11-29T10:15:00.000Z',
};
const booked = {
  success: true,
  message: 'Booked',
  appointmentId: 'ASH-7K3Q-9XPD',
  doctor: { slug: 'dr-karthik-varma', name: 'Dr. Karthik Varma' },
  date: '2026-12-01',
  time: '10:15',
  durationMinutes: 15,
  manageUrl: '/appoinment/manage/abc',
  status: 'payment_pending',
  paymentMethod: 'pay_now',
  fee: 800,
  payment,
};

beforeEach(() => {
  fetchSpy.mockReset();
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => jest.restoreAllMocks());

it('shows every field of an answer that meets its schema, and nothing it does not list', async () => {
  answering(201, { ...booked, internalNote: 'x' });
  const { success: _s, ...shown } = booked;
  expect(await bookAppointment(payload, { idempotencyKey: 'k' })).toEqual({ ok: true, ...shown });
});

it('leaves out each field that breaks the schema, and keeps the booking', async () => {
  answering(201, {
    ...booked,
    doctor: { name: 'Dr. Karthik Varma' },
    date: 'tomorrow',
    manageUrl: 'https://elsewhere.example/manage/abc',
    status: 'paid',
    fee: '800',
    payment: { ...payment, keyId: undefined },
  });
  expect(await bookAppointment(payload, { idempotencyKey: 'k' })).toEqual({
    ok: true,
    message: 'Booked',
    appointmentId: 'ASH-7K3Q-9XPD',
    time: '10:15',
    durationMinutes: 15,
    paymentMethod: 'pay_now',
  });
});

it('is no booking without its reference', async () => {
  const { appointmentId: _a, ...unreferenced } = booked;
  answering(201, unreferenced);
  expect(await bookAppointment(payload, { idempotencyKey: 'k' })).toEqual({ ok: false, status: 201, message: 'Booked' });
  answering(201, { ...booked, appointmentId: 42, message: ' ' });
  expect(await bookAppointment(payload, { idempotencyKey: 'k' })).toEqual({ ok: false, status: 201, message: BOOKING_MESSAGES.failed });
});
