import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hospitalToday, todayIn } from '@hospital/booking-contract';
import { AppointmentForm } from './AppointmentForm';
import { loadBookingConfig } from '../hooks/useBookingConfig';
import { forgetFreeDays } from '../api/free-days.resource';

// Typing a whole form takes a few seconds when the machine is busy.
jest.setTimeout(30_000);

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => (body === undefined ? Promise.reject(new SyntaxError('Unexpected token <')) : body),
});

/** Free times the fake slots API answers with: a morning, an afternoon and an evening time. */
const DAY_SLOTS = ['09:30', '10:00', '14:15', '18:45'];
const slotsAnswer = (url: string, times = DAY_SLOTS) => {
  const query = new URL(url, 'http://localhost').searchParams;
  return {
    success: true,
    date: query.get('date'),
    service: query.get('service'),
    slots: times.map((time) => ({ time, doctors: [{ slug: 'dr-lakshmi-priya-nair', name: 'Dr. Lakshmi Priya Nair' }] })),
    nextDate: times.length === 0 ? '2031-01-02' : null,
    bookableFrom: '2020-01-01',
    bookableUntil: '2099-12-31',
  };
};

/** The strip's 14 days from today, each with four free times. */
const daysAnswer = (url: string) => {
  const query = new URL(url, 'http://localhost').searchParams;
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  const days = Array.from({ length: 14 }, (_x, n) => ({ date: new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10), free: 4 }));
  return { success: true, service: query.get('service'), days, bookableFrom: days[0]!.date, bookableUntil: '2099-12-31' };
};

/** Bookings go to `bookingMock`; free-time look-ups to `slotsMock` (all four times by default), the strip's to `daysMock`. */
const bookingMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
const slotsMock = jest.fn<Promise<FakeResponse>, [string]>();
const daysMock = jest.fn<Promise<FakeResponse>, [string]>();
// Online payment configured: Pay Now is a real choice (components/PaymentFlow.test.tsx covers the payment itself).
const configAnswer = {
  success: true,
  whatsappReminders: false,
  manageCutoffMinutes: 120,
  onlinePayment: true,
  fees: { 'dr-lakshmi-priya-nair': 700, 'dr-sneha-kulkarni': 600 },
  paymentHoldMinutes: 15,
};
const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) =>
  url.startsWith('/api/appointments/config')
    ? reply(200, configAnswer)
    : url.startsWith('/api/appointments/slots')
      ? slotsMock(url)
      : url.startsWith('/api/appointments/free-days')
        ? daysMock(url)
        : bookingMock(url, init),
);
// The booking service's answer is read once per page: here, before the first form renders.
beforeAll(async () => {
  Object.assign(globalThis, { fetch: fetchMock });
  await loadBookingConfig();
});
beforeEach(() => {
  bookingMock.mockReset();
  slotsMock.mockReset();
  slotsMock.mockImplementation(async (url) => reply(200, slotsAnswer(url)));
  daysMock.mockReset();
  daysMock.mockImplementation(async (url) => reply(200, daysAnswer(url)));
  forgetFreeDays();
  fetchMock.mockClear();
  Object.assign(globalThis, { fetch: fetchMock });
});
const bookingCalls = () => bookingMock.mock.calls;

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
  await user.click(await screen.findByRole('radio', { name: '9:30 am' }));
}

const submitButton = () => screen.getByRole('button', { name: /Book Appointment|Sending/ });

