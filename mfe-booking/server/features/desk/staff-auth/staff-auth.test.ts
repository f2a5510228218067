import { startServer, type RunningServer } from '../../../test/harness';
import { SESSION_COOKIE } from './auth';
import { sessionIdHash } from './sessions';
import { STAFF_API } from '../routes-table';
import { ACCOUNTS, STAFF_PASSWORD, StaffClient, addAccounts, signedIn } from '../../../test/staff';
import { STAFF_ROLES } from './types';

/** A clock the test moves: sessions expire without waiting. */
function testClock() {
  let at = Date.now();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

const ENV = { STAFF_SLOW_AFTER: '0', STAFF_RATE_LIMIT_MAX: '0' };

async function start(env: Record<string, string> = {}, clock = testClock()) {
  const server = await startServer({ env: { ...ENV, ...env }, now: clock.now });
  await addAccounts(server.data.repos.staff);
  return { server, clock };
}

// An account nobody signs in with: disabling it leaves the test's sessions alone.
const concrete = (url: string) => url.replace(':username', 'someone.else').replace(':reference', 'ASH-0000-0000');

describe('staff sign-in', () => {
  let server: RunningServer;
  let clock: ReturnType<typeof testClock>;
  beforeEach(async () => ({ server, clock } = await start()));
  afterEach(() => server.stop());

  it('signs in with the right password: an HttpOnly SameSite=Strict cookie on /api, a CSRF token, the account', async () => {
    const client = new StaffClient(server.url);
    const reply = await client.signIn(ACCOUNTS.desk.username);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      user: { username: 'desk.priya', role: 'desk', doctor: null },
      csrfToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{43};`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api(;|$)/);
    expect(cookie).not.toMatch(/Secure/);
    const session = await client.get('/api/staff/session');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ user: { username: 'desk.priya' }, csrfToken: client.csrf });
  });

  it('marks the cookie Secure when a trusted proxy says the visitor came over HTTPS', async () => {
    const client = new StaffClient(server.url);
    const reply = await client.post(
      '/api/staff/sign-in',
      { username: ACCOUNTS.desk.username, password: STAFF_PASSWORD },
      { 'x-forwarded-proto': 'https', origin: server.url.replace('http:', 'https:') },
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('keeps only a hash of the session id', async () => {
    const client = await signedIn(server.url, 'desk');
    const id = client.cookie.split('=')[1] ?? '';
    const found = await server.data.repos.staff.useSession(sessionIdHash(id), clock.now().getTime(), 60_000);
    expect(found?.user.username).toBe('desk.priya');
    expect(await server.data.repos.staff.useSession(id, clock.now().getTime(), 60_000)).toBeNull();
  });

  it('gives the same answer for a wrong password and an unknown username', async () => {
    const wrong = await new StaffClient(server.url).signIn(ACCOUNTS.desk.username, 'not the password at all');
    const unknown = await new StaffClient(server.url).signIn('nobody.here', 'not the password at all');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ success: false, message: 'The username or password is not right.' });
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a disabled account as if the password were wrong', async () => {
    await server.data.repos.staff.setDisabled(ACCOUNTS.desk.username, true);
    const reply = await new StaffClient(server.url).signIn(ACCOUNTS.desk.username);
    expect(reply.status).toBe(401);
  });

  it('locks an account after 5 failures, even for the right password, whether or not it exists, and unlocks after 15 minutes', async () => {
    for (const username of [ACCOUNTS.desk.username, 'nobody.here']) {
      const client = new StaffClient(server.url);
      for (let i = 0; i < 4; i++) expect((await client.signIn(username, 'wrong password 123')).status).toBe(401);
      const fifth = await client.signIn(username, 'wrong password 123');
      expect(fifth.status).toBe(429);
      expect(fifth.body.message).toMatch(/Too many failed sign-ins\. Please wait 15 minutes/);
      expect(fifth.headers.get('retry-after')).toBe('900');
    }
    const locked = await new StaffClient(server.url).signIn(ACCOUNTS.desk.username);
    expect(locked.status).toBe(429);
    // Another account from the same address still signs in.
    expect((await new StaffClient(server.url).signIn(ACCOUNTS.admin.username)).status).toBe(200);
    clock.advance(15 * 60_000 + 1);
    expect((await new StaffClient(server.url).signIn(ACCOUNTS.desk.username)).status).toBe(200);
  });

  it('locks an address that tries many usernames', async () => {
    const client = new StaffClient(server.url);
    for (let i = 0; i < 19; i++) expect((await client.signIn(`guess${i}`, 'wrong password 123')).status).toBe(401);
    expect((await client.signIn('guess19', 'wrong password 123')).status).toBe(429);
    expect((await client.signIn(ACCOUNTS.admin.username)).status).toBe(429);
  });

  it('ends a session left idle for 30 minutes, and any session 12 hours after sign-in', async () => {
    const idle = await signedIn(server.url, 'desk');
    clock.advance(29 * 60_000);
    expect((await idle.get('/api/staff/session')).status).toBe(200);
    clock.advance(30 * 60_000 + 1);
    const expired = await idle.get('/api/staff/session');
    expect(expired.status).toBe(401);
    expect(expired.headers.get('set-cookie')).toMatch(/Max-Age=0/);

    const busy = await signedIn(server.url, 'desk');
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await busy.get('/api/staff/session')).status).toBe(200);
    }
    clock.advance(20 * 60_000);
    expect((await busy.get('/api/staff/session')).status).toBe(401);
  });

  it('ends sessions on sign-out, revocation, a password reset and disabling', async () => {
    const a = await signedIn(server.url, 'desk');
    const signedOut = a.cookie;
    expect((await a.post('/api/staff/sign-out')).status).toBe(200);
    expect(a.cookie).toBe('');
    a.cookie = signedOut;
    expect((await a.get('/api/staff/session')).status).toBe(401);

    const b = await signedIn(server.url, 'desk');
    const c = await signedIn(server.url, 'desk');
    expect(await server.data.repos.staff.revokeSessions(ACCOUNTS.desk.username)).toBe(2);
    expect((await b.get('/api/staff/session')).status).toBe(401);
    expect((await c.get('/api/staff/session')).status).toBe(401);

    const d = await signedIn(server.url, 'desk');
    await server.data.repos.staff.setPassword(ACCOUNTS.desk.username, 'x', clock.now().getTime());
    expect((await d.get('/api/staff/session')).status).toBe(401);

    const admin = await signedIn(server.url, 'admin');
    const e = await signedIn(server.url, 'doctor');
    expect((await admin.post(`/api/staff/users/${ACCOUNTS.doctor.username}/disable`)).status).toBe(200);
    expect((await e.get('/api/staff/session')).status).toBe(401);
    expect((await new StaffClient(server.url).signIn(ACCOUNTS.doctor.username)).status).toBe(401);
  });
});

describe('device cookies: a browser that signed in before is judged by its own failures', () => {
  let server: RunningServer;
  let clock: ReturnType<typeof testClock>;
  beforeEach(async () => ({ server, clock } = await start()));
  afterEach(() => server.stop());

  const REFUSED = { success: false, message: 'The username or password is not right.' };
  const from = (address: string) => ({ 'x-forwarded-for': address });
  async function signInFrom(client: StaffClient, address: string, username: string, password = STAFF_PASSWORD) {
    const reply = await client.post('/api/staff/sign-in', { username, password }, from(address));
    if (reply.status === 200) client.csrf = String(reply.body.csrfToken);
    return reply;
  }

  /** Five wrong passwords for `username`, each from another address, as a stranger: the fifth locks the account. */
  async function lockOut(username: string) {
    for (let i = 1; i <= 5; i++) {
      const reply = await signInFrom(new StaffClient(server.url), `203.0.113.${i}`, username, 'wrong password 123');
      if (i < 5) expect([i, reply.status, reply.body]).toEqual([i, 401, REFUSED]);
      else {
        expect(reply.status).toBe(429);
        expect(reply.body).toEqual({
          success: false,
          message: 'Too many failed sign-ins. Please wait 15 minutes and try again, or ask an administrator.',
        });
      }
    }
  }

  /** The desk's browser: signed in once, then signed out, keeping its device cookie. */
  async function deskBrowser() {
    const browser = new StaffClient(server.url);
    expect((await signInFrom(browser, '198.51.100.7', ACCOUNTS.desk.username)).status).toBe(200);
    expect((await browser.post('/api/staff/sign-out')).status).toBe(200);
    expect(browser.devices.size).toBe(1);
    return browser;
  }

  it('gives the browser an HttpOnly, SameSite=Strict cookie for the sign-in only, naming the account, Secure over HTTPS', async () => {
    const reply = await new StaffClient(server.url).signIn(ACCOUNTS.desk.username);
    const device = reply.headers.getSetCookie().find((c) => c.startsWith('hospital_staff_device_desk.priya=')) ?? '';
    expect(device).toMatch(/; HttpOnly/);
    expect(device).toMatch(/; SameSite=Strict/);
    expect(device).toMatch(/; Path=\/api\/staff\/sign-in(;|$)/);
    expect(device).toMatch(/; Max-Age=7776000/);
    expect(device).not.toMatch(/Secure/);
    const https = await new StaffClient(server.url).post(
      '/api/staff/sign-in',
      { username: ACCOUNTS.desk.username, password: STAFF_PASSWORD },
      { 'x-forwarded-proto': 'https', origin: server.url.replace('http:', 'https:') },
    );
    expect(https.headers.getSetCookie().find((c) => c.startsWith('hospital_staff_device_'))).toMatch(/; Secure/);
    // It is no session.
    const holder = new StaffClient(server.url);
    holder.devices.set('device', device.split(';')[0] ?? '');
    expect((await holder.get('/api/staff/session')).status).toBe(401);
  });

  it('a stranger failing from five addresses locks the account for strangers, not for the desk’s browser', async () => {
    const browser = await deskBrowser();
    await lockOut(ACCOUNTS.desk.username);
    // A client that never signed in is still locked out, with the right password too.
    const stranger = await signInFrom(new StaffClient(server.url), '198.51.100.7', ACCOUNTS.desk.username);
    expect(stranger.status).toBe(429);
    expect(stranger.headers.get('retry-after')).toBe('900');
    const again = await signInFrom(browser, '198.51.100.7', ACCOUNTS.desk.username);
    expect(again.status).toBe(200);
    expect((await browser.get('/api/staff/session')).body).toMatchObject({ user: { username: 'desk.priya' } });
    // The lock on strangers stands: the desk's success does not lift it.
    expect((await signInFrom(new StaffClient(server.url), '203.0.113.9', ACCOUNTS.desk.username)).status).toBe(429);
  });

  it('twenty failures from the desk’s own address lock strangers there, not the desk’s browser', async () => {
    const browser = await deskBrowser();
    for (let i = 0; i < 19; i++)
      expect((await signInFrom(new StaffClient(server.url), '198.51.100.7', `guess${i}`, 'wrong password 123')).status).toBe(401);
    expect((await signInFrom(new StaffClient(server.url), '198.51.100.7', 'guess19', 'wrong password 123')).status).toBe(429);
    expect((await signInFrom(new StaffClient(server.url), '198.51.100.7', ACCOUNTS.admin.username)).status).toBe(429);
    expect((await signInFrom(browser, '198.51.100.7', ACCOUNTS.desk.username)).status).toBe(200);
  });

  it('locks the browser after its own 5 failures, for 15 minutes', async () => {
    const browser = await deskBrowser();
    for (let i = 0; i < 4; i++)
      expect((await signInFrom(browser, '198.51.100.7', ACCOUNTS.desk.username, 'wrong password 123')).body).toEqual(REFUSED);
    expect((await signInFrom(browser, '198.51.100.7', ACCOUNTS.desk.username, 'wrong password 123')).status).toBe(429);
    expect((await signInFrom(browser, '198.51.100.7', ACCOUNTS.desk.username)).status).toBe(429);
    clock.advance(15 * 60_000 + 1);
    expect((await signInFrom(browser, '198.51.100.7', ACCOUNTS.desk.username)).status).toBe(200);
  });

  it('a forged cookie, another account’s, or one from before a password change does not help', async () => {
    const browser = await deskBrowser();
    const [name = '', value = ''] = [...browser.devices.values()][0]?.split('=') ?? [];
    const admin = new StaffClient(server.url);
    await admin.signIn(ACCOUNTS.admin.username);
    const adminValue = [...admin.devices.values()][0]?.split('=')[1] ?? '';
    await lockOut(ACCOUNTS.desk.username);

    const tries: Record<string, string> = {
      forged: `${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`,
      madeUp: `${'A'.repeat(22)}.0.${clock.now().getTime()}.${'A'.repeat(43)}`,
      otherAccount: adminValue,
    };
    for (const [what, forged] of Object.entries(tries)) {
      const client = new StaffClient(server.url);
      client.devices.set(name, `${name}=${forged}`);
      const reply = await signInFrom(client, '198.51.100.7', ACCOUNTS.desk.username);
      expect([what, reply.status, reply.body.message]).toEqual([what, 429, expect.stringMatching(/^Too many failed sign-ins/)]);
    }
    // Signed by another server's key.
    const other = await startServer({ env: { ...ENV, STAFF_DEVICE_SECRET: 'another-servers-device-key-0123456789' } });
    try {
      await addAccounts(other.data.repos.staff);
      const elsewhere = new StaffClient(other.url);
      await elsewhere.signIn(ACCOUNTS.desk.username);
      const client = new StaffClient(server.url);
      client.devices = elsewhere.devices;
      expect((await signInFrom(client, '198.51.100.7', ACCOUNTS.desk.username)).status).toBe(429);
    } finally {
      await other.stop();
    }
    // A new password revokes every device cookie of the account.
    await server.data.repos.staff.setPassword(
      ACCOUNTS.desk.username,
      (await server.data.repos.staff.findUser(ACCOUNTS.desk.username))?.passwordHash ?? '',
      clock.now().getTime() + 1,
    );
    expect((await signInFrom(browser, '198.51.100.7', ACCOUNTS.desk.username)).status).toBe(429);
  });
});

describe('CSRF', () => {
  let server: RunningServer;
  beforeEach(async () => ({ server } = await start()));
  afterEach(() => server.stop());

  it('refuses a change without the session token, with a wrong one, or from another origin', async () => {
    const client = await signedIn(server.url, 'admin');
    const path = `/api/staff/users/${ACCOUNTS.desk.username}/revoke-sessions`;
    const token = client.csrf;
    client.csrf = '';
    expect((await client.post(path)).status).toBe(403);
    client.csrf = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await client.post(path)).body.message).toMatch(/security token/);
    client.csrf = token;
    expect((await client.post(path, undefined, { origin: 'https://evil.example' })).status).toBe(403);
    client.origin = null;
    expect((await client.post(path)).status).toBe(403);
    expect((await client.post(path, undefined, { referer: `${server.url}/staff` })).status).toBe(200);
    client.origin = server.url;
    expect((await client.post(path)).status).toBe(200);
  });

  it('refuses a sign-in posted from another site', async () => {
    const client = new StaffClient(server.url);
    client.origin = 'https://evil.example';
    const reply = await client.signIn(ACCOUNTS.desk.username);
    expect(reply.status).toBe(403);
    expect(reply.headers.get('set-cookie')).toBeNull();
  });
});

describe('every staff route', () => {
  let server: RunningServer;
  beforeEach(async () => ({ server } = await start()));
  afterEach(() => server.stop());

  const routes = Object.values(STAFF_API).flatMap((route) => (route.roles ? [{ ...route, roles: route.roles }] : []));

  it('answers 401 without a session, unknown paths too', async () => {
    const anonymous = new StaffClient(server.url);
    for (const route of routes) {
      const reply = await anonymous.request(route.method, concrete(route.url), route.method === 'POST' ? {} : undefined);
      expect([route.url, reply.status]).toEqual([route.url, 401]);
      expect(reply.body).toEqual({ success: false, message: 'Please sign in to the appointments desk.' });
    }
    for (const [method, path] of [
      ['GET', '/api/staff'],
      ['GET', '/api/staff/no-such-thing'],
      ['POST', '/api/staff/users/x/delete'],
      ['DELETE', '/api/staff/session'],
    ]) {
      expect([path, (await anonymous.request(method as string, path as string)).status]).toEqual([path, 401]);
    }
    // A forged cookie is no session either.
    anonymous.cookie = `${SESSION_COOKIE}=${'A'.repeat(43)}`;
    expect((await anonymous.get('/api/staff/session')).status).toBe(401);
  });

  it('answers 403 to each role a route leaves out, and lets the others through', async () => {
    const clients = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await signedIn(server.url, role)] as const)),
    );
    for (const route of routes) {
      for (const role of STAFF_ROLES) {
        if (route.url === STAFF_API.signOut.url) continue;
        const reply = await clients[role]!.request(route.method, concrete(route.url), route.method === 'POST' ? {} : undefined);
        if (route.roles.includes(role)) expect([route.url, role, reply.status]).not.toEqual([route.url, role, 403]);
        else expect([route.url, role, reply.status, reply.body.message]).toEqual([route.url, role, 403, 'Your role may not do this.']);
      }
    }
    expect((await clients.desk!.get('/api/staff/no-such-thing')).status).toBe(404);
  });
});
