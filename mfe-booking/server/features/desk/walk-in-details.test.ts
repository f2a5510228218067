import { hospitalToday } from '@hospital/booking-contract';
import { startServer, type RunningServer } from '../../test/harness';
import { addAccounts, signedIn, type StaffClient } from '../../test/staff';

// WhatsApp configured: messages are only queued here (their senders are tested in outbox/ and messages/).
const ENV = {
  STAFF_SLOW_AFTER: '0',
  STAFF_RATE_LIMIT_MAX: '0',
  WHATSAPP_TOKEN: 't',
  WHATSAPP_PHONE_NUMBER_ID: '1',
  WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0',
};
const ORTHO = 'Orthopaedics & Trauma Care';

describe('a walk-in’s language, e-mail and WhatsApp, and a doctor with no clinic today', () => {
  let server: RunningServer;
  let desk: StaffClient;
  beforeEach(async () => {
    server = await startServer({ env: ENV });
    await addAccounts(server.data.repos.staff);
    desk = await signedIn(server.url, 'desk');
  });
  afterEach(() => server.stop());

  const walkIn = (details: Record<string, unknown>) =>
    desk.post('/api/staff/walk-ins', {
      fullName: 'Lakshmi Devi',
      age: 67,
      gender: 'Female',
      phone: '9000000101',
      service: ORTHO,
      doctor: 'dr-karthik-varma',
      time: '23:45',
      ...details,
    });

  it('keeps the patient’s language, e-mail and WhatsApp number: the desk’s later messages go in Telugu, by e-mail and WhatsApp', async () => {
    const added = await walkIn({ language: 'te', email: ' lakshmi@example.in ', whatsapp: '+91 98480 12345' });
    expect(added.status).toBe(201);
    const reference = String(added.body.reference);
    expect((await desk.get(`/api/staff/appointments/${reference}`)).body.appointment).toMatchObject({
      email: 'lakshmi@example.in',
      whatsapp: '9848012345',
    });
    expect((await desk.post(`/api/staff/appointments/${reference}/undo`)).status).toBe(200);
    expect((await desk.post(`/api/staff/appointments/${reference}/cancel`, { reason: 'Went home' })).status).toBe(200);
    const told = (await server.data.repos.outbox.of(reference)).filter((m) => m.kind === 'cancelled');
    expect(told.map((m) => m.channel)).toEqual(['email', 'whatsapp']);
    expect(told[0]?.payload).toMatchObject({ language: 'te', email: 'lakshmi@example.in', whatsapp: '9848012345' });
  });

  it('refuses an e-mail or WhatsApp number the online form would refuse, and a language we do not write in', async () => {
    expect((await walkIn({ email: 'lakshmi@' })).body).toMatchObject({ success: false, field: 'email' });
    expect((await walkIn({ whatsapp: '12345' })).body).toMatchObject({ success: false, field: 'whatsapp' });
    expect((await walkIn({ language: 'fr' })).status).toBe(400);
    // Both left out: still a walk-in.
    expect((await walkIn({ email: '', whatsapp: '' })).status).toBe(201);
  });

  it('says whether the doctor has a clinic today at all, beside the free times', async () => {
    const today = hospitalToday(new Date());
    const admin = await signedIn(server.url, 'admin');
    const away = { change: 'off', doctor: 'dr-srinivas-reddy', date: today, reason: 'Leave' };
    expect((await admin.post('/api/staff/schedule', away)).status).toBe(200);
    const general = encodeURIComponent('General Medicine & Family Care');
    const slots = (doctor: string) => desk.get(`/api/staff/slots?service=${general}&doctor=${doctor}`);
    expect((await slots('dr-srinivas-reddy')).body).toMatchObject({ slots: [], clinic: false });
    expect((await slots('dr-mohammed-imran-ali')).body).toMatchObject({ clinic: true });
  });
});