describe('AppointmentForm', () => {
  it('blocks an empty form: errors below each field, focus on the first (the service: times come first), nothing sent', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await user.click(submitButton());
    const service = screen.getByLabelText(/Service/);
    await waitFor(() => expect(service).toHaveFocus());
    expect(service).toHaveAttribute('aria-invalid', 'true');
    const name = screen.getByLabelText(/Full name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your full name');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(/Please enter a 10-digit phone number/);
    expect(screen.getByText('Please select a payment method')).toBeInTheDocument();
    expect(bookingCalls()).toHaveLength(0);
    expect(slotsMock).not.toHaveBeenCalled();
  });

  it('offers days from India’s today, not the visitor’s, up to the booking window’s last day', async () => {
    const user = userEvent.setup();
    // 19:00 UTC on 29 November is half past midnight on the 30th in India: a visitor in UTC is a day behind.
    jest.useFakeTimers({
      now: new Date('2026-11-29T19:00:00Z'),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'hrtime',
        'performance',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
    try {
      render(<AppointmentForm />);
      const date = screen.getByLabelText(/Preferred date/);
      expect(date).toHaveAttribute('min', '2026-11-30');
      await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
      await waitFor(() => expect(date).toHaveAttribute('max', '2099-12-31'));
      expect(slotsMock).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('promises no WhatsApp reminders when the booking service sends none', async () => {
    render(<AppointmentForm />);
    const whatsapp = screen.getByLabelText(/WhatsApp number/);
    await waitFor(() => expect(whatsapp).toHaveAccessibleDescription(/Reminders come by e-mail; we do not send WhatsApp messages yet/));
    expect(screen.queryByText('We send reminders here if you give it')).not.toBeInTheDocument();
  });

  it("shows the day's free times as radio buttons grouped into morning, afternoon and evening, after a visible loading state", async () => {
    const user = userEvent.setup();
    let answer: (response: FakeResponse) => void = () => undefined;
    slotsMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    render(<AppointmentForm />);
    expect(screen.getByText('Choose a service and a date to see the free times.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    await user.type(screen.getByLabelText(/Preferred date/), future);
    expect(await screen.findByText('Loading free times…')).toBeInTheDocument();
    const [url] = slotsMock.mock.calls.at(-1)!;
    expect(url).toBe(`/api/appointments/slots?service=Women+%26+Child+Care&date=${future}`);
    answer(reply(200, slotsAnswer(url)));
    await screen.findByRole('radio', { name: '9:30 am' });
    const time = screen.getByRole('group', { name: 'Preferred time' });
    expect(within(time).getByRole('group', { name: 'Morning' })).toHaveTextContent('9:30 am10:00 am');
    expect(within(time).getByRole('group', { name: 'Afternoon' })).toHaveTextContent('2:15 pm');
    expect(within(time).getByRole('group', { name: 'Evening' })).toHaveTextContent('6:45 pm');
    expect(within(time).getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByRole('textbox', { name: /Preferred time/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '2:15 pm' }));
    expect(screen.getByRole('radio', { name: '2:15 pm' })).toBeChecked();
  });

  it("offers Any available doctor first, then the department's doctors, and asks for that doctor's times", async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    const doctor = screen.getByLabelText(/^Doctor/);
    expect(
      within(doctor)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any available doctor', 'Dr. Lakshmi Priya Nair', 'Dr. Sneha Kulkarni']);
    await user.selectOptions(doctor, 'dr-sneha-kulkarni');
    await user.type(screen.getByLabelText(/Preferred date/), future);
    await waitFor(() => expect(slotsMock.mock.calls.at(-1)?.[0]).toMatch(/&doctor=dr-sneha-kulkarni$/));
    // Another department: the doctor goes back to any.
    await user.selectOptions(screen.getByLabelText(/Service/), 'ENT (Ear, Nose & Throat) Care');
    expect(doctor).toHaveValue('');
  });

  it('says when a day has no free time and offers the next day that has one', async () => {
    const user = userEvent.setup();
    slotsMock.mockImplementation(async (url) => reply(200, slotsAnswer(url, url.includes('2031-01-02') ? ['11:00'] : [])));
    render(<AppointmentForm />);
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    await user.type(screen.getByLabelText(/Preferred date/), future);
    await user.click(await screen.findByRole('button', { name: /Show Thursday, 2 January, the next day with free times/ }));
    expect(screen.getByLabelText(/Preferred date/)).toHaveValue('2031-01-02');
    expect(await screen.findByRole('radio', { name: '11:00 am' })).toBeInTheDocument();
  });

  it('says when the times could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    slotsMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<AppointmentForm />);
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    await user.type(screen.getByLabelText(/Preferred date/), future);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: '9:30 am' })).toBeInTheDocument();
  });

  it('refuses a payment-less booking even when every field is valid', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Please select a payment method')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveFocus());
    expect(bookingCalls()).toHaveLength(0);
  });

  it('says an emergency is not booked before the first field, not below the Book button', () => {
    render(<AppointmentForm />);
    const note = screen.getByText(/In an emergency do not book online/);
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(note, screen.getByLabelText(/Full name/))).toBe(true);
    expect(within(note).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^tel:\+91\d{10}$/));
  });

  it('a message naming chest pain puts the emergency number in front of the patient, and the booking still goes', async () => {
    const user = userEvent.setup();
    bookingMock.mockResolvedValue(
      reply(201, { success: true, message: 'Appointment booked successfully!', appointmentId: 'ASH-CHES-T001' }),
    );
    render(<AppointmentForm />);
    await fillValidForm(user);
    expect(screen.queryByRole('link', { name: /^Call .* now$/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Message/), 'Chest pain since last night');
    expect(await screen.findByText(/What you describe can be an emergency/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call .* now$/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+91\d{10}$/));
    await user.click(screen.getByRole('button', { name: 'Pay at Hospital' }));
    await user.click(submitButton());
    expect(await screen.findByRole('region', { name: 'Your appointment is booked' })).toBeInTheDocument();
    expect(bookingCalls()).toHaveLength(1);
  });

  it('hears an emergency in Hindi typed in Latin letters, and goes quiet when the message no longer names one', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    const message = screen.getByLabelText(/Message/);
    await user.type(message, 'subah se seene me dard');
    expect(await screen.findByRole('link', { name: /^Call .* now$/ })).toBeInTheDocument();
    await user.clear(message);
    await user.type(message, 'ghutne me dard');
    expect(screen.queryByRole('link', { name: /^Call .* now$/ })).not.toBeInTheDocument();
  });

  it('opened for a doctor without a day, shows the doctor’s first day with free times, and leaves a day the patient picks', async () => {
    const user = userEvent.setup();
    // Today (in India) has no free time for her: the API names the next day that has one.
    slotsMock.mockImplementation(async (url) =>
      reply(200, slotsAnswer(url, new URL(url, 'http://localhost').searchParams.get('date') === hospitalToday() ? [] : DAY_SLOTS)),
    );
    render(<AppointmentForm initial={{ service: 'Women & Child Care', doctor: 'dr-lakshmi-priya-nair' }} />);
    const date = screen.getByLabelText(/Preferred date/);
    await waitFor(() => expect(date).toHaveValue('2031-01-02'));
    expect(await screen.findByRole('radio', { name: '9:30 am' })).toBeInTheDocument();
    // A day chosen by the patient stays, free times or not.
    slotsMock.mockImplementation(async (url) => reply(200, slotsAnswer(url, [])));
    await user.clear(date);
    await user.type(date, future);
    await waitFor(() => expect(slotsMock.mock.calls.some(([url]) => url.includes(`date=${future}`))).toBe(true));
    expect(date).toHaveValue(future);
  });

  it('offers today in India as the earliest date, whatever the visitor’s time zone', () => {
    render(<AppointmentForm />);
    expect(screen.getByLabelText(/Preferred date/)).toHaveAttribute('min', hospitalToday());
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

  it('sends the spec payload once, shows Sending..., then the confirmation in the form’s place, and a fresh form on request', async () => {
    const user = userEvent.setup();
    let answer: (response: FakeResponse) => void = () => undefined;
    bookingMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<AppointmentForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay at Hospital' }));
    await user.click(submitButton());

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(bookingCalls()).toHaveLength(1);
    const [url, init] = bookingCalls()[0]!;
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

    answer(
      reply(201, {
        success: true,
        message: 'Appointment booked successfully!',
        appointmentId: 'ASH-AB12-CD34',
        doctor: { slug: 'dr-lakshmi-priya-nair', name: 'Dr. Lakshmi Priya Nair' },
        date: future,
        time: '09:30',
        durationMinutes: 15,
      }),
    );
    // The confirmation replaces the form (no emptied form inviting a second booking), its heading focused.
    const confirmation = await screen.findByRole('region', { name: 'Your appointment is booked' });
    await waitFor(() => expect(confirmation).toHaveTextContent('Appointment booked successfully!'));
    expect(screen.getByRole('heading', { name: 'Your appointment is booked' })).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Full name/)).not.toBeInTheDocument();
    expect(confirmation).toHaveTextContent('ASH-AB12-CD34');
    expect(confirmation).toHaveTextContent(/booked with Dr\. Lakshmi Priya Nair, Women & Child Care, on .* at 9:30 am/);
    expect(screen.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute('download', 'appointment-ASH-AB12-CD34.ics');

    await user.click(screen.getByRole('button', { name: 'Book another appointment' }));
    expect(screen.queryByRole('region', { name: 'Your appointment is booked' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Service/)).toHaveFocus();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Age/)).toHaveValue(null);
    expect(screen.getByLabelText(/Service/)).toHaveValue('');
    expect(screen.queryByText(/may result in longer waiting times/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay at Hospital' })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    [
      'the server’s message',
      reply(500, { success: false, message: 'The booking desk is closed for maintenance.' }),
      'The booking desk is closed for maintenance.',
    ],
    ['the service-problem notice for a non-JSON error', reply(500, undefined), 'The booking service is not working properly just now.'],
    ['the fallback for success: false without a message', reply(200, { success: false }), 'Failed to book appointment. Please try again.'],
  ])('shows %s and keeps every value', async (_name, response, message) => {
    const user = userEvent.setup();
    bookingMock.mockResolvedValue(response);
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
    bookingMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    bookingMock.mockResolvedValueOnce(
      reply(201, { success: true, message: 'Appointment booked successfully!', appointmentId: 'ASH-RETR-Y001' }),
    );
    render(<AppointmentForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the booking service.');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('sunitha.reddy@example.in');
    await user.click(submitButton());
    await screen.findByText('ASH-RETR-Y001');
    const keys = bookingCalls().map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBe(keys[1]);
  });

  it('after a 409 keeps the other values, says the time was just taken, lists it free no more, and books one of the offered times', async () => {
    const user = userEvent.setup();
    const taken =
      'Sorry, 9:30 am on Tuesday 1 December 2026 was just taken by another patient. Please choose one of the nearest free times.';
    const alternatives = [
      { date: future, time: '10:00', doctors: [{ slug: 'dr-lakshmi-priya-nair', name: 'Dr. Lakshmi Priya Nair' }] },
      { date: '2031-01-02', time: '11:00', doctors: [{ slug: 'dr-sneha-kulkarni', name: 'Dr. Sneha Kulkarni' }] },
    ];
    // Once the booking is refused, the day's free times no longer list the taken 9:30.
    const left = () => (bookingCalls().length > 0 ? DAY_SLOTS.filter((time) => time !== '09:30') : DAY_SLOTS);
    slotsMock.mockImplementation(async (url) => reply(200, slotsAnswer(url, url.includes('2031-01-02') ? ['11:00', '11:15'] : left())));
    bookingMock.mockResolvedValueOnce(reply(409, { success: false, message: taken, alternatives }));
    bookingMock.mockResolvedValueOnce(
      reply(201, { success: true, message: 'Appointment booked successfully!', appointmentId: 'ASH-ALTE-RN01' }),
    );
    render(<AppointmentForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Sunitha Reddy');
    // The day's free times are asked again: the taken time leaves the list, the others stay.
    await waitFor(() => expect(screen.queryByRole('radio', { name: '9:30 am' })).not.toBeInTheDocument());
    expect(await screen.findByRole('radio', { name: '10:00 am' })).not.toBeChecked();
    const offered = screen.getByRole('group', { name: 'Nearest free times' });
    expect(
      within(offered)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([expect.stringMatching(/10:00 amDr\. Lakshmi Priya Nair$/), 'Thursday, 2 January, 11:00 amDr. Sneha Kulkarni']);
    await user.click(within(offered).getAllByRole('radio')[1]!);
    expect(screen.getByLabelText(/Preferred date/)).toHaveValue('2031-01-02');
    await user.click(submitButton());
    await screen.findByText('ASH-ALTE-RN01');
    const second = JSON.parse(String(bookingCalls()[1]![1].body)) as Record<string, unknown>;
    expect(second).toMatchObject({ preferredDate: '2031-01-02', preferredTime: '11:00', fullName: 'Sunitha Reddy' });
    const keys = bookingCalls().map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('starts with the choices a link made, and sends a health package at the start of the message', async () => {
    const user = userEvent.setup();
    bookingMock.mockResolvedValue(
      reply(201, { success: true, message: 'Appointment booked successfully!', appointmentId: 'ASH-PACK-AGE1' }),
    );
    render(
      <AppointmentForm
        initial={{ service: 'Cardiology & Heart Care', doctor: 'dr-venkatesh-iyer' }}
        healthPackage={{ id: 'healthy-heart', title: 'Healthy Heart', service: 'Cardiology & Heart Care', price: 4999 }}
      />,
    );
    expect(screen.getByLabelText(/Service/)).toHaveValue('Cardiology & Heart Care');
    expect(screen.getByLabelText(/^Doctor/)).toHaveValue('dr-venkatesh-iyer');
    expect(screen.getByText(/Health package:/)).toHaveTextContent('Health package: Healthy Heart.');
    await user.type(screen.getByLabelText(/Full name/), 'Sunitha Reddy');
    await user.type(screen.getByLabelText(/^Age/), '29');
    await user.selectOptions(screen.getByLabelText(/Gender/), 'Female');
    await user.type(screen.getByLabelText(/E-mail/), 'sunitha.reddy@example.in');
    await user.type(screen.getByLabelText(/^Phone/), '9123456780');
    await user.type(screen.getByLabelText(/Address/), 'Bowenpally');
    // The doctor's first free day is chosen already (today here); the patient picks another.
    expect(screen.getByLabelText(/Preferred date/)).toHaveValue(hospitalToday());
    await user.clear(screen.getByLabelText(/Preferred date/));
    await user.type(screen.getByLabelText(/Preferred date/), future);
    await user.click(await screen.findByRole('radio', { name: '10:00 am' }));
    await user.type(screen.getByLabelText(/Message/), 'Fasting since 8 pm');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await user.click(submitButton());
    await screen.findByText('ASH-PACK-AGE1');
    expect(JSON.parse(String(bookingCalls()[0]![1].body))).toMatchObject({
      service: 'Cardiology & Heart Care',
      doctor: 'dr-venkatesh-iyer',
      message: 'Health package: Healthy Heart\nFasting since 8 pm',
    });
    expect(screen.queryByText(/Health package:/)).not.toBeInTheDocument();
  });
});
