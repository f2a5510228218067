import { startServer, validPayload, type RunningServer } from '../../test/harness';
import { ACCOUNTS, StaffClient, addAccounts, signedIn } from '../../test/staff';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openTestData } from '../../test/storage';
import { ALWAYS_OPEN_FILE } from '../../test/schedules';

const ENV = { STAFF_SLOW_AFTER: '0', STAFF_RATE_LIMIT_MAX: '0' };

async function start() {
  const server = await startServer({ env: ENV });
  await addAccounts(server.data.repos.staff);
  return server;
}

describe('the day list', () => {
  let server: RunningServer;
  beforeEach(async () => (server = await start()));
  afterEach(() => server.stop());

  it('lists a date’s appointments in time order with totals; a doctor gets only their own', async () => {
    const ortho = validPayload();
    const later = { ...validPayload(), preferredDate: ortho.preferredDate, preferredTime: '23:45' };
    const cardio = { ...validPayload(), service: 'Cardiology & Heart Care' as const, doctor: 'dr-venkatesh-iyer', preferredDate: ortho.preferredDate };
    const refs: string[] = [];
    for (const payload of [later, ortho, cardio]) {
      const reply = await server.post(payload);
      expect(reply.status).toBe(201);
      refs.push(reply.body.appointmentId as string);
    }
    const desk = await signedIn(server.url, 'desk');
    const day = await desk.get(`/api/staff/appointments?date=${ortho.preferredDate}`);
    expect(day.status).toBe(200);
    const list = day.body.appointments as Array<{ reference: string; time: string; doctor: string; phone: string; fullName: string }>;
    expect(list.map((a) => a.time)).toEqual([...list.map((a) => a.time)].sort());
    expect(list.map((a) => a.reference).sort()).toEqual([...refs].sort());
    expect(list.find((a) => a.reference === refs[2])).toMatchObject({ doctor: 'dr-venkatesh-iyer', phone: cardio.phone, fullName: cardio.fullName });
    expect(day.body.totals).toEqual({ [String((list[0] as unknown as { status: string }).status)]: 3 });

    const doctor = await signedIn(server.url, 'doctor');
    const own = await doctor.get(`/api/staff/appointments?date=${ortho.preferredDate}&doctor=dr-venkatesh-iyer`);
    expect((own.body.appointments as Array<{ doctor: string }>).map((a) => a.doctor)).toEqual([ACCOUNTS.doctor.doctor, ACCOUNTS.doctor.doctor]);

    expect((await desk.get('/api/staff/appointments?date=tomorrow')).status).toBe(400);
    expect((await desk.get(`/api/staff/appointments?from=${ortho.preferredDate}&to=2099-01-01`)).status).toBe(400);
  });

  it('exports CSV written by a CSV library, formula-looking cells defused', async () => {
    const risky = { ...validPayload(), fullName: '=HYPERLINK("http://evil.example","x")', message: '@SUM(A1:A9) "quoted", and, commas' };
    expect((await server.post(risky)).status).toBe(201);
    const desk = await signedIn(server.url, 'desk');
    const csv = await desk.get(`/api/staff/appointments.csv?from=${risky.preferredDate}&to=${risky.preferredDate}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="appointments-${risky.preferredDate}.csv"`);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Reference,Date,Time,Status,Department,Doctor,Patient,Age,Gender,Phone,E-mail,Message,Booked at');
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",46,Male,${risky.phone},`);
    expect(lines[1]).toContain(`,"'@SUM(A1:A9) ""quoted"", and, commas",`);
    expect(lines[1]).toContain(',Dr. Karthik Varma,');
  });
});

