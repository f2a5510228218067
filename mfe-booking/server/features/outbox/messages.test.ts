import http from 'node:http';
import { simpleParser, type ParsedMail } from 'mailparser';
import { loadConfig } from '../../config';
import { createEmailSender } from '../messages/email';
import { startMailCatcher, type MailCatcher } from '../../dev/mail-catcher';
import { createWhatsappSender } from '../messages/whatsapp';
import type { MessagePayload } from '../../domain/patient-messages';
import { createOutboxWorker } from './worker';
import { startServer, tempDataDir, validPayload, type RunningServer } from '../../test/harness';
import { STORAGE, TEST_DATABASE_URL, openTestData } from '../../test/storage';
import { alwaysOpen } from '../../test/schedules';

jest.setTimeout(60_000);

const post = async (server: RunningServer, path: string, body: unknown) =>
  (
    await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  ).json() as Promise<Record<string, unknown>>;
const parse = (raw: string): Promise<ParsedMail> => simpleParser(raw);
const icsOf = (mail: ParsedMail) => {
  const attachment = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
  if (!attachment) throw new Error('no .ics attached');
  return attachment.content.toString('utf8');
};
const line = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics.replace(/\r\n[ \t]/g, ''))?.[1];

describe(`e-mails through a real SMTP server (${STORAGE})`, () => {
  let catcher: MailCatcher;
  let server: RunningServer;
  beforeEach(async () => {
    catcher = await startMailCatcher();
    server = await startServer();
  });
  afterEach(async () => {
    await server.stop();
    await catcher.close();
  });
  const worker = (now?: () => Date) =>
    createOutboxWorker({
      outbox: server.data.repos.outbox,
      senders: { email: createEmailSender({ smtpUrl: catcher.url, from: 'Ashraya <appointments@ashrayahospital.in>' }) },
      ...(now ? { now } : {}),
    });

  it('booking, reschedule and cancellation each send their mail, with the manage link and one calendar entry (UID, SEQUENCE, METHOD)', async () => {
    const payload = validPayload();
    const booked = await server.post(payload);
    const reference = String(booked.body.appointmentId);
    const managePath = String(booked.body.manageUrl);
    const token = managePath.split('/').pop() as string;
    const sender = worker();
    await sender.runOnce();
    const [first] = await catcher.waitFor(1);
    expect(first?.to).toEqual([payload.email]);
    const bookedMail = await parse(first!.raw);
    expect(bookedMail.subject).toContain(`Appointment booked: ${reference}`);
    expect(bookedMail.text).toContain(`http://localhost:8080${managePath}`);
    expect(bookedMail.text).toContain('Dr. Karthik Varma');
    expect(bookedMail.text).toContain('Orthopaedics & Trauma Care');
    // Text and HTML, the HTML's button the manage link.
    expect(bookedMail.html).toContain(`href="http://localhost:8080${managePath}"`);
    expect(bookedMail.html).toContain('See or change your appointment');
    const bookedIcs = icsOf(bookedMail);
    expect(line(bookedIcs, 'METHOD')).toBe('PUBLISH');
    expect(line(bookedIcs, 'UID')).toBe(`${reference}@ashrayahospital.in`);
    expect(line(bookedIcs, 'SEQUENCE')).toBe('0');
    // The slot is India time; the calendar file says the same moment in UTC.
    const startUtc = new Date(`${payload.preferredDate}T${payload.preferredTime}:00+05:30`).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(line(bookedIcs, 'DTSTART')).toBe(`${startUtc}Z`);
    expect(line(bookedIcs, 'DURATION')).toBe('PT15M');

    const target = validPayload();
    expect(
      (
        await post(server, `/api/appointments/manage/${token}/reschedule`, {
          preferredDate: target.preferredDate,
          preferredTime: target.preferredTime,
        })
      ).success,
    ).toBe(true);
    await sender.runOnce();
    const movedMail = await parse((await catcher.waitFor(2))[1]!.raw);
    expect(movedMail.subject).toContain(`Appointment moved: ${reference}`);
    expect(movedMail.text).toContain(`http://localhost:8080${managePath}`);
    const movedIcs = icsOf(movedMail);
    expect(line(movedIcs, 'UID')).toBe(`${reference}@ashrayahospital.in`);
    expect(Number(line(movedIcs, 'SEQUENCE'))).toBeGreaterThan(0);

    expect((await post(server, `/api/appointments/manage/${token}/cancel`, { reason: 'Travelling' })).success).toBe(true);
    await sender.runOnce();
    const cancelMail = await parse((await catcher.waitFor(3))[2]!.raw);
    expect(cancelMail.subject).toContain(`Appointment cancelled: ${reference}`);
    const cancelIcs = icsOf(cancelMail);
    expect(line(cancelIcs, 'METHOD')).toBe('CANCEL');
    expect(line(cancelIcs, 'STATUS')).toBe('CANCELLED');
    expect(line(cancelIcs, 'UID')).toBe(`${reference}@ashrayahospital.in`);
    expect(Number(line(cancelIcs, 'SEQUENCE'))).toBeGreaterThan(Number(line(movedIcs, 'SEQUENCE')));
    // The reminders of the old times were dropped: a day before the last time, nothing more is sent.
    const start = new Date(`${target.preferredDate}T${target.preferredTime}:00+05:30`).getTime();
    await worker(() => new Date(start - 23 * 3_600_000)).runOnce();
    expect(catcher.mails).toHaveLength(3);
    // Once sent, the outbox keeps no working link: the database holds the token only as a hash.
    const kept = JSON.stringify(await server.data.repos.outbox.of(reference));
    expect(kept).not.toContain(token);
    await sender.stop();
  });

  it('a patient who booked in Telugu gets Telugu mails, also when they cancel from an English page', async () => {
    const booked = await server.post(validPayload(), { 'accept-language': 'te-IN,te;q=0.9,en;q=0.5' });
    const reference = String(booked.body.appointmentId);
    const token = String(booked.body.manageUrl).split('/').pop() as string;
    const sender = worker();
    await sender.runOnce();
    const bookedMail = await parse((await catcher.waitFor(1))[0]!.raw);
    expect(bookedMail.subject).toMatch(new RegExp(`^అపాయింట్‌మెంట్ బుక్ అయింది: ${reference}, `));
    expect(bookedMail.text).toContain('మీ అపాయింట్‌మెంట్ బుక్ అయింది.');
    expect(bookedMail.text).toContain('విభాగం: ఎముకలు');
    expect(bookedMail.text).toContain('Dr. Karthik Varma');
    expect(bookedMail.text).not.toContain('Your appointment');
    // Its links open Telugu pages: the manage link in the text and in the calendar file.
    expect(bookedMail.text).toContain(`http://localhost:8080/te${String(booked.body.manageUrl)}`);
    expect(line(icsOf(bookedMail), 'DESCRIPTION')).toContain(`http://localhost:8080/te${String(booked.body.manageUrl)}`);
    expect(bookedMail.text).not.toMatch(/localhost:8080\/appoinment/);

    expect((await post(server, `/api/appointments/manage/${token}/cancel`, { reason: '' })).success).toBe(true);
    await sender.runOnce();
    const cancelMail = await parse((await catcher.waitFor(2))[1]!.raw);
    expect(cancelMail.subject).toBe(`అపాయింట్‌మెంట్ రద్దయింది: ${reference}`);
    // Book again, in Telugu, although the cancellation came from an English page.
    expect(cancelMail.text).toContain('http://localhost:8080/te/appoinment');
    expect(cancelMail.text).not.toMatch(/localhost:8080\/appoinment/);
    await sender.stop();
  });

  it('the reminder goes 24 hours before, not earlier', async () => {
    const payload = validPayload();
    const booked = await server.post(payload);
    const start = new Date(`${payload.preferredDate}T${payload.preferredTime}:00+05:30`).getTime();
    await worker().runOnce();
    await catcher.waitFor(1);
    await worker(() => new Date(start - 25 * 3_600_000)).runOnce();
    expect(catcher.mails).toHaveLength(1);
    await worker(() => new Date(start - 24 * 3_600_000 + 1000)).runOnce();
    const reminder = await parse((await catcher.waitFor(2))[1]!.raw);
    expect(reminder.subject).toMatch(/^Reminder: your appointment tomorrow/);
    expect(reminder.text).toContain(String(booked.body.manageUrl));
  });

  it('under a failing SMTP server a message is retried with backoff and sent once; the booking is untouched', async () => {
    await catcher.close();
    catcher = await startMailCatcher({ failFirst: 2 });
    const payload = validPayload();
    const booked = await server.post(payload);
    expect(booked.status).toBe(201);
    const reference = String(booked.body.appointmentId);
    let clock = Date.now();
    const sender = worker(() => new Date(clock));
    await sender.runOnce();
    let [mail] = await server.data.repos.outbox.of(reference);
    expect(mail).toMatchObject({ kind: 'booked', attempts: 1, sentAt: null, lastError: expect.stringMatching(/451/) });
    // Not due again before its backoff (30 s after the first failure).
    await sender.runOnce();
    expect((await server.data.repos.outbox.of(reference))[0]?.attempts).toBe(1);
    clock += 31_000;
    await sender.runOnce();
    [mail] = await server.data.repos.outbox.of(reference);
    expect(mail).toMatchObject({ attempts: 2, sentAt: null });
    expect(Date.parse(mail!.nextAttemptAt) - clock).toBeGreaterThanOrEqual(59_000);
    clock += 61_000;
    await sender.runOnce();
    [mail] = await server.data.repos.outbox.of(reference);
    expect(mail).toMatchObject({ attempts: 3, sentAt: expect.any(String), lastError: null });
    expect(catcher.mails).toHaveLength(1);
    expect((await parse(catcher.mails[0]!.raw)).subject).toContain(reference);
    expect((await server.data.repos.appointments.findById(reference))?.status).toBe('booked');
    await sender.stop();
  });

  it('a mail server that refuses one address (550) fails that message alone: not tried again, out of the readiness lag', async () => {
    await catcher.close();
    catcher = await startMailCatcher({ refuse: ['no.such.patient@patients.example'] });
    const refused = await server.post({ ...validPayload(), email: 'no.such.patient@patients.example' });
    const fine = await server.post(validPayload());
    const given: Array<{ channel: string; refused: boolean }> = [];
    let clock = Date.now();
    const sender = createOutboxWorker({
      outbox: server.data.repos.outbox,
      senders: { email: createEmailSender({ smtpUrl: catcher.url, from: 'Ashraya <appointments@ashrayahospital.in>' }) },
      now: () => new Date(clock),
      onGaveUp: ({ channel, refused }) => given.push({ channel, refused }),
    });
    await sender.runOnce();
    const [bad] = await server.data.repos.outbox.of(String(refused.body.appointmentId));
    expect(bad).toMatchObject({
      kind: 'booked',
      attempts: 1,
      sentAt: null,
      failedAt: expect.any(String),
      lastError: expect.stringMatching(/^The mail server refused the message \(550\)/),
    });
    // The reason is kept without the patient's address (it reaches the log and the desk).
    expect(bad?.lastError).not.toContain('no.such.patient');
    expect(given).toEqual([{ channel: 'email', refused: true }]);
    expect((await server.data.repos.outbox.of(String(fine.body.appointmentId)))[0]?.sentAt).toEqual(expect.any(String));
    // Hours later: never tried again, and nothing is behind.
    clock += 6 * 3_600_000;
    await sender.runOnce();
    expect((await server.data.repos.outbox.of(String(refused.body.appointmentId)))[0]?.attempts).toBe(1);
    expect(catcher.mails.flatMap((mail) => mail.to).filter((to) => to.includes('no.such.patient'))).toEqual([]);
    expect((await server.data.repos.outbox.backlog(new Date(clock))).due).toBe(0);
    await sender.stop();
  });

  it('a failure that passes is tried again up to the last try, then given up for a person', async () => {
    await catcher.close();
    catcher = await startMailCatcher({ failFirst: 100 });
    const booked = await server.post(validPayload());
    const given: Array<{ attempts: number; refused: boolean }> = [];
    let clock = Date.now();
    const sender = createOutboxWorker({
      outbox: server.data.repos.outbox,
      senders: { email: createEmailSender({ smtpUrl: catcher.url, from: 'x@example.in' }) },
      now: () => new Date(clock),
      maxAttempts: 3,
      onGaveUp: ({ attempts, refused }) => given.push({ attempts, refused }),
    });
    for (let i = 0; i < 5; i++) {
      await sender.runOnce();
      clock += 2 * 3_600_000;
    }
    const [mail] = await server.data.repos.outbox.of(String(booked.body.appointmentId));
    expect(mail).toMatchObject({
      attempts: 3,
      sentAt: null,
      failedAt: expect.any(String),
      lastError: expect.stringMatching(/^3 tries failed, the last: .*451/),
    });
    expect(given).toEqual([{ attempts: 3, refused: false }]);
    await sender.stop();
  });

  it('sent once when the database fails between the mail server’s 250 and the record, with one Message-ID for every try', async () => {
    const booked = await server.post(validPayload());
    const reference = String(booked.body.appointmentId);
    const outbox = server.data.repos.outbox;
    let failures = 2;
    // The database stopped at that very point: the record fails twice, then the database is back.
    const flaky = Object.assign(Object.create(outbox) as typeof outbox, {
      markSent: (...args: Parameters<typeof outbox.markSent>) =>
        failures-- > 0 ? Promise.reject(new Error('connection terminated')) : outbox.markSent(...args),
    });
    const errors: string[] = [];
    const sender = createOutboxWorker({
      outbox: flaky,
      senders: { email: createEmailSender({ smtpUrl: catcher.url, from: 'Ashraya <appointments@ashrayahospital.in>' }) },
      onError: ({ message }) => errors.push(message),
    });
    await sender.runOnce();
    await sender.runOnce();
    const [first] = await outbox.of(reference);
    expect(first).toMatchObject({ kind: 'booked', attempts: 1, sentAt: expect.any(String) });
    expect(catcher.mails).toHaveLength(1);
    expect(errors).toEqual([]);
    const mail = await parse(catcher.mails[0]!.raw);
    expect(mail.messageId).toBe(`<outbox-${first?.seq}.${reference.toLowerCase()}@ashrayahospital.in>`);
    await sender.stop();
  });

  it('a mail server that is down never delays or undoes a booking', async () => {
    const dead = createOutboxWorker({
      outbox: server.data.repos.outbox,
      senders: { email: createEmailSender({ smtpUrl: 'smtp://127.0.0.1:9', from: 'x@example.in' }) },
      pollMs: 50,
    });
    dead.start();
    try {
      const replies = await Promise.all([validPayload(), validPayload()].map((p) => server.post(p)));
      expect(replies.map((r) => r.status)).toEqual([201, 201]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const reply of replies) {
        expect((await server.data.repos.appointments.findById(String(reply.body.appointmentId)))?.status).toBe('booked');
        expect((await server.data.repos.outbox.of(String(reply.body.appointmentId)))[0]).toMatchObject({
          sentAt: null,
          attempts: 1,
          lastError: expect.any(String),
        });
      }
    } finally {
      await dead.stop();
    }
  });
});

