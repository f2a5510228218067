import { readScheduleFile } from '../schedules/read-file';
import type { Schedule } from '../../domain/schedule';
import { startServer, validPayload, type RunningServer } from '../../test/harness';
import { DEFAULT_SCHEDULE_FILE } from '../../test/schedules';
import { STORAGE } from '../../test/storage';

// Each test starts API servers on real databases; a busy machine (CI, other builds) needs more than 5 s.
jest.setTimeout(30_000);

// The hospital's own schedule (features/schedules/schedule.json) on a fixed clock: Monday 30 November 2026, 10:05 in India.
const MONDAY = '2026-11-30';
const NOW = new Date(`${MONDAY}T10:05:00+05:30`);
const SLOTS = '/api/appointments/slots';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { BOOKING_SCHEDULE_FILE: DEFAULT_SCHEDULE_FILE }, now: () => NOW });
});
afterAll(async () => {
  await server.stop();
});

const slotsOf = async (query: Record<string, string>) => server.get(`${SLOTS}?${new URLSearchParams(query).toString()}`);
const timesOf = (reply: { body: Record<string, unknown> }) => (reply.body.slots as Array<{ time: string }>).map((slot) => slot.time);
const book = (patch: Record<string, unknown>, headers?: Record<string, string>) => server.post({ ...validPayload(), ...patch }, headers);
const seeded = readScheduleFile(DEFAULT_SCHEDULE_FILE).schedule;
/** Replaces the schedule as `npm run schedule` would; the API notices by its revision. */
const setSchedule = (change: (schedule: Schedule) => Schedule) =>
  server.data.schedules.write(change(structuredClone(seeded)), { source: 'test' });
afterEach(async () => {
  await server.data.schedules.write(seeded, { source: 'test' });
});

