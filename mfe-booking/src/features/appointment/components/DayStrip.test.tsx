import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@hospital/i18n';
import { todayIn } from '@hospital/booking-contract';
import { loadLanguage } from '../../../i18n/catalog';
import { forgetFreeDays } from '../api/free-days.resource';
import { AppointmentForm } from './AppointmentForm';

jest.setTimeout(30_000);

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown> };
const reply = (status: number, body: unknown): FakeResponse => ({ ok: status >= 200 && status < 300, status, json: async () => body });

/** The next 14 days from today; the third and the fifth without free times. */
const dates = (() => {
  const [y, m, d] = todayIn().split('-').map(Number) as [number, number, number];
  return Array.from({ length: 14 }, (_x, n) => new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10));
})();
const FULL = new Set([dates[2], dates[4]]);
const daysAnswer = (url: string) => ({
  success: true,
  service: new URL(url, 'http://localhost').searchParams.get('service'),
  days: dates.map((date, n) => ({ date, free: FULL.has(date) ? 0 : n + 1 })),
  bookableFrom: dates[0],
  bookableUntil: '2099-12-31',
});
const slotsAnswer = (url: string) => {
  const query = new URL(url, 'http://localhost').searchParams;
  return {
    success: true,
    date: query.get('date'),
    service: query.get('service'),
    slots: [{ time: '10:00', doctors: [{ slug: 'dr-lakshmi-priya-nair', name: 'Dr. Lakshmi Priya Nair' }] }],
    nextDate: null,
    bookableFrom: dates[0],
    bookableUntil: '2099-12-31',
  };
};

const daysMock = jest.fn<Promise<FakeResponse>, [string]>();
const slotsMock = jest.fn<Promise<FakeResponse>, [string]>();
beforeEach(() => {
  forgetFreeDays();
  daysMock.mockReset();
  daysMock.mockImplementation(async (url) => reply(200, daysAnswer(url)));
  slotsMock.mockReset();
  slotsMock.mockImplementation(async (url) => reply(200, slotsAnswer(url)));
  Object.assign(globalThis, {
    fetch: jest.fn(async (url: string) =>
      url.startsWith('/api/appointments/free-days')
        ? daysMock(url)
        : url.startsWith('/api/appointments/slots')
          ? slotsMock(url)
          : reply(200, {
              success: true,
              whatsappReminders: false,
              manageCutoffMinutes: 120,
              onlinePayment: false,
              fees: {},
              paymentHoldMinutes: 15,
            }),
    ),
  });
});
afterEach(() => act(() => activateLanguage('en', 'en-IN')));

const strip = () => screen.getByRole('group', { name: 'Choose a day' });
const dayRadio = (date: string) =>
  within(strip())
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).value === date) as HTMLInputElement;
const longDay = (date: string, locale = 'en-IN') =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

