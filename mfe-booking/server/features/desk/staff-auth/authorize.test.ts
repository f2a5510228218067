// The site server asks here whether a browser's session may use its releases page.
import { startServer, type RunningServer } from '../../../test/harness';
import { ACCOUNTS, addAccounts, signedIn, StaffClient } from '../../../test/staff';
import { STAFF_API } from '../routes-table';

const READ = `${STAFF_API.authorize.url}?purpose=releases`;
const CHANGE = STAFF_API.authorizeChange.url;

describe('authorize: the site server asks who a session is', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { STAFF_SLOW_AFTER: '0', STAFF_RATE_LIMIT_MAX: '0' } });
    await addAccounts(server.data.repos.staff);
  });
  afterAll(() => server.stop());

  it('answers an admin’s username and role, for a read and, with the CSRF token, a change', async () => {
    const admin = await signedIn(server.url, 'admin');
    const user = { username: ACCOUNTS.admin.username, role: 'admin' };
    expect(await admin.get(READ)).toMatchObject({ status: 200, body: { success: true, user } });
    expect(await admin.post(CHANGE, { purpose: 'releases' })).toMatchObject({ status: 200, body: { success: true, user } });
  });

  it('refuses without a session (401) and the desk and doctor roles (403), on both routes', async () => {
    const nobody = new StaffClient(server.url);
    expect((await nobody.get(READ)).status).toBe(401);
    expect((await nobody.post(CHANGE, { purpose: 'releases' })).status).toBe(401);
    for (const role of ['desk', 'doctor'] as const) {
      const staff = await signedIn(server.url, role);
      const read = await staff.get(READ);
      expect(read).toMatchObject({ status: 403, body: { success: false } });
      expect((await staff.post(CHANGE, { purpose: 'releases' })).status).toBe(403);
    }
  });

  it('refuses a change without the session’s CSRF token or from another origin, as the desk’s own actions', async () => {
    const admin = await signedIn(server.url, 'admin');
    const withoutToken = await admin.post(CHANGE, { purpose: 'releases' }, { 'x-csrf-token': 'not-the-token' });
    expect(withoutToken).toMatchObject({ status: 403, body: { success: false, message: expect.stringMatching(/security token/) } });
    const elsewhere = await admin.post(CHANGE, { purpose: 'releases' }, { origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(403);
  });

  it('refuses a purpose it does not know with 400', async () => {
    const admin = await signedIn(server.url, 'admin');
    expect(await admin.get(`${STAFF_API.authorize.url}?purpose=everything`)).toMatchObject({ status: 400, body: { success: false } });
    expect((await admin.post(CHANGE, {})).status).toBe(400);
  });
});