describe(`GET ${SLOTS} (${STORAGE})`, () => {
  it.each([
    ['no service', { date: '2026-12-01' }, /service is required/],
    ['an unknown service', { service: 'Dermatology', date: '2026-12-01' }, /service must be the name of one of our departments/],
    ['no date', { service: 'Cardiology & Heart Care' }, /date is required/],
    ['an impossible date', { service: 'Cardiology & Heart Care', date: '2026-02-30' }, /date must be a real date/],
    ['a date in another format', { service: 'Cardiology & Heart Care', date: '01/12/2026' }, /date must be a real date/],
    [
      'a doctor of another department',
      { service: 'Cardiology & Heart Care', date: '2026-12-01', doctor: 'dr-karthik-varma' },
      /doctor must be one of the Cardiology & Heart Care doctors: dr-venkatesh-iyer/,
    ],
  ])('answers %s with 400 and a message', async (_name, query, message) => {
    const reply = await slotsOf(query as Record<string, string>);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message: expect.stringMatching(message), field: expect.any(String) });
  });

  it('refuses a parameter given twice', async () => {
    const reply = await server.get(`${SLOTS}?service=ENT%20(Ear%2C%20Nose%20%26%20Throat)%20Care&date=2026-12-01&date=2026-12-02`);
    expect(reply.status).toBe(400);
  });

  it("lists a department's free times in order, each with the doctors who have it", async () => {
    const reply = await slotsOf({ service: 'General Medicine & Family Care', date: '2026-12-01' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      date: '2026-12-01',
      service: 'General Medicine & Family Care',
      nextDate: null,
      bookableFrom: MONDAY,
      bookableUntil: '2026-12-30',
    });
    const times = timesOf(reply);
    expect(times[0]).toBe('08:00');
    expect(times.at(-1)).toBe('19:45');
    expect([...times].sort()).toEqual(times);
    const nine = (reply.body.slots as Array<{ time: string; doctors: Array<{ slug: string }> }>).find((slot) => slot.time === '09:00');
    expect(nine?.doctors.map((d) => d.slug)).toEqual(['dr-srinivas-reddy', 'dr-sneha-kulkarni']);
  });

  it("lists one doctor's times with their slot length (20 minutes for Dr. Venkatesh Iyer)", async () => {
    const reply = await slotsOf({ service: 'Cardiology & Heart Care', date: '2026-12-01', doctor: 'dr-venkatesh-iyer' });
    expect(timesOf(reply).slice(0, 4)).toEqual(['11:00', '11:20', '11:40', '12:00']);
    expect(reply.body.doctor).toBe('dr-venkatesh-iyer');
  });

  it("leaves out what the two hours' notice has closed today", async () => {
    // 10:05 now: the first bookable start is 12:05, so Dr. Karthik Varma's morning (9-12) is gone.
    expect(timesOf(await slotsOf({ service: 'Orthopaedics & Trauma Care', date: MONDAY }))[0]).toBe('16:00');
  });

  it('answers a day without sessions with no slots and the next day that has some', async () => {
    const sunday = await slotsOf({ service: 'Orthopaedics & Trauma Care', date: '2026-12-06' });
    expect(sunday.status).toBe(200);
    expect(sunday.body).toMatchObject({ slots: [], nextDate: '2026-12-07' });
    // The visiting ENT consultant is not in on Tuesdays: Wednesday is next.
    expect((await slotsOf({ service: 'ENT (Ear, Nose & Throat) Care', date: '2026-12-01' })).body).toMatchObject({
      slots: [],
      nextDate: '2026-12-02',
    });
  });

  it('answers a date before today or beyond the horizon with no slots', async () => {
    expect((await slotsOf({ service: 'Orthopaedics & Trauma Care', date: '2026-11-29' })).body).toMatchObject({
      slots: [],
      nextDate: MONDAY,
    });
    expect((await slotsOf({ service: 'Orthopaedics & Trauma Care', date: '2026-12-31' })).body).toMatchObject({
      slots: [],
      nextDate: null,
    });
  });

  // Public dates: from yesterday to the day after the last bookable day (a visitor's clock a day off India's).
  it.each([
    ['the far date of the probe', '9999-12-31'],
    ['a date two days past the horizon', '2027-01-01'],
    ['a date two days back', '2026-11-28'],
    ['the first day of year 1', '0001-01-01'],
  ])('answers %s with 400 naming the bookable days, at once', async (_name, date) => {
    const started = Date.now();
    const reply = await slotsOf({ service: 'Cardiology & Heart Care', date });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      success: false,
      message: 'Appointments can be booked from Monday 30 November 2026 to Wednesday 30 December 2026. Please choose a date in between.',
      field: 'date',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it.each([['10000-01-01'], ['2026-12-01 '], ['+2026-12-01']])('answers the text %j, which is no 4-digit date, with 400', async (date) => {
    expect((await slotsOf({ service: 'Cardiology & Heart Care', date })).body).toMatchObject({
      success: false,
      field: 'date',
      message: expect.stringMatching(/real date/),
    });
  });

  it("says which days can be booked in the patient's language", async () => {
    const ask = (language: string) =>
      fetch(`${server.url}${SLOTS}?service=Cardiology%20%26%20Heart%20Care&date=9999-12-31`, {
        headers: { 'accept-language': language },
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));
    const [te, hi] = await Promise.all([ask('te'), ask('hi')]);
    expect(te.status).toBe(400);
    expect(te.body.message).toMatch(/బుక్ చేసుకోవచ్చు/);
    expect(hi.status).toBe(400);
    expect(hi.body.message).toMatch(/बुक किए जा सकते हैं/);
  });

  it('follows schedule changes at once: a holiday, a leave, an extra session, a capacity', async () => {
    await setSchedule((s) => ({ ...s, datesOff: [...s.datesOff, { doctor: null, date: '2026-12-01', reason: 'Test holiday' }] }));
    expect((await slotsOf({ service: 'General Medicine & Family Care', date: '2026-12-01' })).body).toMatchObject({
      slots: [],
      nextDate: '2026-12-02',
    });
    const holiday = await book({ service: 'General Medicine & Family Care', preferredDate: '2026-12-01', preferredTime: '09:00' });
    expect(holiday.status).toBe(400);
    expect(holiday.body.message).toMatch(/Outpatient clinics are closed on Tuesday 1 December 2026, a hospital holiday \(Test holiday\)/);

    await setSchedule((s) => ({ ...s, datesOff: [...s.datesOff, { doctor: 'dr-srinivas-reddy', date: '2026-12-01', reason: 'Leave' }] }));
    const general = await slotsOf({ service: 'General Medicine & Family Care', date: '2026-12-01' });
    const nine = (general.body.slots as Array<{ time: string; doctors: Array<{ slug: string }> }>).find((slot) => slot.time === '09:00');
    expect(nine?.doctors.map((d) => d.slug)).toEqual(['dr-sneha-kulkarni']);
    expect(
      (await slotsOf({ service: 'General Medicine & Family Care', date: '2026-12-01', doctor: 'dr-srinivas-reddy' })).body,
    ).toMatchObject({ slots: [] });

    await setSchedule((s) => ({ ...s, extraSessions: [{ doctor: 'dr-karthik-varma', date: '2026-12-06', start: '10:00', end: '11:00' }] }));
    expect(timesOf(await slotsOf({ service: 'Orthopaedics & Trauma Care', date: '2026-12-06' }))).toEqual([
      '10:00',
      '10:15',
      '10:30',
      '10:45',
    ]);
  });

  it('keeps a time listed while it has a seat left, and drops it when the last is taken (capacity 2)', async () => {
    await setSchedule((s) => ({ ...s, doctors: s.doctors.map((d) => (d.doctor === 'dr-karthik-varma' ? { ...d, capacity: 2 } : d)) }));
    const slot = { service: 'Orthopaedics & Trauma Care', preferredDate: '2026-12-02', preferredTime: '09:00' };
    expect((await book(slot)).status).toBe(201);
    expect(timesOf(await slotsOf({ service: slot.service, date: slot.preferredDate }))).toContain('09:00');
    expect((await book(slot)).status).toBe(201);
    expect(timesOf(await slotsOf({ service: slot.service, date: slot.preferredDate }))).not.toContain('09:00');
    expect((await book(slot)).status).toBe(409);
  });
});

