import { bookingWindow } from '../../domain/calendar';
import { repositoriesOf } from '../../data';
import { dateInDays, startServer, validPayload, type RunningServer } from '../../test/harness';
import { addAccounts, signedIn, type StaffClient } from '../../test/staff';
import { nameWords, normalisedText } from '../../domain/search/terms';

jest.setTimeout(30_000);

const ENV = { STAFF_SLOW_AFTER: '0', STAFF_RATE_LIMIT_MAX: '0' };

/** Now in India, as the search divides upcoming from past. */
const hospitalNow = () => {
  const here = bookingWindow(new Date(), { noticeMinutes: 0, horizonDays: 0 });
  return { date: here.today, time: here.nowTime };
};

describe('the search key', () => {
  it('writes every spelling of a name one way: Latin accents and case, Telugu and Devanagari composed, joiners dropped', () => {
    expect(nameWords('  SŪRYA  Prakāsh-Rao ')).toEqual(['surya', 'prakash', 'rao']);
    // Devanagari: a nukta letter typed precomposed (U+0929) or as letter + nukta is one key.
    expect(normalisedText('\u0929')).toBe(normalisedText('\u0928\u093c'));
    // Telugu: the AI sign typed as one letter or as its two parts; a zero-width non-joiner makes no difference.
    expect(normalisedText('\u0c15\u0c48')).toBe(normalisedText('\u0c15\u0c46\u0c56'));
    expect(normalisedText('\u0c30\u0c3e\u0c2e\u0c4d\u200c')).toBe(normalisedText('\u0c30\u0c3e\u0c2e\u0c4d'));
    // Vowel signs and the virama are letters of the name: they stay.
    expect(normalisedText('राम')).not.toBe(normalisedText('रम'));
  });
});

