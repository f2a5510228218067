import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleasesOverviewAnswer, RemoteReleasesView } from '@hospital/shared-types';
import { StaffClient } from '../api/staff-client';
import { ReleasesBoard } from './ReleasesBoard';

jest.setTimeout(30_000);

// jsdom has <dialog> but not its modal methods: opened and closed as a browser would (focus is the Modal's own).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const AT = '2026-11-29T04:30:00.000Z';
const quiet = (remote: RemoteReleasesView['remote'], live: string, published: string[] = [live]): RemoteReleasesView => ({
  remote,
  live,
  canary: null,
  published,
  history: [{ remote, kind: 'release', from: null, to: live, who: 'ops@build', why: 'made live', at: AT }],
});
const withCanary: RemoteReleasesView = {
  ...quiet('booking', '1.0.0_a', ['1.1.0_b', '1.0.0_a']),
  canary: {
    release: '1.1.0_b',
    percent: 10,
    startedAt: AT,
    startedBy: 'admin.asha',
    rates: { live: { visits: 900, failures: 9, rate: 0.01 }, canary: { visits: 100, failures: 3, rate: 0.03 } },
  },
};
const promoted: RemoteReleasesView = {
  ...quiet('booking', '1.1.0_b', ['1.1.0_b', '1.0.0_a']),
  history: [
    {
      remote: 'booking',
      kind: 'promote',
      from: '1.0.0_a',
      to: '1.1.0_b',
      who: 'admin.asha',
      why: 'promoted from the releases page',
      at: AT,
    },
    ...withCanary.history,
  ],
};
const overview = (...booking: RemoteReleasesView[]): ReleasesOverviewAnswer => ({
  success: true,
  remotes: [quiet('content', '2.0.0_c'), ...booking, quiet('shop', '1.0.0_s', ['1.2.0_t', '1.0.0_s'])],
});
const answer = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body });

/** The site server as the page sees it: the overview, then each step's answer in turn. */
function site(first: ReleasesOverviewAnswer, ...steps: Array<ReturnType<typeof answer>>) {
  const fetchMock = jest.fn((_url: string, init?: RequestInit) =>
    Promise.resolve(init?.method === 'POST' ? (steps.shift() ?? answer({}, 500)) : answer(first)),
  );
  Object.assign(globalThis, { fetch: fetchMock });
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { fetchMock, posts };
}

function renderBoard() {
  const client = new StaffClient();
  client.setCsrfToken('the-session-token');
  const onSignedOut = jest.fn();
  render(<ReleasesBoard client={client} onSignedOut={onSignedOut} />);
  return { onSignedOut };
}

