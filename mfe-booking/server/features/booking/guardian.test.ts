// A patient under 18 is booked with a parent's or guardian's name: stored, shown to the desk and on the manage
// page, and greeted by every message, in the patient's language.
import { simpleParser } from 'mailparser';
import { startServer, validPayload, type RunningServer } from '../../test/harness';
import { addAccounts, signedIn, type StaffClient } from '../../test/staff';
import { startMailCatcher, type MailCatcher } from '../../dev/mail-catcher';
import { createEmailSender } from '../messages/email';
import { createOutboxWorker } from '../outbox/worker';

jest.setTimeout(60_000);

let server: RunningServer;
let desk: StaffClient;
let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startServer({ env: { STAFF_SLOW_AFTER: '0', STAFF_RATE_LIMIT_MAX: '0' } });
  await addAccounts(server.data.repos.staff);
  desk = await signedIn(server.url, 'desk');
});
afterAll(async () => {
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

/** The text of the e-mails sent to `to` so far, oldest first. */
const mailsTo = async (to: string) => {
  const parsed = await Promise.all(catcher.mails.map((message) => simpleParser(message.raw)));
  return parsed.filter((mail) => mail.to && JSON.stringify(mail.to).includes(to)).map((mail) => mail.text ?? '');
};

const baby = (phone: string) => ({
  ...validPayload(),
  fullName: 'బేబీ లక్ష్మి',
  guardianName: 'శ్రావణి గౌడ్',
  age: 0,
  ageMonths: 7,
  gender: 'Female' as const,
  service: 'Women & Child Care' as const,
  email: `baby-${phone}@example.in`,
  phone,
});

describe("a minor's parent or guardian", () => {
  it('is stored and read back by the listing, the desk and the manage page; the e-mails greet them, about the baby, in Telugu', async () => {
    const payload = baby('9000000091');
    const reply = await server.post(payload, { 'accept-language': 'te' });
    expect(reply.status).toBe(201);
    const reference = String(reply.body.appointmentId);

    const listed = ((await server.list()).body.appointments as Array<Record<string, unknown>>).find((a) => a.appointmentId === reference);
    expect(listed).toMatchObject({ fullName: 'బేబీ లక్ష్మి', guardianName: 'శ్రావణి గౌడ్' });
    const day = (await desk.get(`/api/staff/appointments?date=${payload.preferredDate}`)).body.appointments as Array<
      Record<string, unknown>
    >;
    expect(day.find((a) => a.reference === reference)).toMatchObject({ guardianName: 'శ్రావణి గౌడ్' });
    expect((await desk.get(`/api/staff/appointments/${reference}`)).body.appointment).toMatchObject({ guardianName: 'శ్రావణి గౌడ్' });

    const token = /\/manage\/([\w-]+)$/.exec(String(reply.body.manageUrl))?.[1];
    const opened = await server.get(`/api/appointments/manage/${token}`);
    expect(opened.body.appointment).toMatchObject({ patientName: 'బేబీ లక్ష్మి', guardianName: 'శ్రావణి గౌడ్' });

    await send();
    const [booked] = await mailsTo(payload.email);
    expect(booked).toMatch(/^శ్రావణి గౌడ్ గారికి,\n\nబేబీ లక్ష్మి కోసం బుక్ చేసిన అపాయింట్‌మెంట్ గురించి ఈ సందేశం\.\n\n/);
    expect(booked).not.toContain('బేబీ లక్ష్మి గారికి');

    const cancelled = await server.app.inject({ method: 'POST', url: `/api/appointments/manage/${token}/cancel`, payload: {} });
    expect(cancelled.statusCode).toBe(200);
    await send();
    const mails = await mailsTo(payload.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatch(/^శ్రావణి గౌడ్ గారికి,/);
  });

  it('leaves an adult without one, even when sent: the patient is greeted, nothing is stored', async () => {
    const adult = { ...validPayload(), phone: '9000000092', email: 'adult-92@example.in', guardianName: 'Someone Else' };
    const reply = await server.post(adult);
    expect(reply.status).toBe(201);
    const listed = ((await server.list()).body.appointments as Array<Record<string, unknown>>).find(
      (a) => a.appointmentId === reply.body.appointmentId,
    );
    expect(listed).not.toHaveProperty('guardianName');
    expect((await desk.get(`/api/staff/appointments/${String(reply.body.appointmentId)}`)).body.appointment).toMatchObject({
      guardianName: null,
    });
    await send();
    expect((await mailsTo(adult.email))[0]).toMatch(new RegExp(`^Dear ${adult.fullName},\\n\\nYour appointment is booked`));
  });

  // [what, payload patch, language, message]
  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['a baby without one, in Telugu', { guardianName: undefined }, 'te', 'దయచేసి తల్లిదండ్రులు లేదా సంరక్షకుల పేరు నమోదు చేయండి'],
    [
      'a 17-year-old without one, in Hindi',
      { guardianName: '', age: 17, ageMonths: undefined },
      'hi',
      'कृपया माता-पिता या अभिभावक का नाम दर्ज करें',
    ],
    [
      'a 12-year-old without one, in English',
      { guardianName: ' ', age: 12, ageMonths: undefined },
      'en',
      "(guardianName): Please enter a parent's or guardian's name",
    ],
    ['one too long', { guardianName: 'a'.repeat(101) }, 'en', 'at most 100 characters'],
    ['a web address for one', { guardianName: 'www.pay-here.example' }, 'en', 'without a web or e-mail address'],
  ];

  it.each(refusals)('refuses %s with a 400 in the asked language, booking nothing', async (_what, patch, language, message) => {
    const before = (await server.list()).body.total;
    const reply = await server.post({ ...baby('9000000093'), ...patch }, { 'accept-language': language });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false });
    expect(String(reply.body.message)).toContain(message);
    expect((await server.list()).body.total).toBe(before);
  });

  it('is asked at the counter for a walk-in under 18, and shown on its page', async () => {
    const walkIn = {
      fullName: 'Ravi Teja',
      age: 9,
      gender: 'Male',
      phone: '9000000094',
      service: 'Orthopaedics & Trauma Care',
      doctor: 'dr-karthik-varma',
      time: '23:45',
      extra: true,
    };
    const missing = await desk.post('/api/staff/walk-ins', walkIn);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, field: 'guardianName' });
    const adult = await desk.post('/api/staff/walk-ins', { ...walkIn, phone: '9000000095', age: 30, guardianName: 'Padma' });
    expect(adult.status).toBe(201);
    expect((await desk.get(`/api/staff/appointments/${String(adult.body.reference)}`)).body.appointment).toMatchObject({
      guardianName: null,
    });
    const added = await desk.post('/api/staff/walk-ins', { ...walkIn, guardianName: ' Padma Teja ' });
    expect(added.status).toBe(201);
    expect((await desk.get(`/api/staff/appointments/${String(added.body.reference)}`)).body.appointment).toMatchObject({
      guardianName: 'Padma Teja',
    });
  });
});
