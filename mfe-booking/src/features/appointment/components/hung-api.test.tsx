// The booking pages facing an API that never answers: each request gives up at its time limit, the page says
// so (with the hospital's phone number and Try again), and nothing typed is lost.
import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@hospital/i18n';
import { MemoryRouter } from '@hospital/router/testing';
import { todayIn } from '@hospital/booking-contract';
import { loadLanguage } from '../../../i18n/catalog';
import { READ_LIMIT_MS, SEND_LIMIT_MS } from '../../../lib/api-request';
import { forgetFreeDays } from '../api/free-days.resource';
import { AppointmentForm } from './AppointmentForm';
import { FindAppointment } from './FindAppointment';

jest.setTimeout(60_000);

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({ ok: status >= 200 && status < 300, status, json: async () => body });
/** A request nobody answers: it ignores its abort signal too, as a stuck proxy can. */
const never = () => new Promise<FakeResponse>(() => undefined);

const dates = (() => {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return Array.from({ length: 14 }, (_x, n) => new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10));
})();
const future = dates[10]!;
const daysAnswer = {
  success: true,
  service: 'Women & Child Care',
  days: dates.map((date) => ({ date, free: 3 })),
  bookableFrom: dates[0],
  bookableUntil: '2099-12-31',
};
const slotsAnswer = (url: string) => ({
  success: true,
  date: new URL(url, 'http://localhost').searchParams.get('date'),
  service: 'Women & Child Care',
  slots: [{ time: '09:30', doctors: [{ slug: 'dr-lakshmi-priya-nair', name: 'Dr. Lakshmi Priya Nair' }] }],
  nextDate: null,
  bookableFrom: dates[0],
  bookableUntil: '2099-12-31',
});
const config = {
  success: true,
  whatsappReminders: false,
  manageCutoffMinutes: 120,
  onlinePayment: false,
  fees: {},
  paymentHoldMinutes: 15,
};

const daysMock = jest.fn<Promise<FakeResponse>, [string]>();
const slotsMock = jest.fn<Promise<FakeResponse>, [string]>();
const sendMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) =>
  url.startsWith('/api/appointments/free-days')
    ? daysMock(url)
    : url.startsWith('/api/appointments/slots')
      ? slotsMock(url)
      : url.startsWith('/api/appointments/config')
        ? reply(200, config)
        : sendMock(url, init),
);

beforeEach(() => {
  jest.useFakeTimers();
  forgetFreeDays();
  daysMock.mockReset().mockImplementation(async () => reply(200, daysAnswer));
  slotsMock.mockReset().mockImplementation(async (url) => reply(200, slotsAnswer(url)));
  sendMock.mockReset().mockImplementation(never);
  Object.assign(globalThis, { fetch: fetchMock });
});
afterEach(() => {
  jest.useRealTimers();
  act(() => activateLanguage('en', 'en-IN'));
});

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const waitPast = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms + 1)));
const days = () => screen.getByRole('group', { name: 'Choose a day' });

