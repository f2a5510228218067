import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runScheduleCommand } from './run-command';
import { startServer, type RunningServer } from '../../test/harness';
import { DEFAULT_SCHEDULE_FILE } from '../../test/schedules';
import { STORAGE } from '../../test/storage';

// Each test starts API servers on real databases; a busy machine (CI, other builds) needs more than 5 s.
jest.setTimeout(30_000);

const NOW = new Date('2026-11-30T10:05:00+05:30'); // Monday
let server: RunningServer;
beforeEach(async () => {
  server = await startServer({ env: { BOOKING_SCHEDULE_FILE: DEFAULT_SCHEDULE_FILE }, now: () => NOW });
});
afterEach(async () => {
  await server.stop();
});

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await runScheduleCommand(args, {
    schedules: server.data.schedules,
    appointments: server.data.repos.appointments,
    now: NOW,
    horizonDays: 30,
    print: (line) => lines.push(line),
  });
  return { code, out: lines.join('\n') };
}
const times = async (service: string, date: string, doctor?: string) =>
  (
    (await server.get(`/api/appointments/slots?${new URLSearchParams({ service, date, ...(doctor ? { doctor } : {}) })}`)).body
      .slots as Array<{ time: string }>
  ).map((s) => s.time);

describe(`npm run schedule (${STORAGE})`, () => {
  it("shows a doctor's week", async () => {
    const { code, out } = await run('show', 'dr-venkatesh-iyer');
    expect(code).toBe(0);
    expect(out).toContain('Dr. Venkatesh Iyer (dr-venkatesh-iyer): 20-minute slots, 1 patient each, fee ₹900');
    expect(out).toContain(
      'Monday to Wednesday 11:00 am to 2:00 pm; Thursday 11:00 am to 2:00 pm and 5:00 pm to 7:00 pm; Friday 11:00 am to 2:00 pm; Saturday 11:00 am to 1:00 pm',
    );
  });

  it("sets a doctor's consultation fee, and the form's config and the next booking quote it at once", async () => {
    const { code, out } = await run('fee', 'dr-karthik-varma', '750');
    expect(code).toBe(0);
    expect(out).toMatch(/Dr. Karthik Varma: consultation fee ₹750\. Schedule revision 2/);
    expect((await server.get('/api/appointments/config')).body.fees).toMatchObject({ 'dr-karthik-varma': 750 });
    expect((await run('fee', 'dr-karthik-varma', '0')).code).toBe(2);
    expect((await run('fee', 'dr-karthik-varma', 'cheap')).out).toContain('the fee in rupees must be a whole number from 1 to 100000');
    expect((await run('fee', 'dr-karthik-varma', 'none')).code).toBe(0);
    expect((await server.get('/api/appointments/config')).body.fees).not.toHaveProperty('dr-karthik-varma');
    // The data file carries fees both ways.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fees-')), 'schedule.json');
    expect((await run('fee', 'dr-karthik-varma', '820')).code).toBe(0);
    expect((await run('export', file)).code).toBe(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).doctors['dr-karthik-varma'].fee).toBe(820);
    expect((await run('fee', 'dr-karthik-varma', '999')).code).toBe(0);
    expect((await run('import', file)).code).toBe(0);
    expect((await server.get('/api/appointments/config')).body.fees).toMatchObject({ 'dr-karthik-varma': 820 });
  });

  it("changes a weekday's sessions, and the running API offers the new times at once", async () => {
    expect(await times('Orthopaedics & Trauma Care', '2026-12-01')).toEqual(expect.arrayContaining(['16:00']));
    const { code, out } = await run('set', 'dr-karthik-varma', 'tue', '08:00-09:00');
    expect(code).toBe(0);
    expect(out).toMatch(/Dr. Karthik Varma on tue: 08:00-09:00\. Schedule revision 2/);
    expect(await times('Orthopaedics & Trauma Care', '2026-12-01')).toEqual(['08:00', '08:15', '08:30', '08:45']);
  });

  it('marks leave and lists the booked appointments that no longer fit, which stay booked', async () => {
    const booked = await server.post({
      fullName: 'Anil Kumar',
      age: 51,
      gender: 'Male',
      email: 'anil@example.in',
      phone: '9000077777',
      address: 'Kompally',
      service: 'Orthopaedics & Trauma Care',
      doctor: 'dr-karthik-varma',
      preferredDate: '2026-12-02',
      preferredTime: '09:30',
      message: '',
      paymentMethod: 'pay_now',
    });
    expect(booked.status).toBe(201);
    const { code, out } = await run('off', 'dr-karthik-varma', '2026-12-02', 'Conference', 'leave');
    expect(code).toBe(0);
    expect(out).toContain('Wednesday 2 December 2026: Dr. Karthik Varma off');
    expect(out).toContain('1 booked appointment(s) no longer fit the schedule. They stay booked: call the patients to move them.');
    expect(out).toContain(`${String(booked.body.appointmentId)}  Wednesday 2 December 2026 9:30 am  Dr. Karthik Varma`);
    expect(await times('Orthopaedics & Trauma Care', '2026-12-02')).toEqual([]);
    expect((await run('on', 'dr-karthik-varma', '2026-12-02')).code).toBe(0);
    expect(await times('Orthopaedics & Trauma Care', '2026-12-02')).toContain('09:00');
  });

  it('adds an extra session, and sets slot length and capacity', async () => {
    expect((await run('extra', 'dr-prakash-naidu', '2026-12-06', '10:00-11:00')).code).toBe(0);
    expect((await run('slot', 'dr-prakash-naidu', '30')).code).toBe(0);
    expect(await times('ENT (Ear, Nose & Throat) Care', '2026-12-06')).toEqual(['10:00', '10:30']);
    expect((await run('capacity', 'dr-prakash-naidu', '3')).out).toMatch(/30-minute slots, 3 patient\(s\) each/);
  });

  it('exports the schedule as a data file and imports one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schedule-cli-'));
    const file = path.join(dir, 'schedule.json');
    expect((await run('export', file)).code).toBe(0);
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { doctors: Record<string, { weekly: Record<string, string[]> }> };
    expect(data.doctors['dr-anitha-raghavan']?.weekly.wed).toEqual(['17:00-20:00']);
    (data.doctors['dr-anitha-raghavan'] as { weekly: Record<string, string[]> }).weekly.mon = ['09:00-10:00'];
    fs.writeFileSync(file, JSON.stringify(data));
    expect((await run('import', file)).code).toBe(0);
    expect(await times('Gastroenterology & Surgery', '2026-12-07')).toEqual(['09:00', '09:20', '09:40']);
  });

  it.each([
    [['set', 'dr-nobody', 'mon', '09:00-10:00'], /"dr-nobody" is not one of our doctors/],
    [['set', 'dr-karthik-varma', 'mon', '09:00-11:00,10:00-12:00'], /overlap/],
    [['set', 'dr-karthik-varma', 'someday', '09:00-10:00'], /"someday" is not one of mon/],
    [['off', 'hospital', '2026-02-30'], /not a date/],
    [['capacity', 'dr-karthik-varma', '0'], /patients must be a whole number from 1 to 50/],
    [['extra', 'dr-karthik-varma', '2026-11-30', '09:30-10:30'], /overlap/],
  ])('refuses %j with a message and exit code 2, writing nothing', async (args, message) => {
    const before = (await server.data.schedules.read()).revision;
    const { code, out } = await run(...args);
    expect({ code, out }).toEqual({ code: 2, out: expect.stringMatching(message) });
    expect((await server.data.schedules.read()).revision).toBe(before);
  });

  it('writes nothing when someone else changed the schedule meanwhile', async () => {
    const { schedule, revision } = await server.data.schedules.read();
    await server.data.schedules.write(schedule, { source: 'someone else' });
    expect(await server.data.schedules.write(schedule, { source: 'stale', ifRevision: revision })).toBeNull();
  });
});