describe(`booking against the schedule (${STORAGE})`, () => {
  it('answers with the doctor, date, time and slot length', async () => {
    const reply = await book({
      service: 'Cardiology & Heart Care',
      doctor: 'dr-venkatesh-iyer',
      preferredDate: '2026-12-03',
      preferredTime: '17:20',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      doctor: { slug: 'dr-venkatesh-iyer', name: 'Dr. Venkatesh Iyer' },
      date: '2026-12-03',
      time: '17:20',
      durationMinutes: 20,
    });
  });

  it.each([
    [
      "Cardiology on a Sunday at 23:30 (the issue's own try)",
      { service: 'Cardiology & Heart Care', preferredDate: '2026-12-06', preferredTime: '23:30' },
      'preferredDate',
      /closed on Sunday 6 December 2026\. Outpatient hours: Monday to Saturday, 8:00 am to 8:00 pm/,
    ],
    [
      "a time outside the doctor's sessions",
      { preferredDate: '2026-12-02', preferredTime: '13:00' },
      'preferredTime',
      /outside the outpatient hours/,
    ],
    [
      'a time between two slot starts',
      { preferredDate: '2026-12-02', preferredTime: '09:10' },
      'preferredTime',
      /not the start of an appointment/,
    ],
    ['a time already past today', { preferredDate: MONDAY, preferredTime: '09:00' }, 'preferredTime', /has already passed/],
    [
      "a time inside the two hours' notice",
      { service: 'General Medicine & Family Care', preferredDate: MONDAY, preferredTime: '11:00' },
      'preferredTime',
      /at least 2 hours ahead: the earliest time you can book now is 12:05 pm today/,
    ],
    ['a date beyond the 30 days', { preferredDate: '2027-01-04', preferredTime: '09:00' }, 'preferredDate', /up to 30 days ahead/],
    ['the far date of the probe', { preferredDate: '9999-12-31', preferredTime: '09:00' }, 'preferredDate', /up to 30 days ahead/],
  ])('refuses %s with 400 naming the rule, and stores nothing', async (_name, patch, field, message) => {
    const before = (await server.list()).body.total;
    const reply = await book(patch);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message: expect.stringMatching(message), field });
    expect((await server.list()).body.total).toBe(before);
  });

  it('answers a time just taken with 409 and the three nearest free times, one of which then books', async () => {
    const slot = { service: 'Orthopaedics & Trauma Care', preferredDate: '2026-12-04', preferredTime: '10:00' };
    expect((await book(slot)).status).toBe(201);
    const taken = await book(slot);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(
      /^Sorry, 10:00 am on Friday 4 December 2026 was just taken by another patient\. Please choose one of the nearest free times\.$/,
    );
    const alternatives = taken.body.alternatives as Array<{ date: string; time: string; doctors: Array<{ slug: string }> }>;
    expect(alternatives.map((a) => `${a.date} ${a.time}`)).toEqual(['2026-12-04 09:30', '2026-12-04 09:45', '2026-12-04 10:15']);
    expect(alternatives[0]?.doctors).toEqual([{ slug: 'dr-karthik-varma', name: 'Dr. Karthik Varma' }]);
    const chosen = alternatives[1] as { date: string; time: string };
    expect((await book({ ...slot, preferredDate: chosen.date, preferredTime: chosen.time })).status).toBe(201);
  });

  it("refuses a second appointment of one phone in one department on one day, without the first one's reference; a retry of the first still replays", async () => {
    const first = { ...validPayload(), service: 'Women & Child Care' as const, preferredDate: '2026-12-03', preferredTime: '10:00' };
    const made = await server.post(first, { 'idempotency-key': 'dup-day-1' });
    expect(made.status).toBe(201);
    const again = await server.post({ ...first, preferredTime: '11:00' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This phone number already has an appointment with Women & Child Care on Thursday 3 December 2026. To see or change it, use the reference in its confirmation e-mail, or call +91 98480 22446.',
    );
    const retry = await server.post(first, { 'idempotency-key': 'dup-day-1' });
    expect(retry.status).toBe(201);
    expect(retry.body.appointmentId).toBe(made.body.appointmentId);
    // Another department or another day is fine.
    expect((await server.post({ ...first, service: 'General Medicine & Family Care', preferredTime: '09:00' })).status).toBe(201);
    expect((await server.post({ ...first, preferredDate: '2026-12-04' })).status).toBe(201);
  });

  it('gives "any doctor" bookings to the least busy free doctor of the day', async () => {
    const any = { service: 'General Medicine & Family Care', preferredDate: '2026-12-05' }; // Saturday: Reddy 9-12, Imran Ali 9-12, Kulkarni 8-12
    const doctors: string[] = [];
    for (const preferredTime of ['09:00', '09:00', '09:00', '09:15']) {
      const reply = await book({ ...any, preferredTime });
      expect(reply.status).toBe(201);
      doctors.push((reply.body.doctor as { slug: string }).slug);
    }
    expect(new Set(doctors.slice(0, 3)).size).toBe(3);
    expect((await book({ ...any, preferredTime: '09:00' })).status).toBe(409);
  });

  it('keeps the first answer for a repeated Idempotency-Key, even after a 409 for another request', async () => {
    const payload = { ...validPayload(), preferredDate: '2026-12-09', preferredTime: '09:00' };
    const first = await server.post(payload, { 'idempotency-key': 'idem-slot-1' });
    const replay = await server.post(payload, { 'idempotency-key': 'idem-slot-1' });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // The same answer with a link of its own: only the first link's hash is kept (the booking e-mail carries it).
    const { manageUrl, ...withoutLink } = first.body;
    expect(manageUrl).toEqual(expect.any(String));
    expect(replay.body).toEqual({ ...withoutLink, manageUrl: expect.stringMatching(/^\/appoinment\/manage\/[A-Za-z0-9_-]{43}$/) });
    expect(replay.body.manageUrl).not.toBe(manageUrl);
  });
});

