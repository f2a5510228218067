import { simpleParser } from 'mailparser';
import { dateInDays, startServer, validPayload, type RunningServer } from '../../test/harness';
import { addAccounts, signedIn, type StaffClient } from '../../test/staff';
import { createEmailSender } from '../messages/email';
import { startMailCatcher, type MailCatcher } from '../../dev/mail-catcher';
import { createOutboxWorker } from '../outbox/worker';

jest.setTimeout(60_000);

// WhatsApp is configured (messages are only queued here: its sender is tested in outbox/messages.test.ts).
const ENV = {
  STAFF_SLOW_AFTER: '0',
  STAFF_RATE_LIMIT_MAX: '0',
  WHATSAPP_TOKEN: 't',
  WHATSAPP_PHONE_NUMBER_ID: '1',
  WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0',
};
const GENERAL = 'General Medicine & Family Care' as const;

describe('patients are told when the desk confirms, cancels or moves', () => {
  let server: RunningServer;
  let catcher: MailCatcher;
  let desk: StaffClient;
  beforeEach(async () => {
    catcher = await startMailCatcher();
    server = await startServer({ env: ENV });
    await addAccounts(server.data.repos.staff);
    desk = await signedIn(server.url, 'desk');
  });
  afterEach(async () => {
    await server.stop();
    await catcher.close();
  });
  const send = () =>
    createOutboxWorker({
      outbox: server.data.repos.outbox,
      senders: {
        email: createEmailSender({ smtpUrl: catcher.url, from: 'Ashraya <appointments@ashrayahospital.in>' }),
        whatsapp: { send: async () => undefined },
      },
    }).runOnce();
  const status = (ics: string) => /^STATUS:(.*)$/m.exec(ics)?.[1]?.trim();
  const icsOf = async (raw: string) => {
    const mail = await simpleParser(raw);
    return { mail, ics: mail.attachments.find((a) => a.filename?.endsWith('.ics'))?.content.toString('utf8') ?? '' };
  };

  it('booked: the calendar entry is TENTATIVE; the desk’s confirmation says confirmed, in the patient’s language, by e-mail and WhatsApp, and the entry is CONFIRMED', async () => {
    const payload = validPayload();
    const reference = String((await server.post(payload, { 'accept-language': 'te' })).body.appointmentId);
    await send();
    const [booked] = await catcher.waitFor(1);
    expect(status((await icsOf(booked!.raw)).ics)).toBe('TENTATIVE');

    expect((await desk.post(`/api/staff/appointments/${reference}/confirm`, {})).status).toBe(200);
    expect((await server.data.repos.outbox.of(reference)).filter((m) => m.kind === 'confirmed').map((m) => m.channel)).toEqual([
      'email',
      'whatsapp',
    ]);
    await send();
    const mails = await catcher.waitFor(2);
    const { mail, ics } = await icsOf(mails[1]!.raw);
    expect(mail.subject).toBe(`అపాయింట్‌మెంట్ నిర్ధారించబడింది: ${reference}, ${mail.subject?.split(', ').slice(1).join(', ')}`);
    expect(mail.text).toContain('మీ అపాయింట్‌మెంట్ నిర్ధారించబడింది.');
    expect(mail.text).toContain('Dr. Karthik Varma');
    expect(mail.text).not.toContain('dr-karthik-varma');
    expect(status(ics)).toBe('CONFIRMED');
    // The reminder left waiting now carries the confirmed entry too.
    const reminder = (await server.data.repos.outbox.of(reference)).find(
      (m) => m.kind === 'reminder' && m.droppedAt === null && m.channel === 'email',
    );
    expect((reminder?.payload as { confirmed?: boolean }).confirmed).toBe(true);
  });

  it('cancelled or moved by the desk: each patient is told in their language, by e-mail and WhatsApp, the doctor named and the calendar entry following', async () => {
    const hindi = String((await server.post(validPayload(), { 'accept-language': 'hi' })).body.appointmentId);
    const telugu = String((await server.post(validPayload(), { 'accept-language': 'te' })).body.appointmentId);
    await send();
    await catcher.waitFor(2);

    expect((await desk.post(`/api/staff/appointments/${hindi}/cancel`, { reason: 'डॉक्टर छुट्टी पर हैं' })).status).toBe(200);
    const target = { date: dateInDays(5), time: '13:15' };
    expect((await desk.post(`/api/staff/appointments/${telugu}/reschedule`, target)).status).toBe(200);
    expect((await server.data.repos.outbox.of(hindi)).filter((m) => m.kind === 'cancelled').map((m) => m.channel)).toEqual([
      'email',
      'whatsapp',
    ]);
    expect((await server.data.repos.outbox.of(telugu)).filter((m) => m.kind === 'rescheduled').map((m) => m.channel)).toEqual([
      'email',
      'whatsapp',
    ]);
    await send();
    const mails = await Promise.all((await catcher.waitFor(4)).slice(2).map((caught) => icsOf(caught.raw)));

    const cancelled = mails.find(({ mail }) => mail.subject === `अपॉइंटमेंट रद्द हुआ: ${hindi}`);
    // The desk's words, marked as the hospital's note; a cancelled visit owes no fee.
    expect(cancelled?.mail.text).toContain('अस्पताल की ओर से सूचना: डॉक्टर छुट्टी पर हैं');
    expect(cancelled?.mail.text).not.toMatch(/₹/);
    expect(status(cancelled?.ics ?? '')).toBe('CANCELLED');
    const moved = mails.find(({ mail }) => mail.subject?.startsWith(`అపాయింట్‌మెంట్ మారింది: ${telugu}, ఇప్పుడు`));
    expect(moved?.mail.text).toContain('Dr. Karthik Varma');
    expect(moved?.mail.text).not.toContain('dr-karthik-varma');
    expect(/^DTSTART[^:]*:(\d{8})/m.exec(moved?.ics ?? '')?.[1]).toBe(target.date.replaceAll('-', ''));
    expect(status(moved?.ics ?? '')).toBe('TENTATIVE');
  });
});