describe('accounts from the console (admin)', () => {
  let server: RunningServer;
  beforeEach(async () => (server = await start()));
  afterEach(() => server.stop());

  it('adds an account with a generated password shown once, refuses a duplicate, disables and re-enables', async () => {
    const admin = await signedIn(server.url, 'admin');
    const added = await admin.post('/api/staff/users', { username: 'nurse.kavya', role: 'desk' });
    expect(added.status).toBe(201);
    const password = String(added.body.password);
    expect(password).toMatch(/^[\w-]{24}$/);
    expect((await new StaffClient(server.url).signIn('nurse.kavya', password)).status).toBe(200);
    expect((await admin.post('/api/staff/users', { username: 'nurse.kavya', role: 'desk' })).status).toBe(409);
    expect((await admin.post('/api/staff/users', { username: 'dr.x', role: 'doctor' })).status).toBe(400);
    expect((await admin.post('/api/staff/users', { username: 'short.pw', role: 'desk', password: 'short' })).status).toBe(400);
    expect((await admin.post('/api/staff/users/nurse.kavya/disable')).status).toBe(200);
    expect((await new StaffClient(server.url).signIn('nurse.kavya', password)).status).toBe(401);
    expect((await admin.post('/api/staff/users/nurse.kavya/enable')).status).toBe(200);
    expect((await new StaffClient(server.url).signIn('nurse.kavya', password)).status).toBe(200);
    expect((await admin.post(`/api/staff/users/${ACCOUNTS.admin.username}/disable`)).status).toBe(409);
    const users = await admin.get('/api/staff/users');
    expect((users.body.users as Array<{ username: string }>).map((u) => u.username)).toContain('nurse.kavya');
    expect(JSON.stringify(users.body)).not.toMatch(/argon2/);
  });
});

describe('schedules from the console (admin)', () => {
  let server: RunningServer;
  beforeEach(async () => (server = await start()));
  afterEach(() => server.stop());

  it('refuses a change that would strand a booked appointment, listing it; applies one that strands nobody', async () => {
    const payload = validPayload();
    const booked = await server.post(payload);
    const reference = booked.body.appointmentId as string;
    const admin = await signedIn(server.url, 'admin');
    const before = await admin.get('/api/staff/schedule');
    expect(before.status).toBe(200);

    const strand = await admin.post('/api/staff/schedule', { change: 'off', args: ['dr-karthik-varma', payload.preferredDate, 'Conference'] });
    expect(strand.status).toBe(409);
    expect(strand.body.message).toBe('1 booked appointment would no longer fit this schedule. Move or cancel it first, then make the change again.');
    expect(strand.body.stranded).toEqual([{ reference, date: payload.preferredDate, time: payload.preferredTime, doctor: 'dr-karthik-varma', doctorName: 'Dr. Karthik Varma' }]);
    expect((await admin.get('/api/staff/schedule')).body.revision).toBe(before.body.revision);
    // The slot is still bookable by nobody else and the appointment stays.
    expect((await admin.get(`/api/staff/appointments?date=${payload.preferredDate}`)).body.appointments).toEqual([expect.objectContaining({ reference })]);

    const fine = await admin.post('/api/staff/schedule', { change: 'off', args: ['dr-srinivas-reddy', payload.preferredDate, 'Conference'] });
    expect(fine.status).toBe(200);
    expect(fine.body).toMatchObject({ success: true, revision: Number(before.body.revision) + 1 });
    expect((fine.body.lines as string[]).join('\n')).toContain(`${payload.preferredDate} Dr. Srinivas Reddy: Conference`);

    expect((await admin.post('/api/staff/schedule', { change: 'import', args: ['/etc/passwd'] })).status).toBe(400);
    expect((await admin.post('/api/staff/schedule', { change: 'set', args: ['dr-srinivas-reddy', 'tue', '25:00-26:00'] })).status).toBe(400);
    const stale = await admin.post('/api/staff/schedule', { change: 'slot', args: ['dr-srinivas-reddy', '20'], revision: before.body.revision });
    expect(stale.status).toBe(409);
  });
});

describe('two API instances on one database', () => {
  it('share sessions: signed in on one, used on the other, signed out on one, refused on both', async () => {
    const first = await start();
    const data = await openTestData(first.dataDir);
    const config = loadConfig({ ...ENV, BOOKING_RATE_LIMIT_MAX: '0' }, first.dataDir, ALWAYS_OPEN_FILE);
    const second = await buildApp({ data, config });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    const secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const a = await signedIn(first.url, 'desk');
      const b = new StaffClient(secondUrl);
      b.cookie = a.cookie;
      b.csrf = a.csrf;
      expect((await b.get('/api/staff/session')).status).toBe(200);
      // A booking taken by one instance is on the other's day list.
      const payload = validPayload();
      const booked = await first.post(payload);
      const day = await b.get(`/api/staff/appointments?date=${payload.preferredDate}`);
      expect((day.body.appointments as Array<{ reference: string }>).map((x) => x.reference)).toContain(booked.body.appointmentId);
      expect((await a.post('/api/staff/sign-out')).status).toBe(200);
      expect((await b.get('/api/staff/session')).status).toBe(401);
    } finally {
      await second.close();
      await data.close();
      await first.stop();
    }
  });
});
