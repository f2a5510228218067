import { dateInDays, startServer, validPayload, type RunningServer } from '../../test/harness';
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
    const cardio = {
      ...validPayload(),
      service: 'Cardiology & Heart Care' as const,
      doctor: 'dr-venkatesh-iyer',
      preferredDate: ortho.preferredDate,
    };
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
    expect(list.find((a) => a.reference === refs[2])).toMatchObject({
      doctor: 'dr-venkatesh-iyer',
      phone: cardio.phone,
      fullName: cardio.fullName,
    });
    expect(day.body.totals).toEqual({ [String((list[0] as unknown as { status: string }).status)]: 3 });

    const doctor = await signedIn(server.url, 'doctor');
    const own = await doctor.get(`/api/staff/appointments?date=${ortho.preferredDate}&doctor=dr-venkatesh-iyer`);
    expect((own.body.appointments as Array<{ doctor: string }>).map((a) => a.doctor)).toEqual([
      ACCOUNTS.doctor.doctor,
      ACCOUNTS.doctor.doctor,
    ]);

    expect((await desk.get('/api/staff/appointments?date=tomorrow')).status).toBe(400);
    expect((await desk.get(`/api/staff/appointments?from=${ortho.preferredDate}&to=2099-01-01`)).status).toBe(400);
  });

  it('bounds every staff date: a year back to the last bookable day, ranges of at most 92 days, schedule dates two years ahead', async () => {
    const desk = await signedIn(server.url, 'desk');
    const admin = await signedIn(server.url, 'admin');
    const outside = /^(date|from|to) must be from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/;
    for (const path of [
      // Year 50 was read as 1950: a range of 1,900 years passed the 92-day check.
      '/api/staff/appointments?from=0050-01-01&to=1949-12-31',
      '/api/staff/appointments.csv?date=9999-12-31',
      `/api/staff/appointments?date=${dateInDays(-400)}`,
      `/api/staff/appointments?date=${dateInDays(45)}`,
      '/api/staff/slots?service=Cardiology%20%26%20Heart%20Care&date=9999-12-31',
    ]) {
      const reply = await desk.get(path);
      expect({ path, status: reply.status, message: reply.body.message }).toEqual({
        path,
        status: 400,
        message: expect.stringMatching(outside),
      });
    }
    expect((await desk.get(`/api/staff/appointments?from=${dateInDays(-300)}&to=${dateInDays(-250)}`)).status).toBe(200);
    expect((await desk.get(`/api/staff/appointments?from=${dateInDays(-100)}&to=${dateInDays(-7)}`)).body.message).toBe(
      'A range may span at most 92 days',
    );
    for (const body of [
      { change: 'off', doctor: null, date: '9999-12-31', reason: 'Far' },
      { change: 'extra', doctor: 'dr-karthik-varma', date: dateInDays(800), start: '09:00', end: '10:00' },
    ]) {
      expect((await admin.post('/api/staff/schedule', body)).body).toMatchObject({
        success: false,
        field: 'date',
        message: expect.stringMatching(outside),
      });
    }
    const preview = await admin.post('/api/staff/leave/preview', { doctor: 'dr-karthik-varma', date: '9999-12-31', reason: 'Far' });
    expect(preview.body).toMatchObject({ success: false, field: 'date', message: expect.stringMatching(outside) });
    expect(
      (await admin.post('/api/staff/schedule', { change: 'off', doctor: null, date: dateInDays(400), reason: 'Next year’s holiday' }))
        .status,
    ).toBe(200);
  });

  it('exports CSV written by a CSV library: UTF-8 with BOM, India time named, status labels, every column, formula-looking cells defused', async () => {
    const risky = {
      ...validPayload(),
      fullName: '-Ravi Teja',
      message: '@SUM(A1:A9) "quoted", and, commas',
      address: '+91 Main Road, Kompally',
    };
    const before = Date.now();
    expect((await server.post(risky, { 'accept-language': 'te' })).status).toBe(201);
    const desk = await signedIn(server.url, 'desk');
    const csv = await desk.get(`/api/staff/appointments.csv?from=${risky.preferredDate}&to=${risky.preferredDate}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="appointments-${risky.preferredDate}.csv"`);
    // fetch's text() drops a BOM: the bytes show it.
    const bytes = new Uint8Array(
      await (
        await fetch(`${server.url}/api/staff/appointments.csv?date=${risky.preferredDate}`, { headers: { cookie: desk.cookie } })
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Date,Time (IST),Status,Department,Doctor,Patient,Age,Parent or guardian,Gender,Phone,WhatsApp,E-mail,Address,Payment,Fee (₹),Payment state,Paid (₹),Paid by,Payment ID,Refund ID,Channel,Language,Message,Booked at',
    );
    expect(lines[1]).toContain(
      `,Booked,Orthopaedics & Trauma Care,Dr. Karthik Varma,'-Ravi Teja,46,,Male,${risky.phone},${risky.whatsapp},`,
    );
    expect(lines[1]).toContain(`,'+91 Main Road,`.replace(",'+91 Main Road,", ',"\'+91 Main Road, Kompally",'));
    expect(lines[1]).toContain(',Pay at hospital,800,Not paid,,,,,Online,Telugu,');
    expect(lines[1]).toContain(`,"'@SUM(A1:A9) ""quoted"", and, commas",`);
    // Booked at: India time (UTC+05:30) with the zone named, within a minute of the booking.
    const bookedAt = /,(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) IST$/.exec(lines[1] ?? '');
    expect(bookedAt).not.toBeNull();
    const asUtc = new Date(`${bookedAt?.[1]}T${bookedAt?.[2]}:00+05:30`).getTime();
    expect(Math.abs(asUtc - before)).toBeLessThan(120_000);
  });

  it('exports a minor’s parent or guardian beside the age, and an empty cell for an adult', async () => {
    const baby = { ...validPayload(), fullName: 'Baby Lakshmi Goud', age: 0, ageMonths: 7, guardianName: 'Sravani Goud' };
    const adult = validPayload();
    expect((await server.post(baby)).status).toBe(201);
    expect((await server.post(adult)).status).toBe(201);
    const desk = await signedIn(server.url, 'desk');
    const lines = (await desk.get(`/api/staff/appointments.csv?from=${baby.preferredDate}&to=${adult.preferredDate}`)).text.split('\r\n');
    expect(lines.find((line) => line.includes('Baby Lakshmi Goud'))).toContain(',Baby Lakshmi Goud,7 months,Sravani Goud,Male,');
    expect(lines.find((line) => line.includes(adult.phone))).toContain(',Ravi Teja Kondapalli,46,,Male,');
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
    for (const weak of ['password1234', 'aaaaaaaaaaaa', ' '.repeat(12), 'qwertyuiop12']) {
      const refused = await admin.post('/api/staff/users', { username: 'weak.pw', role: 'desk', password: weak });
      expect([weak, refused.status, refused.body.message]).toEqual([
        weak,
        400,
        expect.stringMatching(/^This password is too easy to guess: /),
      ]);
    }
    expect(
      (await admin.post('/api/staff/users', { username: 'strong.pw', role: 'desk', password: 'tamarind kettle orbit vowel' })).status,
    ).toBe(201);
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

  const WEEK = Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ start: '00:00', end: '24:00' }]]),
  );

  it('reads as forms (each doctor’s week, dates off, extra sessions) and changes as structured data', async () => {
    const admin = await signedIn(server.url, 'admin');
    const read = await admin.get('/api/staff/schedule');
    expect(read.status).toBe(200);
    const karthik = (read.body.schedule as { doctors: Array<Record<string, unknown>> }).doctors.find(
      (d) => d.doctor === 'dr-karthik-varma',
    );
    expect(karthik).toMatchObject({
      doctorName: 'Dr. Karthik Varma',
      slotMinutes: 15,
      capacity: 1,
      weekly: { mon: [{ start: '00:00', end: '24:00' }] },
    });

    const week = await admin.post('/api/staff/schedule', {
      change: 'week',
      doctor: 'dr-srinivas-reddy',
      slotMinutes: 20,
      capacity: 2,
      weekly: { ...WEEK, sun: [] },
      revision: read.body.revision,
    });
    expect(week.status).toBe(200);
    expect(week.body.summary).toContain('Dr. Srinivas Reddy: 20-minute slots, 2 patient(s) each; mon: 00:00-24:00;');
    expect(week.body.summary).toMatch(/; sun: no clinic$/);
    expect(String(week.body.summary).match(/Srinivas Reddy/g)).toHaveLength(1);
    expect(week.body.summary).not.toContain('dr-srinivas-reddy');
    expect(
      (week.body.schedule as { doctors: Array<Record<string, unknown>> }).doctors.find((d) => d.doctor === 'dr-srinivas-reddy'),
    ).toMatchObject({ slotMinutes: 20, capacity: 2, weekly: { sun: [] } });

    const bad = await admin.post('/api/staff/schedule', {
      change: 'week',
      doctor: 'dr-srinivas-reddy',
      slotMinutes: 15,
      capacity: 1,
      weekly: { ...WEEK, tue: [{ start: '25:00', end: '26:00' }] },
    });
    expect(bad.body).toMatchObject({ success: false, message: 'start must be a time such as 09:30' });
    const overlap = await admin.post('/api/staff/schedule', {
      change: 'week',
      doctor: 'dr-srinivas-reddy',
      slotMinutes: 15,
      capacity: 1,
      weekly: {
        ...WEEK,
        tue: [
          { start: '09:00', end: '11:00' },
          { start: '10:00', end: '12:00' },
        ],
      },
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.message).toBe('Dr. Srinivas Reddy on tue: 09:00-11:00 and 10:00-12:00 overlap');
    expect((await admin.post('/api/staff/schedule', { change: 'import', args: ['/etc/passwd'] })).body.message).toBe(
      'Unknown field "args": remove it and try again',
    );
    expect((await admin.post('/api/staff/schedule', { change: 'import' })).body.message).toBe(
      'change must be one of: week, off, on, extra, remove-extra',
    );
    const stale = await admin.post('/api/staff/schedule', {
      change: 'off',
      doctor: null,
      date: dateInDays(9),
      reason: 'Holiday',
      revision: read.body.revision,
    });
    expect(stale.status).toBe(409);
    const desk = await signedIn(server.url, 'desk');
    expect((await desk.post('/api/staff/schedule', { change: 'off', doctor: null, date: dateInDays(9) })).status).toBe(403);
  });

  it('refuses a change that would strand a booked appointment, listing it by the doctor’s name; applies one that strands nobody', async () => {
    const payload = validPayload();
    const booked = await server.post(payload);
    const reference = booked.body.appointmentId as string;
    const admin = await signedIn(server.url, 'admin');
    const before = await admin.get('/api/staff/schedule');

    const strand = await admin.post('/api/staff/schedule', {
      change: 'off',
      doctor: 'dr-karthik-varma',
      date: payload.preferredDate,
      reason: 'Conference',
    });
    expect(strand.status).toBe(409);
    expect(strand.body.message).toBe(
      '1 booked appointment would no longer fit this schedule. Move or cancel it first, then make the change again.',
    );
    expect(strand.body.stranded).toEqual([
      {
        reference,
        date: payload.preferredDate,
        time: payload.preferredTime,
        doctor: 'dr-karthik-varma',
        doctorName: 'Dr. Karthik Varma',
        // Whom to call, and on what number.
        name: payload.fullName,
        phone: payload.phone,
      },
    ]);
    expect((await admin.get('/api/staff/schedule')).body.revision).toBe(before.body.revision);
    expect((await admin.get(`/api/staff/appointments?date=${payload.preferredDate}`)).body.appointments).toEqual([
      expect.objectContaining({ reference }),
    ]);

    const fine = await admin.post('/api/staff/schedule', {
      change: 'off',
      doctor: 'dr-srinivas-reddy',
      date: payload.preferredDate,
      reason: 'Conference',
    });
    expect(fine.status).toBe(200);
    expect(fine.body).toMatchObject({ success: true, revision: Number(before.body.revision) + 1 });
    expect(fine.body.summary).toMatch(/Dr\. Srinivas Reddy off$/);
    expect((fine.body.lines as string[]).join('\n')).toContain(`${payload.preferredDate} Dr. Srinivas Reddy: Conference`);
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
