import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCTORS } from '@hospital/hospital-data';
import { StaffClient } from '../api/staff-client';
import { SchedulePanel } from './SchedulePanel';

// jsdom has no structuredClone; the form copies a plain JSON week with it.
Object.assign(globalThis, {
  structuredClone: globalThis.structuredClone ?? ((value: unknown) => JSON.parse(JSON.stringify(value)) as unknown),
});

const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
const schedule = (revision: number) => ({
  success: true,
  revision,
  lines: [],
  schedule: {
    doctors: [{ doctor: DOCTORS[0].slug, doctorName: DOCTORS[0].name, slotMinutes: 15, capacity: 1, fee: null, weekly: {} }],
    datesOff: [],
    extraSessions: [],
  },
});

describe('the schedule form', () => {
  it('reads the schedule again after a leave made on the same page, so its next change is not refused as stale', async () => {
    let revision = 1;
    const posted: unknown[] = [];
    const fetchMock = jest.fn((_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return Promise.resolve(answer({ ...schedule(revision + 1), summary: 'Saved' }));
      }
      return Promise.resolve(answer(schedule(revision)));
    });
    Object.assign(globalThis, { fetch: fetchMock });
    const client = new StaffClient();
    const onSignedOut = () => undefined;
    const { rerender } = render(<SchedulePanel client={client} version={0} onSignedOut={onSignedOut} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    // A leave wrote the schedule: revision 2 now.
    revision = 2;
    rerender(<SchedulePanel client={client} version={1} onSignedOut={onSignedOut} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    await userEvent.click(await screen.findByRole('button', { name: `Save ${DOCTORS[0].name}’s week` }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ change: 'week', revision: 2 });
  });
});