const section = async (name: RegExp) => (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;

describe('the releases page', () => {
  it('shows a running canary beside the live release: share, visits, failures and rate side by side', async () => {
    site(overview(withCanary));
    renderBoard();
    const booking = await section(/Appointments/);
    expect(booking).toHaveTextContent('Canary: 1.1.0_b to 10% of new visitors');
    const table = within(booking).getByRole('table', { name: 'Failures since the canary started' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(within(table).getByRole('rowheader', { name: 'Live 1.0.0_a' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Canary 1.1.0_b' })).toBeInTheDocument();
    expect(rows.slice(1)).toEqual([
      ['90%', '900', '9', '1.0%'],
      ['10%', '100', '3', '3.0%'],
    ]);
    const history = within(booking).getByRole('table', { name: 'History' });
    expect(within(history).getByRole('cell', { name: 'ops@build' })).toBeInTheDocument();
  });

  it('reads the figures again when asked', async () => {
    const { fetchMock } = site(overview(withCanary));
    renderBoard();
    await section(/Appointments/);
    const later: RemoteReleasesView = {
      ...withCanary,
      canary: withCanary.canary && {
        ...withCanary.canary,
        rates: { live: { visits: 1800, failures: 18, rate: 0.01 }, canary: { visits: 200, failures: 2, rate: 0.01 } },
      },
    };
    fetchMock.mockImplementation(() => Promise.resolve(answer(overview(later))));
    await userEvent.click(screen.getByRole('button', { name: 'Show the latest figures' }));
    const table = within(await section(/Appointments/)).getByRole('table', { name: 'Failures since the canary started' });
    expect(await within(table).findByRole('cell', { name: '1800' })).toBeInTheDocument();
  });

  it('asks once before promoting, sends the session’s CSRF token once, and says what happened with the focus on it', async () => {
    const { posts } = site(overview(withCanary), answer(overview(promoted)));
    renderBoard();
    const booking = await section(/Appointments/);
    await userEvent.click(within(booking).getByRole('button', { name: 'Promote 1.1.0_b to everyone…' }));
    expect(posts()).toHaveLength(0);

    const dialog = screen.getByRole('alertdialog', { name: 'Promote 1.1.0_b of Appointments?' });
    expect(within(dialog).getByRole('button', { name: 'Keep things as they are' })).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Promote 1.1.0_b' });
    await userEvent.dblClick(confirm);

    const said = await screen.findByRole('status');
    expect(said).toHaveTextContent('1.1.0_b of Appointments is live for everyone.');
    expect(said).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toEqual([
      '/api/site/releases/booking/promote',
      expect.objectContaining({
        body: JSON.stringify({ release: '1.1.0_b' }),
        headers: expect.objectContaining({ 'X-CSRF-Token': 'the-session-token' }),
      }),
    ]);
    const history = within(await section(/Appointments/)).getByRole('table', { name: 'History' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(/Promoted to everyone.*1\.1\.0_b.*admin\.asha/);
  });

  it('starts a canary with the keyboard alone: the share typed, Enter, then the confirm button reached by Tab', async () => {
    const started = overview(quiet('booking', '1.0.0_a'));
    const { posts } = site(overview(quiet('booking', '1.0.0_a')), answer(started));
    renderBoard();
    const shop = await section(/Pharmacy shop/);
    const share = within(shop).getByLabelText('Share of new visitors (%)');
    for (let presses = 0; presses < 30 && document.activeElement !== share; presses++) await userEvent.tab();
    expect(share).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}5{Enter}');

    const dialog = screen.getByRole('alertdialog', { name: 'Start a canary of Pharmacy shop?' });
    expect(dialog).toHaveTextContent('1.2.0_t goes to 5% of new visitors; the others keep 1.0.0_s.');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(dialog).getByRole('button', { name: 'Start 1.2.0_t for 5%' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('status')).toHaveFocus();
    expect(posts()).toEqual([
      [
        '/api/site/releases/shop/canary',
        expect.objectContaining({ body: JSON.stringify({ live: '1.0.0_s', release: '1.2.0_t', percent: 5 }) }),
      ],
    ]);
  });

  it('keeps things as they are when the question is declined, with the focus back on the button', async () => {
    const { posts } = site(overview(withCanary));
    renderBoard();
    const rollBack = within(await section(/Appointments/)).getByRole('button', { name: 'Roll back 1.1.0_b…' });
    await userEvent.click(rollBack);
    await userEvent.click(screen.getByRole('button', { name: 'Keep things as they are' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(rollBack).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('says why a step on an out-of-date page changed nothing, and shows what is true now', async () => {
    const refusal = {
      success: false,
      message: 'Someone changed this meanwhile, so nothing was changed: booking has no canary 1.1.0_b running.',
    };
    const { fetchMock } = site(overview(withCanary), answer(refusal, 409));
    renderBoard();
    await userEvent.click(within(await section(/Appointments/)).getByRole('button', { name: 'Roll back 1.1.0_b…' }));
    // Meanwhile someone else promoted it: the next read says so.
    fetchMock.mockImplementation((_url: string, init?: RequestInit) =>
      Promise.resolve(init?.method === 'POST' ? answer(refusal, 409) : answer(overview(promoted))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Roll back 1.1.0_b' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/nothing was changed/);
    expect(alert).toHaveFocus();
    expect(await section(/Appointments/)).toHaveTextContent('Live: 1.1.0_b, to every visitor');
  });
});
