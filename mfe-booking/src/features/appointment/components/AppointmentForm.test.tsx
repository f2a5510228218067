import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '@hospital/shared-types';
import { AppointmentForm } from './AppointmentForm';

// Typing a whole form takes a few seconds when the machine is busy.
jest.setTimeout(30_000);

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => (body === undefined ? Promise.reject(new SyntaxError('Unexpected token <')) : body),
});

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

const future = (() => {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 10)).toISOString().slice(0, 10);
})();

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Sunitha Reddy');
  await user.type(screen.getByLabelText(/^Age/), '29');
  await user.selectOptions(screen.getByLabelText(/Gender/), 'Female');
  await user.type(screen.getByLabelText(/E-mail/), 'sunitha.reddy@example.in');
  await user.type(screen.getByLabelText(/^Phone/), '9123456780');
  await user.type(screen.getByLabelText(/Address/), 'H.No 7-1-22, Bowenpally, Secunderabad');
  await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
  await user.type(screen.getByLabelText(/Preferred date/), future);
  await user.type(screen.getByLabelText(/Preferred time/), '09:30');
}

const submitButton = () => screen.getByRole('button', { name: /Book Appointment|Sending/ });

describe('AppointmentForm', () => {
  it('blocks an empty form: errors below each field, focus on the first, nothing sent', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await user.click(submitButton());
    const name = screen.getByLabelText(/Full name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your full name');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(/Please enter a 10-digit phone number/);
    expect(screen.getByText('Please select a payment method')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a payment-less booking even when every field is valid', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Please select a payment method')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers today as the earliest date, in the visitor’s own time zone', () => {
    render(<AppointmentForm />);
    expect(screen.getByLabelText(/Preferred date/)).toHaveAttribute('min', todayIn());
  });

  it('copies the phone into WhatsApp with Same as Phone, only when there is a phone', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    const whatsapp = screen.getByLabelText(/WhatsApp number/);
    await user.click(screen.getByRole('button', { name: 'Same as Phone' }));
    expect(whatsapp).toHaveValue('');
    await user.type(screen.getByLabelText(/^Phone/), '9000011111');
    await user.click(screen.getByRole('button', { name: 'Same as Phone' }));
    expect(whatsapp).toHaveValue('9000011111');
  });

  it('shows the queue note only for Pay at Hospital, with the active button pressed', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    const note = /Choosing 'Pay at Hospital' may result in longer waiting times due to heavy queues/;
    await user.click(screen.getByRole('button', { name: 'Pay at Hospital' }));
    expect(screen.getByRole('button', { name: 'Pay at Hospital' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(note)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('sends the spec payload once, shows Sending..., then the reference, and clears the form', async () => {
    const user = userEvent.setup();
    let answer: (response: FakeResponse) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<AppointmentForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay at Hospital' }));
    await user.click(submitButton());

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/appointments/book-appointment');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/.{16,}/);
    expect(JSON.parse(String(init.body))).toEqual({
      fullName: 'Sunitha Reddy',
      age: 29,
      gender: 'Female',
      email: 'sunitha.reddy@example.in',
      phone: '9123456780',
      whatsapp: '9123456780',
      address: 'H.No 7-1-22, Bowenpally, Secunderabad',
      service: 'Women & Child Care',
      doctor: 'N/A',
      preferredDate: future,
      preferredTime: '09:30',
      message: '',
      paymentMethod: 'pay_at_hospital',
    });

    answer(reply(201, { success: true, message: 'Appointment booked successfully!', appointmentId: 'ASH-AB12-CD34' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Appointment booked successfully!'));
    expect(status).toHaveTextContent('ASH-AB12-CD34');
    expect(screen.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute('download', 'appointment-ASH-AB12-CD34.ics');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Age/)).toHaveValue(null);
    expect(screen.getByLabelText(/Service/)).toHaveValue('');
    expect(screen.queryByText(/may result in longer waiting times/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay at Hospital' })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['the server’s message', reply(500, { success: false, message: 'The booking desk is closed for maintenance.' }), 'The booking desk is closed for maintenance.'],
    ['the fallback for a non-JSON error', reply(500, undefined), 'Failed to book appointment. Please try again.'],
    ['the fallback for success: false without a message', reply(200, { success: false }), 'Failed to book appointment. Please try again.'],
  ])('shows %s and keeps every value', async (_name, response, message) => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(response);
    render(<AppointmentForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Sunitha Reddy');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('9123456780');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reports a network failure and reuses the Idempotency-Key when the same booking is retried', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(reply(201, { success: true, message: 'Appointment booked successfully!', appointmentId: 'ASH-RETR-Y001' }));
    render(<AppointmentForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your connection and try again.');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('sunitha.reddy@example.in');
    await user.click(submitButton());
    await screen.findByText('ASH-RETR-Y001');
    const keys = fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBe(keys[1]);
  });
});
