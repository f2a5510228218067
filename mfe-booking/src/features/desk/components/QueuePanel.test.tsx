import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffAccount } from '@hospital/booking-contract';
import { StaffClient } from '../api/staff-client';
import { QueuePanel } from './QueuePanel';

const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
const patient = (token: number, fullName: string, waitedMinutes: number, calledAt: string | null = null) => ({
  reference: `ASH-${token}`,
  fullName,
  token,
  arrivedAt: '2026-11-29T04:00:00.000Z',
  calledAt,
  waitedMinutes,
});
const DOCTOR: StaffAccount = { username: 'dr.karthik', role: 'doctor', doctor: 'dr-karthik-varma' } as StaffAccount;

describe('the queue panel', () => {
  it('a doctor sees their queue in token order with minutes waited, calls the next in and marks the visit done', async () => {
    let called = false;
    const fetchMock = jest.fn((url: string) => {
      if (url.includes('/call-next')) {
        called = true;
        return Promise.resolve(answer({ success: true, called: patient(1, 'Lakshmi Devi', 12, '2026-11-29T04:12:00.000Z') }));
      }
      if (url.includes('/complete')) return Promise.resolve(answer({ success: true, appointment: null, undo: null }));
      return Promise.resolve(
        answer({
          success: true,
          doctor: 'dr-karthik-varma',
          day: '2026-11-29',
          waiting: called ? [patient(2, 'Ravi Teja', 9)] : [patient(1, 'Lakshmi Devi', 12), patient(2, 'Ravi Teja', 1)],
          withDoctor: called ? [patient(1, 'Lakshmi Devi', 12, '2026-11-29T04:12:00.000Z')] : [],
          done: 0,
        }),
      );
    });
    Object.assign(globalThis, { fetch: fetchMock });
    render(<QueuePanel client={new StaffClient()} user={DOCTOR} version={0} onSignedOut={() => undefined} />);
    const waiting = await screen.findByRole('list', { name: 'Waiting, in token order' });
    await waitFor(() =>
      expect(Array.from(waiting.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
        'Token 1 Lakshmi Devi, waiting 12 minutes',
        'Token 2 Ravi Teja, waiting 1 minute',
      ]),
    );
    // A doctor's queue is their own: no doctor to choose.
    expect(screen.queryByLabelText('Doctor')).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/queue?doctor=dr-karthik-varma');

    await userEvent.click(screen.getByRole('button', { name: 'Call the next patient' }));
    expect(await screen.findByText('Token 1, Lakshmi Devi: please go in to the doctor.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark token 1 done' }));
    expect(await screen.findByText('Token 1, Lakshmi Devi: visit done.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/appointments/ASH-1/complete'))).toBe(true);
  });

  it('reads itself again every 20 seconds while the page is visible, not while hidden, quietly and keeping the focus', async () => {
    jest.useFakeTimers();
    try {
      let waiting = [patient(1, 'Lakshmi Devi', 12)];
      const fetchMock = jest.fn(() =>
        Promise.resolve(answer({ success: true, doctor: 'dr-karthik-varma', day: '2026-11-29', waiting, withDoctor: [], done: 0 })),
      );
      Object.assign(globalThis, { fetch: fetchMock });
      render(<QueuePanel client={new StaffClient()} user={DOCTOR} version={0} onSignedOut={() => undefined} />);
      expect(await screen.findByText('Token 1', { exact: false })).toBeInTheDocument();
      const call = screen.getByRole('button', { name: 'Call the next patient' });
      call.focus();
      const reads = fetchMock.mock.calls.length;

      waiting = [patient(1, 'Lakshmi Devi', 13), patient(2, 'Ravi Teja', 0)];
      await act(async () => void jest.advanceTimersByTime(20_000));
      expect(await screen.findByText(/Ravi Teja, waiting 0 minutes/)).toBeInTheDocument();
      expect(fetchMock.mock.calls.length).toBe(reads + 1);
      expect(call).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('');

      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
      await act(async () => void jest.advanceTimersByTime(60_000));
      expect(fetchMock.mock.calls.length).toBe(reads + 1);

      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
      expect(fetchMock.mock.calls.length).toBe(reads + 2);
    } finally {
      jest.useRealTimers();
    }
  });
});
