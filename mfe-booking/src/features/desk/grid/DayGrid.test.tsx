import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hospital/router/testing';
import type { DayGridAnswer } from '@hospital/booking-contract';
import { StaffClient } from '../api/staff-client';
import DayGrid from './DayGrid';

const DAY = '2026-12-02';
const grid: DayGridAnswer = {
  success: true,
  date: DAY,
  department: 'General Medicine & Family Care',
  times: ['09:00', '09:15', '09:20'],
  doctors: [
    {
      doctor: 'dr-srinivas-reddy',
      doctorName: 'Dr. Srinivas Reddy',
      slotMinutes: 15,
      capacity: 1,
      cells: [
        {
          kind: 'booked',
          seatsLeft: 0,
          patients: [{ reference: 'ASH-AAAA-BBBB', fullName: 'సాయి కిరణ్ రెడ్డి', status: 'checked_in', token: 3 }],
        },
        { kind: 'free', seatsLeft: 1 },
        { kind: 'within', slot: '09:15' },
      ],
    },
    {
      doctor: 'dr-mohammed-imran-ali',
      doctorName: 'Dr. Mohammed Imran Ali',
      slotMinutes: 20,
      capacity: 1,
      cells: [
        { kind: 'leave', reason: 'conference' },
        { kind: 'leave', reason: 'conference' },
        { kind: 'leave', reason: 'conference' },
      ],
    },
    {
      doctor: 'dr-sneha-kulkarni',
      doctorName: 'Dr. Sneha Kulkarni',
      slotMinutes: 15,
      capacity: 1,
      cells: [{ kind: 'none' }, { kind: 'none' }, { kind: 'none' }],
    },
  ],
};

const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });

function renderGrid(onPlanLeave?: (doctor: string, date: string) => void) {
  const fetchMock = jest.fn().mockImplementation(() => Promise.resolve(answer(grid)));
  Object.assign(globalThis, { fetch: fetchMock });
  render(
    <MemoryRouter initialEntries={['/staff']}>
      <DayGrid client={new StaffClient()} date={DAY} onDate={jest.fn()} version={0} onPlanLeave={onPlanLeave} onSignedOut={jest.fn()} />
    </MemoryRouter>,
  );
  return fetchMock;
}

/** The cell of a doctor's column (by its header's name) at a time (by its row header). */
function cellAt(table: HTMLElement, doctor: RegExp, time: string): HTMLElement {
  const headers = within(table).getAllByRole('columnheader');
  const column = headers.findIndex((th) => doctor.test(th.textContent ?? ''));
  const row = within(table).getByRole('rowheader', { name: time }).closest('tr') as HTMLElement;
  return row.children[column] as HTMLElement;
}

describe('the day grid', () => {
  it('reads one day of a department from the staff API and heads its columns by doctor and its rows by time', async () => {
    const fetchMock = renderGrid();
    const table = await screen.findByRole('table', { name: /Wednesday, 2 December 2026/ });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/staff/day-grid?date=${DAY}`);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.querySelector('span')?.textContent ?? th.textContent),
    ).toEqual(['Time', 'Dr. Srinivas Reddy', 'Dr. Mohammed Imran Ali', 'Dr. Sneha Kulkarni']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['09:00', '09:15', '09:20']);
    expect(within(table).getByRole('columnheader', { name: /Dr. Srinivas Reddy/ })).toHaveTextContent('1 free, 1 booked');
    expect(within(table).getByRole('columnheader', { name: /Dr. Mohammed Imran Ali/ })).toHaveTextContent('On leave');
    // Scrollable by keyboard: the table's box takes the focus.
    expect(screen.getByRole('region', { name: /2 December 2026/ })).toHaveAttribute('tabindex', '0');
  });

  it('says in each cell who is booked (name, status, token), free, on leave with why, or no clinic', async () => {
    renderGrid();
    const table = await screen.findByRole('table');
    const booked = cellAt(table, /Srinivas/, '09:00');
    expect(booked).toHaveTextContent('సాయి కిరణ్ రెడ్డి Checked in, Token 3');
    expect(within(booked).getByRole('link', { name: 'సాయి కిరణ్ రెడ్డి' })).toHaveAttribute('href', '/staff?appointment=ASH-AAAA-BBBB');
    expect(within(booked).getByText('సాయి కిరణ్ రెడ్డి')).toHaveAttribute('lang', 'te');
    expect(cellAt(table, /Srinivas/, '09:15')).toHaveTextContent(/^Free$/);
    expect(cellAt(table, /Srinivas/, '09:20')).toHaveTextContent('Part of the 09:15 slot');
    expect(cellAt(table, /Imran/, '09:15')).toHaveTextContent('On leave (conference)');
    expect(cellAt(table, /Sneha/, '09:20')).toHaveTextContent(/^No clinic$/);
  });

  it('reads in Telugu and in Hindi, headers and cells alike', async () => {
    renderGrid();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'te');
    let table = screen.getByRole('table');
    expect(table.closest('section')).toHaveAttribute('lang', 'te');
    expect(within(table).getByRole('columnheader', { name: /సమయం/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /డా. శ్రీనివాస్ రెడ్డి/ })).toBeInTheDocument();
    expect(cellAt(table, /శ్రీనివాస్/, '09:00')).toHaveTextContent('వచ్చారు, టోకెన్ 3');
    expect(cellAt(table, /శ్రీనివాస్/, '09:15')).toHaveTextContent(/^ఖాళీ$/);
    expect(cellAt(table, /ఇమ్రాన్/, '09:15')).toHaveTextContent('సెలవులో ఉన్నారు (conference)');
    expect(cellAt(table, /స్నేహ/, '09:15')).toHaveTextContent(/^ఓపీ లేదు$/);

    await userEvent.selectOptions(screen.getByLabelText('భాష'), 'hi');
    table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: /समय/ })).toBeInTheDocument();
    expect(cellAt(table, /श्रीनिवास/, '09:00')).toHaveTextContent('आ गए हैं, टोकन 3');
    expect(cellAt(table, /इमरान/, '09:15')).toHaveTextContent('छुट्टी पर (conference)');
    expect(cellAt(table, /स्नेहा/, '09:15')).toHaveTextContent(/^ओपीडी नहीं$/);
  });

  it('asks for a doctor’s leave on the day from the doctor’s header, for an admin only', async () => {
    const onPlanLeave = jest.fn();
    renderGrid(onPlanLeave);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Plan leave for Dr. Mohammed Imran Ali' }));
    expect(onPlanLeave).toHaveBeenCalledWith('dr-mohammed-imran-ali', DAY);
  });

  it('offers no leave without the admin’s hand, and filters by department', async () => {
    const fetchMock = renderGrid();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /Plan leave/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Department'), 'Cardiology & Heart Care');
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(`/api/staff/day-grid?date=${DAY}&department=Cardiology+%26+Heart+Care`);
  });
});