describe(`GET /api/appointments/free-days (${STORAGE})`, () => {
  const daysOf = async (query: Record<string, string>) =>
    server.get(`/api/appointments/free-days?${new URLSearchParams(query).toString()}`);

  it('counts the free times of each of the next 14 days in one answer, as the day’s own list has them', async () => {
    const reply = await daysOf({ service: 'ENT (Ear, Nose & Throat) Care' });
    expect(reply.status).toBe(200);
    const days = reply.body.days as Array<{ date: string; free: number }>;
    expect(days.map((day) => day.date)).toEqual(
      Array.from({ length: 14 }, (_, n) => new Date(Date.UTC(2026, 10, 30 + n)).toISOString().slice(0, 10)),
    );
    // The visiting ENT consultant: Monday afternoon yes, Tuesday no, Wednesday yes; never on Sunday.
    expect(days.find((day) => day.date === '2026-12-01')?.free).toBe(0);
    expect(days.find((day) => day.date === '2026-12-06')?.free).toBe(0);
    for (const date of [MONDAY, '2026-12-02']) {
      expect(days.find((day) => day.date === date)?.free).toBe(
        timesOf(await slotsOf({ service: 'ENT (Ear, Nose & Throat) Care', date })).length,
      );
    }
    expect(days.find((day) => day.date === '2026-12-02')?.free).toBeGreaterThan(0);
  });

  it('follows bookings, one doctor, a first day and the horizon; refuses a bad question with 400', async () => {
    const before = (await daysOf({ service: 'Cardiology & Heart Care', doctor: 'dr-venkatesh-iyer', from: '2026-12-01' })).body
      .days as Array<{ date: string; free: number }>;
    expect(before[0]).toMatchObject({ date: '2026-12-01' });
    const first = timesOf(
      await slotsOf({ service: 'Cardiology & Heart Care', date: '2026-12-01', doctor: 'dr-venkatesh-iyer' }),
    )[0] as string;
    expect(
      (await book({ service: 'Cardiology & Heart Care', doctor: 'dr-venkatesh-iyer', preferredDate: '2026-12-01', preferredTime: first }))
        .status,
    ).toBe(201);
    const after = (await daysOf({ service: 'Cardiology & Heart Care', doctor: 'dr-venkatesh-iyer', from: '2026-12-01' })).body
      .days as Array<{ date: string; free: number }>;
    expect(after[0]!.free).toBe(before[0]!.free - 1);
    // Near the horizon the strip stops at the last bookable day.
    const late = (await daysOf({ service: 'Cardiology & Heart Care', from: '2026-12-25' })).body.days as Array<{ date: string }>;
    expect(late.map((day) => day.date)).toEqual(['2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30']);
    expect((await daysOf({ service: 'Cardiology & Heart Care', doctor: 'dr-karthik-varma' })).status).toBe(400);
    expect((await daysOf({ service: 'Cardiology & Heart Care', from: '30/11/2026' })).status).toBe(400);
    expect((await daysOf({ service: 'Cardiology & Heart Care', from: '9999-12-31' })).body).toMatchObject({
      success: false,
      field: 'from',
    });
    expect((await daysOf({ service: 'Cardiology & Heart Care', from: '2026-12-31' })).body).toMatchObject({ success: true, days: [] });
    expect((await daysOf({ service: 'Dermatology' })).body).toEqual({
      success: false,
      message: expect.stringMatching(/service must be/),
      field: 'service',
    });
  });
});