describe('the strip of days', () => {
  it('comes after the department, before the details, from one request; each day says in words whether it has free times', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    expect(screen.queryByRole('group', { name: 'Choose a day' })).not.toBeInTheDocument();
    expect(daysMock).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    await waitFor(() => expect(within(strip()).getAllByRole('radio')).toHaveLength(14));
    expect(daysMock).toHaveBeenCalledTimes(1);
    expect(daysMock.mock.calls[0]?.[0]).toBe('/api/appointments/free-days?service=Women+%26+Child+Care');
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByLabelText(/Service/), strip())).toBe(true);
    expect(follows(strip(), screen.getByLabelText(/Full name/))).toBe(true);

    const open = dayRadio(dates[0] ?? '');
    expect(open).toBeEnabled();
    expect(open).toHaveAccessibleName(`${longDay(dates[0] ?? '')}: 1 free time`);
    expect(dayRadio(dates[1] ?? '')).toHaveAccessibleName(`${longDay(dates[1] ?? '')}: 2 free times`);
    expect(open.closest('label')).toHaveTextContent('1 free');
    const full = dayRadio(dates[2] ?? '');
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleName(`${longDay(dates[2] ?? '')}: no free times`);
    expect(full.closest('label')).toHaveTextContent('None');
  });

  it('a free day chosen fills the date and shows its times; a day without times cannot be chosen', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    await waitFor(() => expect(within(strip()).getAllByRole('radio')).toHaveLength(14));
    await user.click(dayRadio(dates[2] ?? ''));
    expect(dayRadio(dates[2] ?? '')).not.toBeChecked();
    expect(screen.getByLabelText(/Preferred date/)).toHaveValue('');
    await user.click(dayRadio(dates[3] ?? ''));
    expect(dayRadio(dates[3] ?? '')).toBeChecked();
    expect(screen.getByLabelText(/Preferred date/)).toHaveValue(dates[3]);
    expect(await screen.findByRole('radio', { name: '10:00 am' })).toBeInTheDocument();
    expect(slotsMock.mock.calls.at(-1)?.[0]).toContain(`date=${dates[3]}`);
  });

  it('follows a typed date: the typed day is the one checked on the strip', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    await waitFor(() => expect(within(strip()).getAllByRole('radio')).toHaveLength(14));
    await user.type(screen.getByLabelText(/Preferred date/), dates[5] ?? '');
    expect(dayRadio(dates[5] ?? '')).toBeChecked();
    expect(await screen.findByRole('radio', { name: '10:00 am' })).toBeInTheDocument();
  });

  it('is one tab stop: Tab enters at the first free day, arrow keys pass the days without times', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    await waitFor(() => expect(within(strip()).getAllByRole('radio')).toHaveLength(14));
    await user.click(screen.getByLabelText(/^Doctor/));
    await user.tab();
    expect(dayRadio(dates[0] ?? '')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(dayRadio(dates[1] ?? '')).toBeChecked();
    await user.keyboard('{ArrowRight}');
    // The third day has no free times: the arrow goes on to the fourth.
    expect(dayRadio(dates[3] ?? '')).toBeChecked();
    expect(screen.getByLabelText(/Preferred date/)).toHaveValue(dates[3]);
    await user.tab();
    expect(screen.getByLabelText(/Preferred date/)).toHaveFocus();
  });

  it('asks again for another doctor, and not again within half a minute for one already asked about', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    await waitFor(() => expect(daysMock).toHaveBeenCalledTimes(1));
    await user.selectOptions(screen.getByLabelText(/^Doctor/), 'dr-sneha-kulkarni');
    await waitFor(() => expect(daysMock).toHaveBeenCalledTimes(2));
    expect(daysMock.mock.calls[1]?.[0]).toMatch(/&doctor=dr-sneha-kulkarni$/);
    await user.selectOptions(screen.getByLabelText(/^Doctor/), '');
    await waitFor(() => expect(within(strip()).getAllByRole('radio')).toHaveLength(14));
    expect(daysMock).toHaveBeenCalledTimes(2);
  });

  it('shows the days of the doctor chosen last, though the answer for the department comes after it', async () => {
    const user = userEvent.setup();
    let late: (response: FakeResponse) => void = () => undefined;
    daysMock.mockImplementationOnce(() => new Promise((resolve) => (late = resolve)));
    render(<AppointmentForm />);
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    await waitFor(() => expect(daysMock).toHaveBeenCalledTimes(1));
    await user.selectOptions(screen.getByLabelText(/^Doctor/), 'dr-sneha-kulkarni');
    await waitFor(() => expect(within(strip()).getAllByRole('radio')).toHaveLength(14));
    // The department's answer, abandoned for the doctor's, arrives last and says every day is full.
    await act(async () => {
      late(reply(200, { ...daysAnswer(daysMock.mock.calls[0]?.[0] ?? ''), days: dates.map((date) => ({ date, free: 0 })) }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(dayRadio(dates[1] ?? '')).toBeEnabled();
    expect(dayRadio(dates[1] ?? '')).toHaveAccessibleName(`${longDay(dates[1] ?? '')}: 2 free times`);
  });

  it('says when the days could not be loaded and tries again; the date field still books meanwhile', async () => {
    const user = userEvent.setup();
    daysMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<AppointmentForm />);
    await user.selectOptions(screen.getByLabelText(/Service/), 'Women & Child Care');
    const retry = await within(strip()).findByRole('button', { name: 'Try again' });
    expect(within(strip()).queryAllByRole('radio')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Preferred date/), dates[6] ?? '');
    expect(await screen.findByRole('radio', { name: '10:00 am' })).toBeInTheDocument();
    await user.click(retry);
    await waitFor(() => expect(within(strip()).getAllByRole('radio')).toHaveLength(14));
    expect(dayRadio(dates[6] ?? '')).toBeChecked();
  });

  it('names its days in Telugu and Hindi for a screen reader', async () => {
    const user = userEvent.setup();
    for (const language of ['te', 'hi'] as const) {
      forgetFreeDays();
      await loadLanguage(language);
      act(() => activateLanguage(language, `${language}-IN`));
      const { unmount } = render(<AppointmentForm />);
      const service = screen.getAllByRole('combobox')[0] as HTMLSelectElement;
      await user.selectOptions(service, 'Women & Child Care');
      const group = await screen.findByRole('group', { name: language === 'te' ? 'రోజును ఎంచుకోండి' : 'दिन चुनें' });
      await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(14));
      const radios = within(group).getAllByRole('radio');
      expect(radios[1]).toHaveAccessibleName(
        `${longDay(dates[1] ?? '', `${language}-IN`)}: 2 ${language === 'te' ? 'ఖాళీ సమయాలు' : 'खाली समय'}`,
      );
      expect(radios[2]).toHaveAccessibleName(
        `${longDay(dates[2] ?? '', `${language}-IN`)}: ${language === 'te' ? 'ఖాళీ సమయాలు లేవు' : 'कोई खाली समय नहीं'}`,
      );
      unmount();
    }
  });
});
