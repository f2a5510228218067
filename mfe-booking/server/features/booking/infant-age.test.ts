// A baby under one year is booked with age 0 and its months (docs/product-rules.md#booking-form); the desk reads the months.
import { startServer, validPayload, type RunningServer } from '../../test/harness';
import { addAccounts, signedIn, type StaffClient } from '../../test/staff';

// Starting the API and signing in (a password hash) takes seconds on a busy machine and on PostgreSQL.
jest.setTimeout(30_000);

let server: RunningServer;
let desk: StaffClient;
beforeAll(async () => {
  server = await startServer({ env: { STAFF_SLOW_AFTER: '0', STAFF_RATE_LIMIT_MAX: '0' } });
  await addAccounts(server.data.repos.staff);
  desk = await signedIn(server.url, 'desk');
});
afterAll(() => server.stop());

const baby = () => ({
  ...validPayload(),
  fullName: 'Baby of Sravani Goud',
  guardianName: 'Sravani Goud',
  age: 0,
  ageMonths: 7,
  gender: 'Female' as const,
});

describe('a baby under one year', () => {
  it('is booked with its months, kept as a number the listing, the desk and its CSV read', async () => {
    const payload = baby();
    const reply = await server.post(payload);
    expect(reply.status).toBe(201);
    const reference = String(reply.body.appointmentId);
    const stored = ((await server.list()).body.appointments as Array<Record<string, unknown>>).find((a) => a.appointmentId === reference);
    expect(stored).toMatchObject({ age: 0, ageMonths: 7 });

    const day = (await desk.get(`/api/staff/appointments?date=${payload.preferredDate}`)).body.appointments as Array<
      Record<string, unknown>
    >;
    expect(day.find((a) => a.reference === reference)).toMatchObject({ age: 0, ageMonths: 7 });
    expect((await desk.get(`/api/staff/appointments/${reference}`)).body.appointment).toMatchObject({ age: 0, ageMonths: 7 });

    const csv = (await desk.get(`/api/staff/appointments.csv?date=${payload.preferredDate}`)).text.replace(/^\uFEFF/, '').split('\r\n');
    expect(csv.find((line) => line.startsWith(reference))).toContain(',Baby of Sravani Goud,7 months,Sravani Goud,Female,');
  });

  it('leaves an adult as the spec has it: age in years, no months', async () => {
    const adult = validPayload();
    const reply = await server.post(adult);
    expect(reply.status).toBe(201);
    const stored = ((await server.list()).body.appointments as Array<Record<string, unknown>>).find(
      (a) => a.appointmentId === reply.body.appointmentId,
    );
    expect(stored).toMatchObject({ age: 46 });
    expect(stored).not.toHaveProperty('ageMonths');
    const day = (await desk.get(`/api/staff/appointments?date=${adult.preferredDate}`)).body.appointments as Array<Record<string, unknown>>;
    expect(day.find((a) => a.reference === reply.body.appointmentId)).toMatchObject({ age: 46, ageMonths: null });
    const csv = (await desk.get(`/api/staff/appointments.csv?date=${adult.preferredDate}`)).text;
    expect(csv).toContain(`,${adult.fullName},46,,Male,`);
  });

  // [what, patch, language header, message]
  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['12 months', { ageMonths: 12 }, 'en', "(ageMonths): Please enter the baby's age in months (0 to 11)"],
    ['a fraction of a month', { ageMonths: 6.5 }, 'en', "(ageMonths): Please enter the baby's age in months (0 to 11)"],
    ['months as text', { ageMonths: '7' }, 'en', '(ageMonths)'],
    [
      'months beside years',
      { age: 2, ageMonths: 3 },
      'en',
      '(ageMonths): Months are for a baby under one year: give age 0 with the months, or the age in years alone',
    ],
    ['0 years without months', { ageMonths: undefined }, 'en', '(age): Please enter your age (1 or more)'],
    ['12 months, in Telugu', { ageMonths: 12 }, 'te', 'దయచేసి శిశువు వయస్సును నెలల్లో నమోదు చేయండి (0 నుండి 11)'],
    ['12 months, in Hindi', { ageMonths: 12 }, 'hi', 'कृपया शिशु की उम्र महीनों में दर्ज करें (0 से 11)'],
    ['months beside years, in Hindi', { age: 1, ageMonths: 4 }, 'hi', 'महीने केवल एक साल से छोटे शिशु के लिए हैं'],
  ];

  it.each(refusals)('refuses %s with a 400 in the asked language, booking nothing', async (_what, patch, language, message) => {
    const before = (await server.list()).body.total;
    const reply = await server.post({ ...baby(), ...patch }, { 'accept-language': language });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false });
    expect(String(reply.body.message)).toContain(message);
    expect((await server.list()).body.total).toBe(before);
  });

  it('is taken at the counter as a walk-in with its months', async () => {
    const walkIn = {
      fullName: 'Baby of Asha',
      age: 0,
      ageMonths: 3,
      guardianName: 'Asha',
      gender: 'Male',
      phone: '9000000071',
      service: 'Orthopaedics & Trauma Care',
      doctor: 'dr-karthik-varma',
      time: '23:45',
      extra: true,
    };
    const added = await desk.post('/api/staff/walk-ins', walkIn);
    expect(added.status).toBe(201);
    expect((await desk.get(`/api/staff/appointments/${String(added.body.reference)}`)).body.appointment).toMatchObject({
      age: 0,
      ageMonths: 3,
    });
    const wrong = await desk.post('/api/staff/walk-ins', { ...walkIn, phone: '9000000072', age: 4 });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, field: 'ageMonths' });
    const tooMany = await desk.post('/api/staff/walk-ins', { ...walkIn, phone: '9000000073', ageMonths: 12 });
    expect(tooMany.status).toBe(400);
    expect(String(tooMany.body.message)).toMatch(/Age in months must be a whole number from 0 to 11/);
  });
});