describe('search across dates', () => {
  let server: RunningServer;
  let desk: StaffClient;
  beforeAll(async () => {
    server = await startServer({ env: ENV });
    await addAccounts(server.data.repos.staff);
    desk = await signedIn(server.url, 'desk');
  });
  afterAll(() => server.stop());

  const book = async (overrides: Record<string, unknown>) => {
    const reply = await server.post({ ...validPayload(), ...overrides });
    expect(reply.status).toBe(201);
    return reply.body.appointmentId as string;
  };
  const search = async (q: string) => {
    const reply = await desk.get(`/api/staff/appointments/search?q=${encodeURIComponent(q)}`);
    expect(reply.status).toBe(200);
    return reply.body.appointments as Array<{
      reference: string;
      date: string;
      time: string;
      doctorName: string;
      status: string;
      fullName: string;
      actions: string[];
    }>;
  };

  it('finds by reference (any case, with or without dashes), on any date, with date, time, doctor, status and patient', async () => {
    const reference = await book({ fullName: 'Padmaja Iyengar' });
    for (const q of [reference, reference.toLowerCase(), reference.replace(/-/g, '')]) {
      expect(await search(q)).toEqual([
        expect.objectContaining({
          reference,
          doctorName: 'Dr. Karthik Varma',
          status: 'booked',
          fullName: 'Padmaja Iyengar',
          date: expect.any(String),
          time: expect.any(String),
        }),
      ]);
    }
    expect((await search(reference.slice(0, 8))).map((a) => a.reference)).toContain(reference);
  });

  it('finds by phone in any spelling, not by a reference’s digits', async () => {
    const reference = await book({ phone: '9876501234', whatsapp: '9876501234' });
    for (const q of ['9876501234', '+91 98765 01234', '098765-01234', '(+91) 98765-01234'])
      expect((await search(q)).map((a) => a.reference)).toEqual([reference]);
    expect((await search('98765')).map((a) => a.reference)).toContain(reference);
  });

  it('finds by the start of any word of the name, case- and accent-insensitive, in Telugu and Devanagari too; upcoming first, soonest first', async () => {
    // Each booking of the test harness takes a later slot than the one before.
    const sooner = await book({ fullName: 'Sūrya Teja Vemulapati' });
    const later = await book({ fullName: 'surya narayana' });
    const telugu = await book({ fullName: 'శ్రీనివాస రావు' });
    const hindi = await book({ fullName: 'सुनीता शर्मा' });
    expect((await search('SURYA')).map((a) => a.reference)).toEqual([sooner, later]);
    expect((await search('sūr')).map((a) => a.reference)).toEqual([sooner, later]);
    expect((await search('vemul')).map((a) => a.reference)).toEqual([sooner]);
    expect((await search('Surya Vem')).map((a) => a.reference)).toEqual([sooner]);
    expect((await search('శ్రీని')).map((a) => a.reference)).toEqual([telugu]);
    expect((await search('రావు')).map((a) => a.reference)).toEqual([telugu]);
    expect((await search('शर्')).map((a) => a.reference)).toEqual([hindi]);
    expect(await search('Nobody-Here')).toEqual([]);
  });

  it('answers past appointments after the upcoming ones, latest first', async () => {
    const now = new Date();
    const soon = await book({ fullName: 'Ordering Test' });
    const insert = async (id: string, date: string) =>
      server.data.repos.appointments.insert({
        id,
        createdAt: now.toISOString(),
        payload: { ...validPayload(), fullName: 'Ordering Test', preferredDate: date, preferredTime: '10:00' },
        doctor: 'dr-karthik-varma',
        seat: 1,
        status: 'completed',
        language: 'en',
        manageTokenHash: null,
        extra: false,
        channel: 'online',
      });
    await insert('ASH-PAST-0001', '2024-01-05');
    await insert('ASH-PAST-0002', '2025-03-09');
    expect((await search('ordering')).map((a) => a.reference)).toEqual([soon, 'ASH-PAST-0002', 'ASH-PAST-0001']);
  });

  it('a name that many patients share: still the soonest upcoming, then the latest past, as when few match', async () => {
    // More matches than the search sorts whole (1,000): it walks the appointments in order instead.
    const today = dateInDays(0);
    const rows = Array.from({ length: 1_200 }, (_x, n) => ({
      id: `ASH-MANY-${n.toString(36).toUpperCase().padStart(4, '0')}`,
      // Two years back to two weeks ahead.
      date: dateInDays(((n * 37) % 744) - 730),
      time: `${String(8 + (n % 7)).padStart(2, '0')}:${n % 3 ? '00' : '30'}`,
      doctor: n % 4 ? 'dr-karthik-varma' : 'dr-srinivas-reddy',
      n,
    }));
    await server.data.database.transaction(async (trx) => {
      const { appointments } = repositoriesOf(trx, server.data.database.dialect);
      for (const row of rows) {
        const service = row.doctor === 'dr-karthik-varma' ? 'Orthopaedics & Trauma Care' : 'General Medicine & Family Care';
        await appointments.insert({
          id: row.id,
          createdAt: new Date().toISOString(),
          payload: {
            ...validPayload(),
            fullName: `Manyname ${row.n % 5 ? 'Reddy' : 'Kondapalli'}`,
            service,
            preferredDate: row.date,
            preferredTime: row.time,
          },
          doctor: row.doctor,
          seat: null,
          status: row.date < today ? 'completed' : 'booked',
          language: 'en',
          manageTokenHash: null,
          extra: true,
          channel: 'online',
        });
      }
    });
    const now = hospitalNow();
    const expected = (list: typeof rows) => {
      const ahead = list
        .filter((r) => r.date > now.date || (r.date === now.date && r.time >= now.time))
        .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time) || a.id.localeCompare(b.id));
      const behind = list
        .filter((r) => !ahead.includes(r))
        .sort((a, b) => (b.date + b.time).localeCompare(a.date + a.time) || a.id.localeCompare(b.id));
      return [...ahead, ...behind].slice(0, 50).map((r) => r.id);
    };
    expect((await search('manyn')).map((a) => a.reference)).toEqual(expected(rows));
    // Two words, the second narrow: its few matches are sorted.
    expect((await search('manyname kondap')).map((a) => a.reference)).toEqual(expected(rows.filter((r) => r.n % 5 === 0)));
    const doctor = await signedIn(server.url, 'doctor');
    const theirs = ((await doctor.get('/api/staff/appointments/search?q=many')).body.appointments as Array<{ reference: string }>).map(
      (a) => a.reference,
    );
    expect(theirs).toEqual(expected(rows.filter((r) => r.doctor === 'dr-karthik-varma')));
  });

  it('follows an appointment that moves: found in its new place in the order', async () => {
    const first = await book({ fullName: 'Movable Patient' });
    const second = await book({ fullName: 'Movable Patient' });
    expect((await search('movable')).map((a) => a.reference)).toEqual([first, second]);
    const moved = await desk.post(`/api/staff/appointments/${second}/reschedule`, { date: dateInDays(2), time: '06:00' });
    expect(moved.status).toBe(200);
    expect((await search('movable')).map((a) => a.reference)).toEqual([second, first]);
  });

  it('refuses a query that is none of the three, and a doctor finds only their own patients', async () => {
    const refused = await desk.get('/api/staff/appointments/search?q=%20%2B%20');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Type a reference (ASH-…), a phone number (at least 4 digits) or the start of the patient’s name.');
    const cardio = await book({ fullName: 'Heart Patient', service: 'Cardiology & Heart Care', doctor: 'dr-venkatesh-iyer' });
    const doctor = await signedIn(server.url, 'doctor');
    expect(((await doctor.get('/api/staff/appointments/search?q=heart')).body.appointments as unknown[]).length).toBe(0);
    expect((await search('heart')).map((a) => a.reference)).toEqual([cardio]);
  });
});