describe(`two workers on one outbox (${STORAGE}${TEST_DATABASE_URL ? ', two connections pools as two instances' : ''})`, () => {
  it('send each message exactly once', async () => {
    const catcher = await startMailCatcher();
    const dataDir = tempDataDir();
    const seed = { schedule: alwaysOpen.schedule, source: 'test' };
    const server = await startServer({ dataDir });
    const second = TEST_DATABASE_URL ? await openTestData(dataDir, 'NORMAL', seed) : server.data;
    try {
      const references: string[] = [];
      for (let i = 0; i < 24; i++) references.push(String((await server.post(validPayload())).body.appointmentId));
      const email = () => createEmailSender({ smtpUrl: catcher.url, from: 'x@example.in' });
      const workers = [server.data, second].map((data) =>
        createOutboxWorker({ outbox: data.repos.outbox, senders: { email: email() }, batch: 3 }),
      );
      const drain = async (w: (typeof workers)[number]) => {
        while ((await w.runOnce()) > 0);
      };
      await Promise.all([drain(workers[0]!), drain(workers[1]!), drain(workers[0]!), drain(workers[1]!)]);
      await catcher.waitFor(24);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const subjects = await Promise.all(catcher.mails.map(async (m) => (await parse(m.raw)).subject ?? ''));
      expect(subjects).toHaveLength(24);
      expect(new Set(subjects).size).toBe(24);
      for (const reference of references) expect(subjects.filter((s) => s.includes(reference))).toHaveLength(1);
      for (const w of workers) await w.stop();
    } finally {
      if (second !== server.data) await second.close();
      await server.stop();
      await catcher.close();
    }
  });
});

