import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FailedWork } from '@hospital/booking-contract';
import { StaffClient } from '../api/staff-client';
import { FailedWorkPanel } from './FailedWorkPanel';

jest.setTimeout(30_000);

const refund: FailedWork = {
  seq: 41,
  kind: 'refund',
  channel: 'payment',
  reference: 'ASH-7K3Q-9XPD',
  patient: { fullName: 'సాయి కిరణ్ రెడ్డి', phone: '9848022446', email: 'sai@patients.example', language: 'te' },
  amount: 800,
  reason: 'The payment gateway answered 400 to POST /v1/payments: pay_OO3j7pX1OQ is not a valid id',
  failedAt: '2026-11-28T09:30:00.000Z',
  attempts: 1,
  log: [{ at: '2026-11-28T09:30:00.000Z', actor: { kind: 'system' }, action: 'given_up', detail: 'not a valid id' }],
};
const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });

describe('the admin’s failed refunds and messages', () => {
  it('shows what failed, for whom and why, with the patient to call; a refund is recorded made by hand with a note', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(answer({ success: true, work: [refund] }))
      .mockResolvedValueOnce(answer({ success: true, work: [] }));
    Object.assign(globalThis, { fetch: fetchMock });
    render(<FailedWorkPanel client={new StaffClient()} onSignedOut={jest.fn()} />);

    const item = (await screen.findByRole('heading', { name: 'Refund of ₹800 · ASH-7K3Q-9XPD' })).closest('li') as HTMLElement;
    expect(within(item).getByText('సాయి కిరణ్ రెడ్డి')).toHaveAttribute('lang', 'te');
    expect(within(item).getByRole('link', { name: '9848022446' })).toHaveAttribute('href', 'tel:+919848022446');
    expect(within(item).getByText(/not a valid id/)).toBeInTheDocument();

    const settle = within(item).getByRole('button', { name: 'Mark refunded by hand: ASH-7K3Q-9XPD' });
    await userEvent.click(settle);
    expect(settle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(within(item).getByLabelText('How it was refunded (for the record)'), 'Cash at the counter, receipt 1182');
    await userEvent.click(within(item).getByRole('button', { name: 'Record the refund' }));

    const said = await screen.findByRole('status');
    expect(said).toHaveTextContent('Refund of ₹800 for ASH-7K3Q-9XPD is recorded refunded by hand.');
    expect(said).toHaveFocus();
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/staff/failed-work/41/settle',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ note: 'Cash at the counter, receipt 1182' }) }),
    );
    expect(screen.getByText(/Nothing has failed/)).toBeInTheDocument();
  });

  it('says why an action was refused, and keeps the work listed', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(answer({ success: true, work: [refund] }))
      .mockResolvedValueOnce({
        ok: false,
        status: 409,
        json: async () => ({ success: false, message: 'This work is no longer failed: someone has retried or settled it meanwhile.' }),
      });
    Object.assign(globalThis, { fetch: fetchMock });
    render(<FailedWorkPanel client={new StaffClient()} onSignedOut={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again now: ASH-7K3Q-9XPD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/no longer failed/);
    expect(screen.getByRole('heading', { name: 'Refund of ₹800 · ASH-7K3Q-9XPD' })).toBeInTheDocument();
  });
});