describe('leave and rebooking in one step', () => {
  let server: RunningServer;
  let admin: StaffClient;
  beforeEach(async () => {
    server = await startServer({ env: ENV });
    await addAccounts(server.data.repos.staff);
    admin = await signedIn(server.url, 'admin');
  });
  afterEach(() => server.stop());

  const date = dateInDays(8);
  const bookGeneral = async (doctor: string, time: string, language = 'en') => {
    const reply = await server.post(
      { ...validPayload(), service: GENERAL, doctor, preferredDate: date, preferredTime: time },
      { 'accept-language': language },
    );
    expect(reply.status).toBe(201);
    return String(reply.body.appointmentId);
  };

  it('previews the patients a day off would strand, with the department’s doctors free at the same time; moves some, cancels others with a message, each told in their language; then marks the leave', async () => {
    const movable = await bookGeneral('dr-srinivas-reddy', '10:00', 'hi');
    const blocked = await bookGeneral('dr-srinivas-reddy', '11:00', 'te');
    // The department's other doctors are busy at 11:00, and one of them at 10:00.
    const otherDoctor = await bookGeneral('dr-mohammed-imran-ali', '11:00');
    await bookGeneral('dr-sneha-kulkarni', '11:00');
    await bookGeneral('dr-sneha-kulkarni', '10:00');
    const leave = { doctor: 'dr-srinivas-reddy', date, reason: 'Conference' };

    const preview = await admin.post('/api/staff/leave/preview', leave);
    expect(preview.status).toBe(200);
    const patients = preview.body.patients as Array<{
      appointment: { reference: string; doctorName: string };
      alternatives: Array<{ slug: string; name: string }>;
    }>;
    expect(patients.map((p) => p.appointment.reference)).toEqual([movable, blocked]);
    expect(patients[0]?.alternatives).toEqual([{ slug: 'dr-mohammed-imran-ali', name: 'Dr. Mohammed Imran Ali' }]);
    expect(patients[1]?.alternatives).toEqual([]);
    // Nothing changed yet.
    expect((await admin.get(`/api/staff/appointments/${movable}`)).body.appointment).toMatchObject({
      doctor: 'dr-srinivas-reddy',
      status: 'booked',
    });

    const noMessage = await admin.post('/api/staff/leave', { ...leave, decisions: [{ reference: blocked, action: 'cancel' }] });
    expect(noMessage.body).toMatchObject({ success: false, message: 'Please write the message the cancelled patients will get.' });

    const applied = await admin.post('/api/staff/leave', {
      ...leave,
      message: 'The doctor is away; please book another day',
      decisions: [
        { reference: movable, action: 'move', doctor: 'dr-mohammed-imran-ali' },
        { reference: blocked, action: 'cancel' },
      ],
    });
    expect(applied.status).toBe(200);
    expect(applied.body.results).toEqual([
      { reference: movable, outcome: 'moved', message: 'Moved to Dr. Mohammed Imran Ali; the patient is told.' },
      { reference: blocked, outcome: 'cancelled', message: 'Cancelled; the patient is told.' },
    ]);
    expect((await admin.get(`/api/staff/appointments/${movable}`)).body.appointment).toMatchObject({
      doctor: 'dr-mohammed-imran-ali',
      doctorName: 'Dr. Mohammed Imran Ali',
      time: '10:00',
      date,
    });
    const moved = (await server.data.repos.outbox.of(movable)).filter((m) => m.kind === 'rescheduled');
    expect(moved.map((m) => m.channel)).toEqual(['email', 'whatsapp']);
    expect(moved[0]?.payload).toMatchObject({
      language: 'hi',
      doctor: { name: 'Dr. Mohammed Imran Ali' },
      previous: { doctor: { name: 'Dr. Srinivas Reddy' } },
      // The reason the admin typed, for the moved patient's message.
      note: 'Conference',
    });
    const cancelled = (await server.data.repos.outbox.of(blocked)).filter((m) => m.kind === 'cancelled');
    expect(cancelled[0]?.payload).toMatchObject({ language: 'te', note: 'The doctor is away; please book another day' });
    expect((await admin.get(`/api/staff/appointments/${otherDoctor}`)).body.appointment).toMatchObject({ status: 'booked' });
    expect((applied.body.lines as string[]).join('\n')).toContain(`${date} Dr. Srinivas Reddy: Conference`);
  });

  it('offers each stranded patient the department’s nearest other free times, not the absent doctor’s, and moves one there', async () => {
    const patient = await bookGeneral('dr-srinivas-reddy', '11:00', 'te');
    for (const doctor of ['dr-mohammed-imran-ali', 'dr-sneha-kulkarni']) await bookGeneral(doctor, '11:00');
    const leave = { doctor: 'dr-srinivas-reddy', date, reason: 'Conference' };
    const preview = await admin.post('/api/staff/leave/preview', leave);
    const [offer] = preview.body.patients as Array<{
      alternatives: unknown[];
      later: Array<{ date: string; time: string; doctors: Array<{ slug: string }> }>;
    }>;
    expect(offer?.alternatives).toEqual([]);
    const later = offer?.later ?? [];
    expect(later.length).toBeGreaterThan(0);
    // That day first, near 11:00, with the colleagues only.
    expect(later[0]).toMatchObject({ date });
    expect(later.flatMap((s) => (s.date === date ? s.doctors.map((d) => d.slug) : []))).not.toContain('dr-srinivas-reddy');
    const chosen = later[0] as { date: string; time: string; doctors: Array<{ slug: string }> };
    const doctor = chosen.doctors[0]?.slug as string;
    const applied = await admin.post('/api/staff/leave', {
      ...leave,
      decisions: [{ reference: patient, action: 'move', doctor, date: chosen.date, time: chosen.time }],
    });
    expect(applied.status).toBe(200);
    expect((await admin.get(`/api/staff/appointments/${patient}`)).body.appointment).toMatchObject({
      doctor,
      date: chosen.date,
      time: chosen.time,
    });
    const told = (await server.data.repos.outbox.of(patient)).find((m) => m.kind === 'rescheduled');
    expect(told?.payload).toMatchObject({ language: 'te', time: chosen.time, previous: { time: '11:00' } });
    // A move to another time names both its date and its time.
    expect(
      (await admin.post('/api/staff/leave', { ...leave, decisions: [{ reference: patient, action: 'move', doctor, date: chosen.date }] }))
        .status,
    ).toBe(400);
  });

  it('offers other free times even when the colleagues are away that day and the away doctor’s own times are the nearest', async () => {
    await bookGeneral('dr-srinivas-reddy', '11:00', 'te');
    for (const doctor of ['dr-mohammed-imran-ali', 'dr-sneha-kulkarni'])
      expect((await admin.post('/api/staff/schedule', { change: 'off', doctor, date, reason: 'Training' })).status).toBe(200);
    const preview = await admin.post('/api/staff/leave/preview', { doctor: 'dr-srinivas-reddy', date, reason: 'Conference' });
    const [offer] = preview.body.patients as Array<{ later: Array<{ date: string; time: string; doctors: Array<{ slug: string }> }> }>;
    const later = offer?.later ?? [];
    expect(later.length).toBeGreaterThan(0);
    // Nobody that day (all three away); the next days, with any doctor of the department, the nearest first.
    expect(later.filter((slot) => slot.date === date)).toEqual([]);
    expect(later[0]?.date).toBe(dateInDays(9));
    expect(later.flatMap((slot) => slot.doctors.map((d) => d.slug))).toContain('dr-srinivas-reddy');
  });

  it('part of a day: only the patients inside it are stranded; the rest of the day keeps its slot times', async () => {
    const week = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ start: '00:00', end: '24:00' }]]));
    expect(
      (await admin.post('/api/staff/schedule', { change: 'week', doctor: 'dr-srinivas-reddy', slotMinutes: 20, capacity: 1, weekly: week }))
        .status,
    ).toBe(200);
    const morning = await bookGeneral('dr-srinivas-reddy', '09:00');
    const evening = await bookGeneral('dr-srinivas-reddy', '18:00');
    const leave = { doctor: 'dr-srinivas-reddy', date, from: '08:00', to: '12:10', reason: 'Court summons' };
    const preview = await admin.post('/api/staff/leave/preview', leave);
    expect((preview.body.patients as Array<{ appointment: { reference: string } }>).map((p) => p.appointment.reference)).toEqual([morning]);

    const left = await admin.post('/api/staff/leave', { ...leave, decisions: [] });
    expect(left.status).toBe(409);
    expect(left.body.message).toBe(
      'The leave is not marked yet: 1 patient is still booked with Dr. Srinivas Reddy then. Move or cancel them, then mark the leave again.',
    );

    expect(
      (
        await admin.post('/api/staff/leave', {
          ...leave,
          message: 'Doctor away this morning',
          decisions: [{ reference: morning, action: 'cancel' }],
        })
      ).status,
    ).toBe(200);
    expect((await admin.get(`/api/staff/appointments/${evening}`)).body.appointment).toMatchObject({ status: 'booked', time: '18:00' });
    const slots = await admin.get(`/api/staff/slots?service=${encodeURIComponent(GENERAL)}&doctor=dr-srinivas-reddy&date=${date}`);
    const times = (slots.body.slots as Array<{ time: string }>).map((s) => s.time);
    expect(times.filter((t) => t >= '08:00' && t < '12:10')).toEqual([]);
    // Back at the first of his 20-minute slot times after the leave, not at 12:10.
    expect(times).not.toContain('12:10');
    expect(times).toContain('12:20');
    expect(times).toContain('07:40');
  });

  it('a part-day leave is undone by putting the date back on: the usual sessions return whole, a true extra session stays', async () => {
    const week = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
        d,
        [
          { start: '09:00', end: '12:00' },
          { start: '16:00', end: '19:00' },
        ],
      ]),
    );
    const doctor = 'dr-srinivas-reddy';
    expect((await admin.post('/api/staff/schedule', { change: 'week', doctor, slotMinutes: 15, capacity: 1, weekly: week })).status).toBe(
      200,
    );
    expect((await admin.post('/api/staff/schedule', { change: 'extra', doctor, date, start: '20:00', end: '21:00' })).status).toBe(200);
    const slotTimes = async () =>
      (
        (await admin.get(`/api/staff/slots?service=${encodeURIComponent(GENERAL)}&doctor=${doctor}&date=${date}`)).body.slots as Array<{
          time: string;
        }>
      ).map((s) => s.time);
    const before = await slotTimes();
    const leave = { doctor, date, from: '16:00', to: '19:00', reason: 'Court summons' };
    expect((await admin.post('/api/staff/leave', { ...leave, decisions: [] })).status).toBe(200);
    expect((await slotTimes()).filter((t) => t >= '16:00' && t < '19:00')).toEqual([]);

    const undone = await admin.post('/api/staff/schedule', { change: 'on', doctor, date });
    expect(undone.body).toMatchObject({ success: true });
    expect(await slotTimes()).toEqual(before);
    const { extraSessions } = (await admin.get('/api/staff/schedule')).body.schedule as {
      extraSessions: Array<{ date: string; start: string }>;
    };
    expect(extraSessions.filter((e) => e.date === date).map((e) => e.start)).toEqual(['20:00']);
    // And the leave can be marked again.
    expect((await admin.post('/api/staff/leave', { ...leave, decisions: [] })).status).toBe(200);
  });

  it('only an admin marks leave', async () => {
    const desk = await signedIn(server.url, 'desk');
    expect((await desk.post('/api/staff/leave/preview', { doctor: 'dr-srinivas-reddy', date, reason: 'x' })).status).toBe(403);
  });
});