describe('WhatsApp Business Cloud API', () => {
  it('sends an approved template with the appointment’s details, and says so in the form’s config only when configured', async () => {
    const seen: Array<{ method?: string; url?: string; auth?: string; body: Record<string, unknown> }> = [];
    const api = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          auth: request.headers.authorization,
          body: JSON.parse(text) as Record<string, unknown>,
        });
        const ok = request.headers.authorization === 'Bearer test-wa-token' && request.url === '/v21.0/1234567890/messages';
        response
          .writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
          .end(JSON.stringify(ok ? { messages: [{ id: 'wamid.1' }] } : { error: 'bad' }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const port = (api.address() as { port: number }).port;
    const env = {
      WHATSAPP_TOKEN: 'test-wa-token',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_API_URL: `http://127.0.0.1:${port}/v21.0`,
    };
    const config = loadConfig(env, tempDataDir());
    const server = await startServer({ env });
    const plain = await startServer();
    try {
      expect((await server.get('/api/appointments/config')).body).toMatchObject({
        success: true,
        whatsappReminders: true,
        manageCutoffMinutes: 120,
      });
      expect((await plain.get('/api/appointments/config')).body).toMatchObject({
        success: true,
        whatsappReminders: false,
        manageCutoffMinutes: 120,
      });
      const booked = await server.post(validPayload());
      const reference = String(booked.body.appointmentId);
      expect((await server.data.repos.outbox.of(reference)).map((m) => `${m.kind}/${m.channel}`)).toEqual([
        'booked/email',
        'booked/whatsapp',
        'reminder/email',
        'reminder/whatsapp',
      ]);
      expect(
        (await plain.data.repos.outbox.of(String((await plain.post(validPayload())).body.appointmentId))).map((m) => m.channel),
      ).toEqual(['email', 'email']);

      const whatsapp = createWhatsappSender(config.whatsapp!);
      const w = createOutboxWorker({ outbox: server.data.repos.outbox, senders: { whatsapp } });
      await w.runOnce();
      const sent = (await server.data.repos.outbox.of(reference)).find((m) => m.channel === 'whatsapp' && m.kind === 'booked');
      expect(sent?.sentAt).toEqual(expect.any(String));
      const payload = sent?.payload as MessagePayload;
      expect(seen.at(-1)).toEqual({
        method: 'POST',
        url: '/v21.0/1234567890/messages',
        auth: 'Bearer test-wa-token',
        body: {
          messaging_product: 'whatsapp',
          to: `91${payload.whatsapp}`,
          type: 'template',
          template: {
            name: 'appointment_booked',
            language: { code: 'en' },
            components: [
              {
                type: 'body',
                parameters: expect.arrayContaining([
                  { type: 'text', text: reference },
                  { type: 'text', text: 'Dr. Karthik Varma' },
                ]),
              },
            ],
          },
        },
      });
      // A patient who booked in Hindi gets the Hindi template, its day written in Hindi.
      const hindi = String((await server.post(validPayload(), { 'accept-language': 'hi' })).body.appointmentId);
      await w.runOnce();
      const hindiSent = seen.find((request) => JSON.stringify(request.body).includes(hindi));
      const template = hindiSent?.body.template as {
        name: string;
        language: { code: string };
        components: Array<{ parameters: Array<{ text: string }> }>;
      };
      expect(template.name).toBe('appointment_booked');
      expect(template.language).toEqual({ code: 'hi' });
      expect(template.components[0]?.parameters[2]?.text).toMatch(/[\u0900-\u097F]/);
      // A refusal by the API is an error the outbox keeps and retries.
      await expect(createWhatsappSender({ ...config.whatsapp!, token: 'wrong' }).send(payload)).rejects.toThrow(/WhatsApp answered 401/);
      await w.stop();
    } finally {
      await server.stop();
      await plain.stop();
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
