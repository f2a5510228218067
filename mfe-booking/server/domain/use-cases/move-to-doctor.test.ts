import type { AppointmentPayload } from '@hospital/booking-contract';
import { loadConfig } from '../../config';
import { createServices } from '../../services';
import type { Schedule } from '../schedule';
import { dateInDays, tempDataDir, validPayload } from '../../test/harness';
import { alwaysOpen } from '../../test/schedules';
import { STORAGE, openTestData } from '../../test/storage';
import type { BookingData } from '../../data';

jest.setTimeout(30_000);

// The desk moves a patient to another doctor of the department: General Medicine has three.
const GENERAL = 'General Medicine & Family Care';
const REDDY = 'dr-srinivas-reddy';
const ALI = 'dr-mohammed-imran-ali';
const CARDIOLOGIST = 'dr-venkatesh-iyer';
const ALI_AWAY = dateInDays(9);
const schedule: Schedule = {
  ...(structuredClone(alwaysOpen.schedule) as Schedule),
  datesOff: [{ doctor: ALI, date: ALI_AWAY, reason: 'conference' }],
};
const desk = { kind: 'staff' as const, id: 'desk-1' };
let refs = 0;

describe(`moving an appointment to another doctor of its department (${STORAGE})`, () => {
  let data: BookingData;
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    data = await openTestData(tempDataDir(), 'NORMAL', { schedule, source: 'test' });
    services = createServices(data, loadConfig({}, tempDataDir(), undefined), () => new Date());
  });
  afterAll(() => data.close());

  const bookWith = async (doctor: string, slot: Partial<AppointmentPayload> = {}) => {
    const payload: AppointmentPayload = { ...validPayload(), service: GENERAL, doctor, ...slot };
    const result = await services.booking.book({
      payload,
      candidates: [{ doctor, capacity: 1 }],
      newReference: () => `ASH-MOVE-${String(++refs).padStart(4, '0')}`,
      language: 'te',
    });
    if (result.kind !== 'created') throw new Error(`not booked: ${result.kind}`);
    return result.appointment;
  };
  const move = (appointmentId: string, to: { doctor: string; date: string; time: string }) =>
    services.deskLifecycle.reschedule({ appointmentId, actor: desk, ...to });

  it('moves to the other doctor’s free time: audited from whom to whom, the patient told of both doctors', async () => {
    const patient = await bookWith(REDDY);
    const to = { doctor: ALI, date: dateInDays(6), time: '16:30' };
    const moved = await move(patient.appointmentId, to);
    expect(moved).toMatchObject({ kind: 'changed', appointment: { doctor: ALI, preferredDate: to.date, preferredTime: to.time } });
    expect((await data.repos.audit.history(patient.appointmentId)).at(-1)).toMatchObject({
      action: 'reschedule',
      fromSlot: `${patient.preferredDate} ${patient.preferredTime} ${REDDY}`,
      toSlot: `${to.date} ${to.time} ${ALI}`,
    });
    const told = (await data.repos.outbox.of(patient.appointmentId)).filter((m) => m.kind === 'rescheduled');
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]?.payload).toMatchObject({
      language: 'te',
      doctor: expect.objectContaining({ slug: ALI }),
      previous: { date: patient.preferredDate, time: patient.preferredTime, doctor: expect.objectContaining({ slug: REDDY }) },
    });
  });

  it('refuses a doctor of another department with a message naming both, and leaves the appointment', async () => {
    const patient = await bookWith(REDDY);
    const refused = await move(patient.appointmentId, { doctor: CARDIOLOGIST, date: dateInDays(6), time: '17:00' });
    expect(refused).toEqual({
      kind: 'invalid',
      field: 'doctor',
      message: 'Dr. Venkatesh Iyer does not see patients of General Medicine & Family Care: choose a doctor of that department.',
    });
    expect(await data.repos.appointments.findById(patient.appointmentId)).toMatchObject({ doctor: REDDY });
  });

  it('refuses a doctor away that day, offering the department’s nearest free times instead', async () => {
    const patient = await bookWith(REDDY);
    const away = await move(patient.appointmentId, { doctor: ALI, date: ALI_AWAY, time: '10:00' });
    expect(away).toMatchObject({ kind: 'doctor-away', message: expect.stringContaining('conference') });
    const alternatives = away.kind === 'doctor-away' ? away.alternatives : [];
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives[0]).toMatchObject({ date: ALI_AWAY });
    expect(alternatives[0]?.doctors.map((d) => d.slug)).not.toContain(ALI);
    expect(await data.repos.appointments.findById(patient.appointmentId)).toMatchObject({ doctor: REDDY });
  });

  it('refuses the other doctor’s time when a patient holds it, with that doctor’s nearest free times', async () => {
    const holder = await bookWith(ALI);
    const patient = await bookWith(REDDY);
    const taken = await move(patient.appointmentId, { doctor: ALI, date: holder.preferredDate, time: holder.preferredTime });
    expect(taken).toMatchObject({ kind: 'slot-taken' });
    const alternatives = taken.kind === 'slot-taken' && 'alternatives' in taken ? taken.alternatives : [];
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.flatMap((a) => a.doctors.map((d) => d.slug))).toEqual(alternatives.map(() => ALI));
    expect(await data.repos.appointments.findById(patient.appointmentId)).toMatchObject({ doctor: REDDY });
  });
});