describe(`GET /api/appointments/next-slots (${STORAGE})`, () => {
  it("lists a doctor's next free times from now", async () => {
    const reply = await server.get('/api/appointments/next-slots?doctor=dr-prakash-naidu&limit=3');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      doctor: { slug: 'dr-prakash-naidu', name: 'Dr. Prakash Naidu' },
      slots: [
        { date: MONDAY, time: '15:00', doctors: [{ slug: 'dr-prakash-naidu', name: 'Dr. Prakash Naidu' }] },
        { date: MONDAY, time: '15:15', doctors: [{ slug: 'dr-prakash-naidu', name: 'Dr. Prakash Naidu' }] },
        { date: MONDAY, time: '15:30', doctors: [{ slug: 'dr-prakash-naidu', name: 'Dr. Prakash Naidu' }] },
      ],
      // The doctor's page shows the consultation fee with the times.
      fee: 700,
    });
  });

  it.each([
    ['no doctor', '', /doctor is required/],
    ['an unknown doctor', '?doctor=dr-nobody', /not one of our doctors/],
    ['a limit of 0', '?doctor=dr-karthik-varma&limit=0', /limit must be a whole number from 1 to 20/],
    ['a limit of 21', '?doctor=dr-karthik-varma&limit=21', /limit/],
    [
      'a limit with leading zeros past the documented two digits',
      '?doctor=dr-karthik-varma&limit=0005',
      /limit must be a whole number from 1 to 20/,
    ],
  ])('answers %s with 400', async (_name, query, message) => {
    const reply = await server.get(`/api/appointments/next-slots${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, message: expect.stringMatching(message) });
  });
});

it(`seeds the schedule on first start only: a later start with another file keeps what staff changed (${STORAGE})`, async () => {
  const first = await startServer({ env: { BOOKING_SCHEDULE_FILE: DEFAULT_SCHEDULE_FILE }, now: () => NOW });
  const dataDir = first.dataDir;
  const changed = structuredClone(seeded);
  changed.datesOff.push({ doctor: null, date: '2026-12-01', reason: 'Staff change' });
  await first.data.schedules.write(changed, { source: 'staff' });
  await first.stop();
  const again = await startServer({ dataDir, now: () => NOW }); // the harness's default file this time
  try {
    const { schedule, revision } = await again.data.schedules.read();
    expect(revision).toBe(2);
    expect(schedule.datesOff).toContainEqual({ doctor: null, date: '2026-12-01', reason: 'Staff change' });
  } finally {
    await again.stop();
  }
});
