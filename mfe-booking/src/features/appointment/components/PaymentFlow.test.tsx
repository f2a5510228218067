import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '@hospital/booking-contract';
import { AppointmentForm } from './AppointmentForm';
import { forgetBookingConfig, loadBookingConfig } from '../hooks/useBookingConfig';
import { openCheckout } from '../payment/checkout';

// The gateway's checkout is a script of the gateway's, which a browser test drives (e2e/booking/pay-now.spec.ts);
// here it stands for the patient's choice in it.
jest.mock('../payment/checkout', () => ({ openCheckout: jest.fn(), loadCheckout: jest.fn() }));
const checkout = openCheckout as jest.MockedFunction<typeof openCheckout>;

jest.setTimeout(30_000);

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({ ok: status >= 200 && status < 300, status, json: async () => body });

const future = (() => {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 10)).toISOString().slice(0, 10);
})();
const slots = (url: string) => ({
  success: true,
  date: new URL(url, 'http://localhost').searchParams.get('date'),
  service: 'Women & Child Care',
  slots: [{ time: '09:30', doctors: [{ slug: 'dr-lakshmi-priya-nair', name: 'Dr. Lakshmi Priya Nair' }] }],
  nextDate: null,
  bookableFrom: '2020-01-01',
  bookableUntil: '2099-12-31',
});
/** The strip's 14 days from today, each with one free time. */
const freeDays = (url: string) => {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  const days = Array.from({ length: 14 }, (_x, n) => ({ date: new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10), free: 1 }));
  return {
    success: true,
    service: new URL(url, 'http://localhost').searchParams.get('service'),
    days,
    bookableFrom: days[0]!.date,
    bookableUntil: '2099-12-31',
  };
};
const FEES = { 'dr-lakshmi-priya-nair': 700, 'dr-sneha-kulkarni': 600 };
const holdUntil = new Date(Date.now() + 15 * 60_000).toISOString();
const held = {
  success: true,
  message: 'Your time is held for you. Pay now to complete the booking.',
  appointmentId: 'ASH-PAYS-0001',
  doctor: { slug: 'dr-lakshmi-priya-nair', name: 'Dr. Lakshmi Priya Nair' },
  date: future,
  time: '09:30',
  durationMinutes: 15,
  manageUrl: `/appoinment/manage/${'t'.repeat(43)}`,
  status: 'payment_pending',
  paymentMethod: 'pay_now',
  fee: 700,
  payment: {
    provider: 'razorpay',
    orderId: 'order_TEST0001',
    amount: 70000,
    currency: 'INR',
    keyId: 'rzp_test_x',
    checkoutUrl: 'http://127.0.0.1:13190/v1/checkout.js',
    holdUntil,
  },
};

const calls: Array<[string, RequestInit]> = [];
let config: Record<string, unknown>;
const routes: Record<string, () => FakeResponse> = {};
const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
  calls.push([url, init]);
  if (url.startsWith('/api/appointments/config')) return reply(200, config);
  if (url.startsWith('/api/appointments/slots')) return reply(200, slots(url));
  if (url.startsWith('/api/appointments/free-days')) return reply(200, freeDays(url));
  const route = Object.keys(routes).find((prefix) => url.startsWith(prefix));
  return route ? (routes[route] as () => FakeResponse)() : reply(404, { success: false, message: 'Not found' });
});
const sent = (prefix: string) =>
  calls.filter(([url]) => url.startsWith(prefix)).map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);

async function ready(online: boolean) {
  forgetBookingConfig();
  config = { success: true, whatsappReminders: false, manageCutoffMinutes: 120, onlinePayment: online, fees: FEES, paymentHoldMinutes: 15 };
  Object.assign(globalThis, { fetch: fetchMock });
  await loadBookingConfig();
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Sunitha Reddy');
  await user.type(screen.getByLabelText(/^Age/), '29');
  await user.selectOptions(screen.getByLabelText(/Gender/), 'Female');
  await user.type(screen.getByLabelText(/E-mail/), 'sunitha.reddy@example.in');
  await user.type(screen.getByLabelText(/^Phone/), '9123456780');
  await user.type(screen.getByLabelText(/Address/), 'H.No 7-1-22, Bowenpally, Secunderabad');
  await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
  await user.type(screen.getByLabelText(/Preferred date/), future);
  await user.click(await screen.findByRole('radio', { name: '9:30 am' }));
}

