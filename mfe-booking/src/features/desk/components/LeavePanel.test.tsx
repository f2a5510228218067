import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffClient } from '../api/staff-client';
import { LeavePanel } from './LeavePanel';

const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
const patient = { reference: 'ASH-AAAA-BBBB', date: '2026-12-02', time: '11:00', fullName: 'సాయి కిరణ్ రెడ్డి', phone: '9876543210' };
const preview = {
  success: true,
  revision: 4,
  summary: 'Dr. Srinivas Reddy away on 2026-12-02',
  patients: [
    {
      appointment: patient,
      alternatives: [],
      later: [
        { date: '2026-12-02', time: '11:15', doctors: [{ slug: 'dr-mohammed-imran-ali', name: 'Dr. Mohammed Imran Ali' }] },
        { date: '2026-12-03', time: '09:00', doctors: [{ slug: 'dr-srinivas-reddy', name: 'Dr. Srinivas Reddy' }] },
      ],
    },
  ],
};

jest.setTimeout(30_000);

describe('a leave’s patients', () => {
  it('may be moved to another free time of the department, nearest first, not only cancelled', async () => {
    const fetchMock = jest
      .fn()
      .mockImplementation((url: string) =>
        Promise.resolve(url.endsWith('/leave/preview') ? answer(preview) : answer({ success: true, summary: 'Marked', results: [] })),
      );
    Object.assign(globalThis, { fetch: fetchMock });
    render(<LeavePanel client={new StaffClient()} onSignedOut={jest.fn()} onChanged={jest.fn()} />);
    await userEvent.selectOptions(screen.getByLabelText('Doctor on leave'), 'dr-srinivas-reddy');
    await userEvent.type(screen.getByLabelText('Date of the leave'), '2026-12-02');
    await userEvent.type(screen.getByLabelText('Reason (for the schedule and the moved patients)'), 'Conference');
    await userEvent.click(screen.getByRole('button', { name: 'Show who is booked' }));

    const choice = await screen.findByLabelText(`What to do with ${patient.reference}`);
    expect([...choice.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Move to Dr. Mohammed Imran Ali, Wed, 2 Dec 2026 11:15',
      'Move to Dr. Srinivas Reddy, Thu, 3 Dec 2026 09:00',
      'Cancel and tell the patient',
    ]);
    await userEvent.selectOptions(choice, 'Move to Dr. Mohammed Imran Ali, Wed, 2 Dec 2026 11:15');
    await userEvent.click(screen.getByRole('button', { name: 'Mark the leave, moving and cancelling as chosen' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/leave'))).toBe(true));
    const posted = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/leave'));
    expect(JSON.parse(String((posted?.[1] as RequestInit).body)).decisions).toEqual([
      { reference: patient.reference, action: 'move', doctor: 'dr-mohammed-imran-ali', date: '2026-12-02', time: '11:15' },
    ]);
  });

  it('fills in the doctor and the date asked from the day grid, and leaves the reason to type, focused', () => {
    const { rerender } = render(<LeavePanel client={new StaffClient()} onSignedOut={jest.fn()} onChanged={jest.fn()} />);
    const preset = { doctor: 'dr-mohammed-imran-ali', date: '2026-12-02', asked: 1 };
    rerender(<LeavePanel client={new StaffClient()} onSignedOut={jest.fn()} onChanged={jest.fn()} preset={preset} />);
    expect(screen.getByLabelText('Doctor on leave')).toHaveValue('dr-mohammed-imran-ali');
    expect(screen.getByLabelText('Date of the leave')).toHaveValue('2026-12-02');
    expect(screen.getByLabelText('Reason (for the schedule and the moved patients)')).toHaveFocus();
  });
});
