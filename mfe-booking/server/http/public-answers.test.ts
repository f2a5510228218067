// No answer to a public request carries another patient's data: a refusal may say that an appointment
// exists (the patient's own phone number found it), never its reference, time or doctor.
import { slotsUrl } from '@hospital/booking-contract';
import { site } from '@hospital/hospital-data';
import { startServer, validPayload, type RunningServer } from '../test/harness';
import { STORAGE } from '../test/storage';

jest.setTimeout(30_000);

const later = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const minutes = h * 60 + m + (h === 23 && m === 45 ? -15 : 15);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

describe(`public answers (${STORAGE})`, () => {
  // A fresh database each time: every time but the test's own is free.
  let server: RunningServer;
  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(() => server.stop());

  it('a duplicate booking is refused without the existing reference, time or doctor, in every language', async () => {
    const first = validPayload();
    const booked = await server.post(first);
    expect(booked.status).toBe(201);
    const reference = String(booked.body.appointmentId);
    const again = { ...first, preferredTime: later(first.preferredTime) };
    for (const language of ['en', 'te', 'hi']) {
      const refused = await server.post(again, { 'accept-language': language });
      expect(refused.status).toBe(409);
      const text = JSON.stringify(refused.body);
      expect(text).not.toContain(reference);
      expect(text).not.toContain(first.preferredTime);
      expect(text).not.toMatch(/Karthik|karthik|కార్తీక్|कार्तिक/);
      expect(refused.body).toMatchObject({ success: false, field: 'phone' });
      expect(Object.keys(refused.body).sort()).toEqual(['field', 'message', 'success']);
      // It says how the patient finds their own appointment: the confirmation e-mail, or the desk's phone.
      expect(refused.body.message).toContain(site.phoneDisplay);
    }
    expect((await server.post(again)).body.message).toMatch(
      /already has an appointment with Orthopaedics & Trauma Care on .*confirmation e-mail/,
    );
  });

  it('moving an appointment onto a day the phone already has one is refused without that reference', async () => {
    const first = validPayload();
    const firstReply = await server.post(first);
    // The same phone's second appointment in that department, a day later.
    const second = { ...first, preferredDate: nextDay(first.preferredDate) };
    const secondReply = await server.post(second);
    expect([firstReply.status, secondReply.status]).toEqual([201, 201]);
    const token = String(secondReply.body.manageUrl).split('/').pop() ?? '';
    const moved = await fetch(`${server.url}/api/appointments/manage/${token}/reschedule`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ preferredDate: first.preferredDate, preferredTime: later(first.preferredTime) }),
    });
    const body = (await moved.json()) as Record<string, unknown>;
    expect(moved.status).toBe(409);
    expect(JSON.stringify(body)).not.toContain(String(firstReply.body.appointmentId));
    expect(body.message).toMatch(/already have another appointment with Orthopaedics & Trauma Care on/);
  });

  it('free times name no patient, reference or phone', async () => {
    const payload = validPayload();
    const reply = await server.post(payload);
    const slots = await server.get(slotsUrl({ service: payload.service, date: payload.preferredDate }));
    const text = JSON.stringify(slots.body);
    for (const value of [String(reply.body.appointmentId), payload.fullName, payload.phone, payload.email])
      expect(text).not.toContain(value);
  });
});

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