describe('the appointment’s page', () => {
  it('every field the patient gave, the history, the messages with their delivery state, and the actions allowed now', async () => {
    const server = await startServer({ env: ENV });
    try {
      await addAccounts(server.data.repos.staff);
      const desk = await signedIn(server.url, 'desk');
      // Pay Now: with no payment gateway configured here, it is booked as Pay at Hospital (and shown so).
      const payload = { ...validPayload(), message: 'Chest pain on exertion for a week', paymentMethod: 'pay_now' as const };
      const reference = String((await server.post(payload, { 'accept-language': 'hi' })).body.appointmentId);
      await desk.post(`/api/staff/appointments/${reference}/confirm`, { reason: 'Called back' });
      const [first] = (await server.data.repos.outbox.of(reference)).filter((m) => m.kind === 'booked');
      await server.data.repos.outbox.markSent(first!.seq, new Date());
      const [confirmMail] = (await server.data.repos.outbox.of(reference)).filter((m) => m.kind === 'confirmed');
      await server.data.repos.outbox.markFailed(confirmMail!.seq, 'connection refused', new Date(Date.now() + 60_000));

      const page = await desk.get(`/api/staff/appointments/${reference}`);
      expect(page.status).toBe(200);
      expect(page.body.appointment).toMatchObject({
        reference,
        fullName: payload.fullName,
        age: payload.age,
        gender: payload.gender,
        phone: payload.phone,
        whatsapp: payload.whatsapp,
        email: payload.email,
        address: payload.address,
        message: 'Chest pain on exertion for a week',
        language: 'hi',
        paymentMethod: 'pay_at_hospital',
        channel: 'online',
        status: 'confirmed',
        doctorName: 'Dr. Karthik Varma',
        actions: ['cancel', 'reschedule', 'paid-at-counter'],
      });
      expect(page.body.history).toEqual([
        expect.objectContaining({ action: 'book', actor: { kind: 'patient' }, toStatus: 'booked', undone: false }),
        expect.objectContaining({
          action: 'status',
          actor: { kind: 'staff', id: 'desk.priya' },
          fromStatus: 'booked',
          toStatus: 'confirmed',
          reason: 'Called back',
        }),
      ]);
      const states = (page.body.messages as Array<{ kind: string; channel: string; state: string }>).map(
        (m) => `${m.kind}/${m.channel}/${m.state}`,
      );
      expect(states).toEqual(
        expect.arrayContaining(['booked/email/sent', 'confirmed/email/retrying', 'reminder/email/waiting', 'reminder/email/dropped']),
      );
      expect(page.body.undo).toMatchObject({ what: 'the confirmation' });
      expect((await desk.get('/api/staff/appointments/ASH-ZZZZ-ZZZZ')).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
