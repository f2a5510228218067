import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hospital/router/testing';
import { hospitalToday, type DeskAppointmentRow } from '@hospital/booking-contract';
import { StaffConsole } from './StaffConsole';
import { deskRow } from '../data/desk-row.testing';

jest.setTimeout(30_000);

const TODAY = hospitalToday(new Date());
const answer = (body: unknown, status = 200) => ({ ok: status < 300, status, json: async () => body });
const row = (reference: string, time: string, actions: DeskAppointmentRow['actions']): DeskAppointmentRow =>
  deskRow({
    reference,
    fullName: `Patient ${reference.slice(-4)}`,
    age: 40,
    whatsapp: '',
    email: '',
    address: '',
    date: TODAY,
    time,
    message: '',
    fee: null,
    payment: { state: 'unpaid', fee: null, paid: null, refund: null },
    actions,
  });
const SESSION = { success: true, user: { username: 'desk.anu', role: 'desk', doctor: null }, csrfToken: 't', idleMinutes: 30 };
const ROWS = [
  row('ASH-AAAA-0001', '09:00', ['confirm']),
  row('ASH-AAAA-0002', '09:15', ['confirm']),
  row('ASH-AAAA-0003', '09:30', ['confirm']),
];

/** The desk's API as the console calls it: signed out at first, a day of three rows, a confirm with its undo. */
function deskApi() {
  let signedIn = false;
  const calls: string[] = [];
  const fetchMock = jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url.endsWith('/session')) return Promise.resolve(signedIn ? answer(SESSION) : answer({ success: false, message: 'Sign in' }, 401));
    if (url.endsWith('/sign-in')) {
      signedIn = true;
      return Promise.resolve(answer(SESSION));
    }
    if (url.includes('/appointments?date='))
      return Promise.resolve(answer({ success: true, from: TODAY, to: TODAY, appointments: ROWS, totals: { booked: 3 } }));
    if (url.endsWith('/confirm'))
      return Promise.resolve(
        answer({
          success: true,
          appointment: null,
          undo: { until: new Date(Date.now() + 600_000).toISOString(), what: 'the confirmation' },
        }),
      );
    if (url.endsWith('/undo')) return Promise.resolve(answer({ success: true, appointment: null, undo: null }));
    if (url.includes('/queue'))
      return Promise.resolve(answer({ success: true, doctor: 'x', day: TODAY, waiting: [], withDoctor: [], done: 0 }));
    if (url.includes('/slots')) return Promise.resolve(answer({ success: true, slots: [] }));
    return Promise.resolve(answer({ success: false, message: 'Not here' }, 404));
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return { calls, signIn: () => void (signedIn = true) };
}

const renderDesk = () =>
  render(
    <MemoryRouter initialEntries={['/staff']}>
      <StaffConsole />
    </MemoryRouter>,
  );

describe('the desk says what happened where it happened', () => {
  it('after signing in, the focus is on the search, where a call starts, not on the page’s body', async () => {
    deskApi();
    renderDesk();
    await userEvent.type(await screen.findByLabelText('Username'), 'desk.anu');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-words');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: /Reference, phone or patient’s name/ })).toHaveFocus());
  });

  it('acting on a row says so under that row, focused, with its Undo; the Undo’s answer is said there too', async () => {
    const api = deskApi();
    api.signIn();
    renderDesk();
    const third = await screen.findByRole('button', { name: 'Confirm ASH-AAAA-0003' });
    await userEvent.click(third);

    const said = await screen.findByText('ASH-AAAA-0003 (Patient 0003) confirmed.');
    const notice = said.closest('[role="status"]') as HTMLElement;
    await waitFor(() => expect(notice).toHaveFocus());
    // Under the row acted on: the next row of the table, not the top of the desk.
    const acted = () => document.querySelector('tr[data-reference="ASH-AAAA-0003"]');
    expect(acted()?.nextElementSibling).toContainElement(notice);

    await userEvent.tab();
    const undo = within(notice).getByRole('button', { name: 'Undo the confirmation' });
    expect(undo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const undone = await screen.findByText('Undone: the confirmation of ASH-AAAA-0003.');
    await waitFor(() => expect(undone.closest('[role="status"]')).toHaveFocus());
    expect(acted()?.nextElementSibling).toContainElement(undone);
    expect(api.calls).toContain('POST /api/staff/appointments/ASH-AAAA-0003/undo');
    // Said once: not again at the top of the desk.
    expect(screen.getAllByText('Undone: the confirmation of ASH-AAAA-0003.')).toHaveLength(1);
  });
});
