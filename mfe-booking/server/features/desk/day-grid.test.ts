import type { DayGridAnswer, GridDoctor } from '@hospital/booking-contract';
import type { Schedule } from '../../domain/schedule';
import { dateInDays, startServer, tempDataDir, validPayload, type RunningServer } from '../../test/harness';
import { addAccounts, signedIn, StaffClient } from '../../test/staff';
import { openTestData } from '../../test/storage';

const GENERAL = 'General Medicine & Family Care';
const REDDY = 'dr-srinivas-reddy';
const ALI = 'dr-mohammed-imran-ali';
const SNEHA = 'dr-sneha-kulkarni';
const DAY = dateInDays(5);
const everyDay = (start: string, end: string) => ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({ weekday, start, end }));
// Reddy in 15-minute slots, Ali in 20-minute ones and away that day, Sneha with no clinic at all.
const schedule: Schedule = {
  doctors: [
    { doctor: REDDY, slotMinutes: 15, capacity: 1, fee: null, weekly: everyDay('09:00', '10:00') },
    { doctor: ALI, slotMinutes: 20, capacity: 1, fee: null, weekly: everyDay('09:00', '10:00') },
    { doctor: 'dr-venkatesh-iyer', slotMinutes: 15, capacity: 2, fee: null, weekly: everyDay('16:00', '16:30') },
  ],
  datesOff: [{ doctor: ALI, date: DAY, reason: 'conference' }],
  extraSessions: [],
};

describe('the day as a grid of time × doctor', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const dataDir = tempDataDir();
    const data = await openTestData(dataDir, 'NORMAL', { schedule, source: 'test' });
    server = await startServer({ dataDir, data, env: { STAFF_RATE_LIMIT_MAX: '0' } });
    await addAccounts(server.data.repos.staff);
  });
  afterAll(() => server.stop());

  const gridOf = (client: StaffClient, query: string) => client.get(`/api/staff/day-grid?${query}`);
  const column = (answer: DayGridAnswer, doctor: string) => answer.doctors.find((d) => d.doctor === doctor) as GridDoctor;

  it('lays out a department’s doctors: booked with the patient, status and token, free, on leave, no clinic', async () => {
    const payload = {
      ...validPayload(),
      fullName: 'సాయి కిరణ్ రెడ్డి',
      service: GENERAL,
      doctor: REDDY,
      preferredDate: DAY,
      preferredTime: '09:15',
    };
    const booked = await server.post(payload);
    expect(booked.status).toBe(201);
    const reference = booked.body.appointmentId as string;
    await server.data.repos.tokens.insert({
      appointmentId: reference,
      doctor: REDDY,
      day: DAY,
      token: 4,
      arrivedAt: new Date().toISOString(),
      calledAt: null,
    });

    const admin = await signedIn(server.url, 'admin');
    const reply = await gridOf(admin, `date=${DAY}&department=${encodeURIComponent(GENERAL)}`);
    expect(reply.status).toBe(200);
    const answer = reply.body as unknown as DayGridAnswer;
    expect(answer).toMatchObject({ success: true, date: DAY, department: GENERAL });
    // Ali's usual 20-minute times stay as rows, so his leave shows where it falls.
    expect(answer.times).toEqual(['09:00', '09:15', '09:20', '09:30', '09:40', '09:45']);
    expect(answer.doctors.map((d) => d.doctor)).toEqual([REDDY, ALI, SNEHA]);

    const reddy = column(answer, REDDY);
    expect(reddy.cells[0]).toEqual({ kind: 'free', seatsLeft: 1 });
    expect(reddy.cells[1]).toEqual({
      kind: 'booked',
      seatsLeft: 0,
      patients: [{ reference, fullName: 'సాయి కిరణ్ రెడ్డి', status: 'booked', token: 4 }],
    });
    expect(reddy.cells[2]).toEqual({ kind: 'within', slot: '09:15' });
    expect(column(answer, ALI).cells).toEqual(answer.times.map(() => ({ kind: 'leave', reason: 'conference' })));
    expect(column(answer, SNEHA).cells).toEqual(answer.times.map(() => ({ kind: 'none' })));
  });

  it('shows every doctor without a department, and a cancelled appointment’s time as free', async () => {
    const desk = await signedIn(server.url, 'desk');
    const payload = {
      ...validPayload(),
      service: 'Cardiology & Heart Care',
      doctor: 'dr-venkatesh-iyer',
      preferredDate: DAY,
      preferredTime: '16:15',
    };
    const booked = await server.post(payload);
    expect(booked.status).toBe(201);
    const cancelled = await desk.post(`/api/staff/appointments/${booked.body.appointmentId as string}/cancel`, { reason: 'patient asked' });
    expect(cancelled.status).toBe(200);
    const answer = (await gridOf(desk, `date=${DAY}`)).body as unknown as DayGridAnswer;
    expect(answer.department).toBeNull();
    expect(answer.doctors).toHaveLength(8);
    const iyer = column(answer, 'dr-venkatesh-iyer');
    expect(iyer.capacity).toBe(2);
    expect(iyer.cells[answer.times.indexOf('16:15')]).toEqual({ kind: 'free', seatsLeft: 2 });
  });

  it('is for the desk and admins: 401 without a session, 403 for a doctor, 400 for a date outside the staff span', async () => {
    const nobody = await new StaffClient(server.url).get(`/api/staff/day-grid?date=${DAY}`);
    expect(nobody.status).toBe(401);
    expect(nobody.body.success).toBe(false);
    const doctor = await signedIn(server.url, 'doctor');
    const refused = await gridOf(doctor, `date=${DAY}`);
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);

    const admin = await signedIn(server.url, 'admin');
    for (const query of [
      `date=${dateInDays(400)}`,
      `date=${dateInDays(-400)}`,
      'date=2026-02-30',
      '',
      `date=${DAY}&department=Dentistry`,
    ]) {
      const reply = await gridOf(admin, query);
      expect([query, reply.status, reply.body.success]).toEqual([query, 400, false]);
      expect(typeof reply.body.message).toBe('string');
    }
  });
});