beforeEach(() => {
  sessionStorage.clear();
  calls.length = 0;
  for (const key of Object.keys(routes)) delete routes[key];
  checkout.mockReset();
});

describe('fees in the form', () => {
  it('shows the department’s fees once it is chosen, the doctor’s once one is, and a package’s price', async () => {
    await ready(true);
    const user = userEvent.setup();
    const { unmount } = render(<AppointmentForm />);
    expect(screen.queryByText(/Consultation fee/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    expect(screen.getByText('Consultation fee: ₹600 to ₹700, depending on the doctor')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Doctor/), 'dr-lakshmi-priya-nair');
    expect(screen.getByText('Consultation fee: ₹700')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(
      screen.getByText('You pay ₹700 now by UPI, card or net banking. Your time is held for 15 minutes while you pay.'),
    ).toBeInTheDocument();
    unmount();
    render(
      <AppointmentForm
        initial={{ service: 'Cardiology & Heart Care' }}
        healthPackage={{ id: 'healthy-heart', title: 'Healthy Heart', service: 'Cardiology & Heart Care', price: 4999 }}
      />,
    );
    expect(screen.getByText('Package price: ₹4,999, its tests and the doctor’s review included')).toBeInTheDocument();
    // The form asked for the department's days as it opened: the strip shows them.
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Choose a day' })).getAllByRole('radio')).toHaveLength(14));
  });
});

describe('without online payment', () => {
  it('keeps the Pay Now button, says online payment is not available yet, and books as Pay at Hospital', async () => {
    await ready(false);
    routes['/api/appointments/book-appointment'] = () =>
      reply(201, {
        ...held,
        status: 'booked',
        paymentMethod: 'pay_at_hospital',
        message: 'Appointment booked successfully!',
        payment: undefined,
      });
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(
      screen.getByText('Online payment is not available yet. Please pay at the hospital: your appointment is booked as Pay at Hospital.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay at Hospital' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await screen.findByText(/Appointment booked successfully!/);
    expect(sent('/api/appointments/book-appointment')[0]).toMatchObject({ paymentMethod: 'pay_at_hospital' });
    expect(checkout).not.toHaveBeenCalled();
  });
});

describe('Pay Now', () => {
  it('opens the checkout for the order the server made, has the server verify it, and shows the receipt', async () => {
    await ready(true);
    routes['/api/appointments/book-appointment'] = () => reply(201, held);
    routes['/api/appointments/payments/verify'] = () =>
      reply(200, {
        success: true,
        message: 'Payment received. Your appointment is booked.',
        appointment: { reference: 'ASH-PAYS-0001', status: 'booked' },
      });
    checkout.mockResolvedValue({
      kind: 'paid',
      success: { razorpay_order_id: 'order_TEST0001', razorpay_payment_id: 'pay_TEST0001', razorpay_signature: 'a'.repeat(64) },
    });
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    const status = await screen.findByText('Payment received. Your appointment is booked.');
    expect(checkout).toHaveBeenCalledWith(
      held.payment,
      expect.objectContaining({ reference: 'ASH-PAYS-0001', name: 'Sunitha Reddy', phone: '9123456780' }),
    );
    expect(sent('/api/appointments/payments/verify')).toEqual([
      {
        reference: 'ASH-PAYS-0001',
        razorpay_order_id: 'order_TEST0001',
        razorpay_payment_id: 'pay_TEST0001',
        razorpay_signature: 'a'.repeat(64),
      },
    ]);
    expect(status.closest('section')).toHaveTextContent('Paid ₹700 online (payment pay_TEST0001). Our e-mail is your receipt.');
    // The receipt stands in the form's place.
    expect(screen.queryByLabelText(/Full name/)).not.toBeInTheDocument();
  });

  it('closed without paying: the time stays held, the patient can pay again or pay at the hospital without retyping', async () => {
    await ready(true);
    routes['/api/appointments/book-appointment'] = () => reply(201, held);
    routes['/api/appointments/manage/'] = () =>
      reply(200, {
        success: true,
        message: 'Your appointment is booked. Please pay at the hospital.',
        appointment: { reference: 'ASH-PAYS-0001', status: 'booked' },
      });
    checkout.mockResolvedValue({ kind: 'closed', failure: 'Payment failed' });
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText(/The payment did not go through \(Payment failed\)\. Your time is held until/)).toBeInTheDocument();
    // The held booking stands in the form's place, focused: no second booking is offered.
    expect(screen.getByRole('heading', { name: 'Your time is held: finish booking' })).toHaveFocus();
    expect(screen.getByText('ASH-PAYS-0001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Appointment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay at Hospital' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₹700 now' }));
    await waitFor(() => expect(checkout).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Pay at the hospital instead' }));
    const status = await screen.findByText('Your appointment is booked. Please pay at the hospital.');
    expect(
      calls.some(([url, init]) => url === `/api/appointments/manage/${'t'.repeat(43)}/pay-at-hospital` && init.method === 'POST'),
    ).toBe(true);
    expect(status.closest('section')).toHaveTextContent('Fee: ₹700, to be paid at the hospital.');
    expect(sent('/api/appointments/book-appointment')).toHaveLength(1);
  });

  it('a hold that ran out is said so, and the next try is a new booking', async () => {
    await ready(true);
    routes['/api/appointments/book-appointment'] = () =>
      reply(201, { ...held, payment: { ...held.payment, holdUntil: new Date(Date.now() - 1000).toISOString() } });
    checkout.mockResolvedValue({ kind: 'closed', failure: null });
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The time held for you ran out before the payment was made. Your details are still in the form: book again.',
    );
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Sunitha Reddy');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(sent('/api/appointments/book-appointment')).toHaveLength(2));
    const keys = calls
      .filter(([url]) => url.startsWith('/api/appointments/book-appointment'))
      .map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('each close of the checkout brings the patient back to the held booking, focused, in every order of taps', async () => {
    await ready(true);
    routes['/api/appointments/book-appointment'] = () => reply(201, held);
    checkout.mockResolvedValueOnce({ kind: 'closed', failure: null }).mockResolvedValueOnce({ kind: 'closed', failure: 'Card declined' });
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    const heading = await screen.findByRole('heading', { name: 'Your time is held: finish booking' });
    await screen.findByText(/The payment was not completed\. Your time is held for you until/);
    expect(heading).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Pay ₹700 now' }));
    await screen.findByText(/The payment did not go through \(Card declined\)/);
    expect(heading).toHaveFocus();
    expect(checkout).toHaveBeenCalledTimes(2);
    expect(sent('/api/appointments/book-appointment')).toHaveLength(1);
  });
});

describe('a held booking over a reload', () => {
  const token = 't'.repeat(43);
  const opened = (status: string, holdUntil: string) =>
    reply(200, {
      success: true,
      appointment: {
        reference: 'ASH-PAYS-0001',
        status,
        service: 'Women & Child Care',
        doctor: held.doctor,
        date: future,
        time: '09:30',
        changeable: true,
        cutoffMinutes: 120,
        fee: 700,
        paymentMethod: 'pay_now',
        payment: 'pending',
        pendingPayment: { ...held.payment, holdUntil },
      },
    });

  it('is shown again from its link, waiting for a tap, and can be paid at the hospital', async () => {
    await ready(true);
    sessionStorage.setItem('booking.held', held.manageUrl);
    routes[`/api/appointments/manage/${token}/pay-at-hospital`] = () =>
      reply(200, {
        success: true,
        message: 'Your appointment is booked. Please pay at the hospital.',
        appointment: { reference: 'ASH-PAYS-0001', status: 'booked' },
      });
    routes[`/api/appointments/manage/${token}`] = () => opened('payment_pending', holdUntil);
    const user = userEvent.setup();
    render(<AppointmentForm />);
    expect(await screen.findByRole('heading', { name: 'Your time is held: finish booking' })).toHaveFocus();
    expect(screen.getByText('ASH-PAYS-0001')).toBeInTheDocument();
    expect(checkout).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pay at the hospital instead' }));
    await screen.findByText('Your appointment is booked. Please pay at the hospital.');
    expect(sessionStorage.getItem('booking.held')).toBeNull();
  });

  it('is not shown once it is no longer held: the empty form, and the link forgotten', async () => {
    await ready(true);
    sessionStorage.setItem('booking.held', held.manageUrl);
    routes[`/api/appointments/manage/${token}`] = () => opened('expired', new Date(Date.now() - 1000).toISOString());
    render(<AppointmentForm />);
    await waitFor(() => expect(sessionStorage.getItem('booking.held')).toBeNull());
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeInTheDocument();
    expect(screen.queryByText('ASH-PAYS-0001')).not.toBeInTheDocument();
  });
});
