import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hospital/router/testing';
import { NEXT_FREE_TIMES_SHOWN, NextFreeTimes } from './NextFreeTimes';
import type { NextSlotsAnswer } from '@hospital/booking-contract';
import * as resource from '../api/next-slots.resource';
import { forgetPrimedNextSlots, primeNextSlots } from '../api/next-slots.resource';

/** What the widget's preload does when the shell fetches the doctor's page ahead. */
const fetchedAhead = () => primeNextSlots('dr-karthik-varma', NEXT_FREE_TIMES_SHOWN);

const fetchMock = jest.fn();
beforeEach(() => {
  forgetPrimedNextSlots();
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});
const answer = (body: unknown, ok = true) => ({ ok, status: ok ? 200 : 500, json: async () => body });
const doctor = { slug: 'dr-karthik-varma', name: 'Dr. Karthik Varma' };

const show = () =>
  render(
    <MemoryRouter>
      <NextFreeTimes doctorSlug="dr-karthik-varma" />
    </MemoryRouter>,
  );

describe("a doctor's next free times", () => {
  it('lists them by day, each a link that opens the form with doctor, date and time chosen', async () => {
    fetchMock.mockResolvedValue(
      answer({
        success: true,
        doctor,
        slots: [
          { date: '2026-12-01', time: '16:00', doctors: [doctor] },
          { date: '2026-12-01', time: '16:15', doctors: [doctor] },
          { date: '2026-12-02', time: '09:00', doctors: [doctor] },
        ],
      }),
    );
    show();
    expect(screen.getByText('Loading free times…')).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: 'Book 4:00 pm on Tuesday, 1 December with Dr. Karthik Varma' });
    expect(first).toHaveAttribute('href', '/appoinment?doctor=dr-karthik-varma&date=2026-12-01&time=16%3A00');
    expect(fetchMock).toHaveBeenCalledWith('/api/appointments/next-slots?doctor=dr-karthik-varma&limit=6', expect.anything());
    const section = screen.getByRole('region', { name: 'Next free times' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['4:00 pm', '4:15 pm', '9:00 am', 'See all of Dr. Karthik Varma’s times']);
    // All of the doctor's times open on the first day listed, not an empty date.
    expect(screen.getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/appoinment?doctor=dr-karthik-varma&date=2026-12-01');
  });

  it('says the doctor’s consultation fee with the times, and nothing of a fee when none is set', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({ success: true, doctor, slots: [{ date: '2026-12-01', time: '16:00', doctors: [doctor] }], fee: 800 }),
    );
    const first = show();
    expect(await screen.findByText('Consultation fee: ₹800')).toBeInTheDocument();
    first.unmount();
    fetchMock.mockResolvedValueOnce(
      answer({ success: true, doctor, slots: [{ date: '2026-12-01', time: '16:00', doctors: [doctor] }], fee: null }),
    );
    show();
    await screen.findByRole('link', { name: /Book 4:00 pm/ });
    expect(screen.queryByText(/Consultation fee/)).not.toBeInTheDocument();
  });

  it('says when there are none, and offers a retry when they cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce(answer({ success: false, message: 'x' }, false));
    fetchMock.mockResolvedValueOnce(answer({ success: true, doctor, slots: [] }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No free times in the coming weeks/)).toBeInTheDocument();
  });

  const oneTime = { success: true, doctor, slots: [{ date: '2026-12-01', time: '16:00', doctors: [doctor] }] };

  it('shows times fetched ahead of the move from its first render, with no request of its own', async () => {
    fetchMock.mockResolvedValue(answer(oneTime));
    fetchedAhead();
    await new Promise((resolve) => setTimeout(resolve, 0));
    show();
    expect(screen.getByRole('link', { name: 'Book 4:00 pm on Tuesday, 1 December with Dr. Karthik Varma' })).toBeInTheDocument();
    expect(screen.queryByText('Loading free times…')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits for a fetch ahead still on its way instead of asking again', async () => {
    let arrive: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    fetchedAhead();
    show();
    expect(screen.getByText('Loading free times…')).toBeInTheDocument();
    arrive(answer(oneTime));
    expect(await screen.findByRole('link', { name: /Book 4:00 pm/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows times fetched ahead that came between its first render and its effect', async () => {
    const pending = { at: Date.now(), promise: new Promise<never>(() => undefined) };
    const settled = { ...pending, settled: { ok: true as const, answer: oneTime as NextSlotsAnswer } };
    // The first render finds the fetch still on its way; by the time the effect runs, it has come.
    const spy = jest.spyOn(resource, 'primedNextSlots').mockReturnValueOnce(pending).mockReturnValue(settled);
    try {
      show();
      expect(await screen.findByRole('link', { name: /Book 4:00 pm/ })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
