import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@hospital/router/testing';
import { ReleasesConsole } from './ReleasesConsole';

const answer = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body });

function signedInAs(role: 'desk' | 'doctor' | 'admin') {
  const fetchMock = jest.fn((url: string) =>
    Promise.resolve(
      url === '/api/staff/session'
        ? answer({ success: true, user: { username: `${role}.one`, role, doctor: null }, csrfToken: 't', idleMinutes: 30 })
        : answer({ success: true, remotes: [] }),
    ),
  );
  Object.assign(globalThis, { fetch: fetchMock });
  render(
    <MemoryRouter initialEntries={['/staff/releases']}>
      <ReleasesConsole />
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('the releases page’s frame', () => {
  it.each(['desk', 'doctor'] as const)('tells a %s account it is for administrators, and asks the site nothing', async (role) => {
    const fetchMock = signedInAs(role);
    expect(await screen.findByText('Only an administrator may see and change releases.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/staff/session']);
  });

  it('shows an administrator the releases, in the desk’s frame with its way back to the desk', async () => {
    const fetchMock = signedInAs('admin');
    expect(await screen.findByText('admin.one')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Staff pages' })).toContainElement(
      screen.getByRole('link', { name: 'Appointments desk' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Releases' }).closest('[lang]')).toHaveAttribute('lang', 'en');
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/staff/session', '/api/site/releases']));
  });
});