describe('the appointment form with a hung API', () => {
  it('says in time that the days could not be found, with the phone number; Try again asks again; the name stays', async () => {
    const user = setup();
    daysMock.mockImplementationOnce(never);
    render(<AppointmentForm />);
    await user.type(screen.getByLabelText(/Full name/), 'Sunitha Reddy');
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    expect(within(days()).getByText('Finding the days with free times…')).toBeInTheDocument();
    await waitPast(READ_LIMIT_MS);
    const notice = await within(days()).findByRole('alert');
    expect(notice).toHaveTextContent('The booking service is taking too long to answer.');
    expect(within(notice).getByRole('link', { name: '+91 98480 22446' })).toHaveAttribute('href', 'tel:+919848022446');
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await within(days()).findAllByRole('radio')).toHaveLength(14);
    expect(daysMock).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Sunitha Reddy');
  });

  it('says in time that the free times could not be loaded, and Try again asks again', async () => {
    const user = setup();
    slotsMock.mockImplementationOnce(never);
    render(<AppointmentForm />);
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    await user.type(screen.getByLabelText(/Preferred date/), future);
    await waitPast(READ_LIMIT_MS);
    const times = screen.getByRole('group', { name: 'Preferred time' });
    const notice = await within(times).findByRole('alert');
    expect(notice).toHaveTextContent('The booking service is taking too long to answer.');
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await within(times).findByRole('radio', { name: '9:30 am' })).toBeInTheDocument();
  });

  it('says in time that a booking got no answer, keeps every value, and Try again sends the same booking', async () => {
    const user = setup();
    render(<AppointmentForm />);
    await user.type(screen.getByLabelText(/Full name/), 'Sunitha Reddy');
    await user.type(screen.getByLabelText(/^Age/), '29');
    await user.selectOptions(screen.getByLabelText(/Gender/), 'Female');
    await user.type(screen.getByLabelText(/E-mail/), 'sunitha.reddy@example.in');
    await user.type(screen.getByLabelText(/^Phone/), '9123456780');
    await user.type(screen.getByLabelText(/Address/), 'H.No 7-1-22, Bowenpally, Secunderabad');
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    await user.type(screen.getByLabelText(/Preferred date/), future);
    await user.click(await screen.findByRole('radio', { name: '9:30 am' }));
    await user.click(screen.getByRole('button', { name: 'Pay at Hospital' }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitPast(READ_LIMIT_MS);
    expect(screen.queryByText(/taking too long/)).not.toBeInTheDocument();
    await waitPast(SEND_LIMIT_MS - READ_LIMIT_MS);
    const notice = await screen.findByText(/The booking service is taking too long to answer\./);
    const box = notice.closest('[role="alert"]') as HTMLElement;
    expect(box).toHaveTextContent('What you typed is still here.');
    expect(box).toHaveTextContent('If it was already booked, trying again will not book it twice.');
    await waitFor(() => expect(box).toHaveFocus());
    expect(within(box).getByRole('link', { name: '+91 98480 22446' })).toHaveAttribute('href', 'tel:+919848022446');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Sunitha Reddy');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('9123456780');
    expect(screen.getByRole('radio', { name: '9:30 am' })).toBeChecked();

    sendMock.mockImplementationOnce(async () =>
      reply(201, { success: true, message: 'Appointment booked successfully!', appointmentId: 'ASH-SLOW-0001' }),
    );
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ASH-SLOW-0001')).toBeInTheDocument();
    const keys = sendMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('says so in Telugu', async () => {
    await act(async () => {
      await loadLanguage('te');
      activateLanguage('te', 'te-IN');
    });
    const user = setup();
    daysMock.mockImplementationOnce(never);
    render(<AppointmentForm />);
    await user.selectOptions(screen.getByLabelText(/^సేవ/), 'Women & Child Care');
    await waitPast(READ_LIMIT_MS);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('అపాయింట్‌మెంట్ సేవ నుంచి సమాధానం రావడానికి చాలా సమయం పడుతోంది.');
    expect(within(notice).getByRole('button', { name: 'మళ్ళీ ప్రయత్నించండి' })).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: '+91 98480 22446' })).toBeInTheDocument();
  });
});

describe('Find my appointment with a hung API', () => {
  it('stops waiting at its limit, keeps the reference and phone, and Try again looks again', async () => {
    const user = setup();
    render(
      <MemoryRouter>
        <FindAppointment />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Reference'), 'ASH-AB12-CD34');
    await user.type(screen.getByLabelText('Phone'), '9123456780');
    await user.click(screen.getByRole('button', { name: 'Find my appointment' }));
    await waitPast(READ_LIMIT_MS);
    const notice = (await screen.findByText(/The booking service is taking too long to answer\./)).closest('[role="alert"]') as HTMLElement;
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByLabelText('Reference')).toHaveValue('ASH-AB12-CD34');
    expect(screen.getByLabelText('Phone')).toHaveValue('9123456780');
    expect(screen.getByRole('button', { name: 'Find my appointment' })).toBeEnabled();
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(sendMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(sendMock.mock.calls[1]![1].body as string)).toEqual({ reference: 'ASH-AB12-CD34', phone: '9123456780' });
  });
});
