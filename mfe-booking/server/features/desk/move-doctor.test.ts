import type { DatedSlot } from '@hospital/booking-contract';
import type { Schedule } from '../../domain/schedule';
import { dateInDays, startServer, tempDataDir, validPayload, type RunningServer } from '../../test/harness';
import { addAccounts, signedIn, type StaffClient } from '../../test/staff';
import { alwaysOpen } from '../../test/schedules';
import { openTestData } from '../../test/storage';

// General Medicine has three doctors: the desk moves a patient from one to another.
const GENERAL = 'General Medicine & Family Care';
const REDDY = 'dr-srinivas-reddy';
const ALI = 'dr-mohammed-imran-ali';
const ALI_AWAY = dateInDays(9);
const schedule: Schedule = {
  ...(structuredClone(alwaysOpen.schedule) as Schedule),
  datesOff: [{ doctor: ALI, date: ALI_AWAY, reason: 'conference' }],
};

describe('the desk moves a patient to another doctor of the department', () => {
  let server: RunningServer;
  let desk: StaffClient;
  beforeEach(async () => {
    const dataDir = tempDataDir();
    const data = await openTestData(dataDir, 'NORMAL', { schedule, source: 'test' });
    server = await startServer({ dataDir, data, env: { STAFF_SLOW_AFTER: '0', STAFF_RATE_LIMIT_MAX: '0' } });
    await addAccounts(server.data.repos.staff);
    desk = await signedIn(server.url, 'desk');
  });
  afterEach(() => server.stop());

  const bookWith = async (doctor: string) => {
    const payload = { ...validPayload(), service: GENERAL, doctor };
    const reply = await server.post(payload);
    expect(reply.status).toBe(201);
    return { reference: reply.body.appointmentId as string, payload };
  };
  const move = (client: StaffClient, reference: string, body: Record<string, string>) =>
    client.post(`/api/staff/appointments/${reference}/reschedule`, body);

  it('moves to the other doctor’s free time: the row, the history and the patient’s message name the new doctor', async () => {
    const patient = await bookWith(REDDY);
    const to = { doctor: ALI, date: dateInDays(6), time: '16:30' };
    const moved = await move(desk, patient.reference, to);
    expect(moved.status).toBe(200);
    expect(moved.body.appointment).toMatchObject({ reference: patient.reference, doctor: ALI, date: to.date, time: to.time });
    const history = (await desk.get(`/api/staff/appointments/${patient.reference}/history`)).body.history as unknown[];
    expect(history.at(-1)).toMatchObject({
      action: 'reschedule',
      fromSlot: `${patient.payload.preferredDate} ${patient.payload.preferredTime} ${REDDY}`,
      toSlot: `${to.date} ${to.time} ${ALI}`,
    });
    const told = (await server.data.repos.outbox.of(patient.reference)).find((m) => m.kind === 'rescheduled');
    expect(told?.payload).toMatchObject({ doctor: { slug: ALI }, previous: { doctor: { slug: REDDY } } });
  });

  it('refuses a doctor of another department (400) and a doctor away that day (409 with the department’s free times)', async () => {
    const patient = await bookWith(REDDY);
    const otherDepartment = await move(desk, patient.reference, { doctor: 'dr-venkatesh-iyer', date: dateInDays(6), time: '17:00' });
    expect(otherDepartment.status).toBe(400);
    expect(otherDepartment.body).toMatchObject({
      success: false,
      field: 'doctor',
      message: 'Dr. Venkatesh Iyer does not see patients of General Medicine & Family Care: choose a doctor of that department.',
    });
    const away = await move(desk, patient.reference, { doctor: ALI, date: ALI_AWAY, time: '10:00' });
    expect(away.status).toBe(409);
    expect(away.body.message).toContain('conference');
    const offered = away.body.alternatives as DatedSlot[];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered[0]).toMatchObject({ date: ALI_AWAY });
    const row = (await desk.get(`/api/staff/appointments/${patient.reference}`)).body;
    expect(JSON.stringify(row)).toContain(REDDY);
  });

  it('two desks move two patients into the same time of the new doctor: one wins, the other gets 409 with free times', async () => {
    const [first, second] = [await bookWith(REDDY), await bookWith(REDDY)];
    const other = await signedIn(server.url, 'desk');
    const to = { doctor: ALI, date: dateInDays(7), time: '11:00' };
    const replies = await Promise.all([move(desk, first.reference, to), move(other, second.reference, to)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = replies.find((r) => r.status === 409);
    expect(lost?.body.message).toBe('That time has just been taken. Please choose another free time.');
    const offered = (lost?.body.alternatives ?? []) as DatedSlot[];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered[0]?.doctors).toEqual([expect.objectContaining({ slug: ALI })]);
    const holders = await server.data.repos.appointments.seatHoldersOn({ doctor: ALI, date: to.date });
    expect(holders.filter((h) => h.preferredTime === to.time)).toHaveLength(1);
  });
});
