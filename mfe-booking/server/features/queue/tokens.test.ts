// Check-in tokens through the API: on the check-in and walk-in answers, per doctor per day in order of
// arrival, and correct with two desks checking in at once on two API instances over one database.
import { hospitalToday } from '@hospital/booking-contract';
import { startServer, tempDataDir, validPayload, type RunningServer } from '../../test/harness';
import { STORAGE } from '../../test/storage';
import { addAccounts, signedIn, type StaffClient } from '../../test/staff';
import { instantOf } from '../../domain/calendar';

jest.setTimeout(60_000);

const ENV = { STAFF_SLOW_AFTER: '0', STAFF_RATE_LIMIT_MAX: '0' };

const walkInBody = (phone: string) => ({
  fullName: 'Lakshmi Devi',
  age: 67,
  gender: 'Female',
  phone,
  service: 'Orthopaedics & Trauma Care',
  doctor: 'dr-karthik-varma',
  time: '23:30',
  extra: true,
});

/**
 * The request again while the API answers 503 (its event loop late on a loaded machine; nothing was booked
 * or changed, and the answer asks to try again), at most five times.
 */
async function whenNotBusy<T extends { status: number }>(send: () => Promise<T>): Promise<T> {
  let reply = await send();
  for (let tries = 1; reply.status === 503 && tries < 5; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    reply = await send();
  }
  return reply;
}

/** Signed in, tried again while the API is busy. */
async function deskOn(url: string): Promise<StaffClient> {
  for (let tries = 1; ; tries++) {
    try {
      return await signedIn(url, 'desk');
    } catch (error) {
      if (tries >= 5 || !String(error).includes('503')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

describe(`check-in tokens (${STORAGE})`, () => {
  it('a walk-in’s answer carries its token, the doctor, the day and the arrival time; the next walk-in takes the next number', async () => {
    const server = await startServer({ env: ENV });
    try {
      await addAccounts(server.data.repos.staff);
      const desk = await deskOn(server.url);
      const before = Date.now();
      const first = await desk.post('/api/staff/walk-ins', walkInBody('9000000001'));
      const second = await desk.post('/api/staff/walk-ins', walkInBody('9000000002'));
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(first.body.token).toEqual({
        number: 1,
        doctor: 'dr-karthik-varma',
        day: hospitalToday(new Date()),
        arrivedAt: expect.any(String),
      });
      const arrived = Date.parse((first.body.token as { arrivedAt: string }).arrivedAt);
      expect(arrived).toBeGreaterThanOrEqual(before - 1000);
      expect(arrived).toBeLessThanOrEqual(Date.now() + 1000);
      expect(second.body.token).toMatchObject({ number: 2, doctor: 'dr-karthik-varma' });
    } finally {
      await server.stop();
    }
  });

  it('a booked patient’s check-in answers with the token; undone and checked in again, the same number', async () => {
    let moment: Date | null = null;
    const server = await startServer({ env: ENV, now: () => moment ?? new Date() });
    try {
      await addAccounts(server.data.repos.staff);
      const payload = validPayload();
      const booked = await server.post(payload);
      expect(booked.status).toBe(201);
      const reference = booked.body.appointmentId as string;
      moment = instantOf(payload.preferredDate, payload.preferredTime);
      const desk: StaffClient = await deskOn(server.url);
      const checkIn = await desk.post(`/api/staff/appointments/${reference}/check-in`, {});
      expect(checkIn.status).toBe(200);
      expect(checkIn.body.token).toMatchObject({ number: 1, doctor: expect.stringMatching(/^dr-/), day: payload.preferredDate });
      expect((await desk.post(`/api/staff/appointments/${reference}/undo`, {})).status).toBe(200);
      const again = await desk.post(`/api/staff/appointments/${reference}/check-in`, {});
      expect(again.body.token).toEqual(checkIn.body.token);
      // Other actions carry no token.
      const done = await desk.post(`/api/staff/appointments/${reference}/complete`, {});
      expect(done.status).toBe(200);
      expect(done.body).not.toHaveProperty('token');
    } finally {
      await server.stop();
    }
  });

  it('two desks on two API instances check in 20 walk-ins at once: tokens 1..20, none missing, none twice', async () => {
    const dataDir = tempDataDir();
    const a: RunningServer = await startServer({ dataDir, env: ENV });
    const b: RunningServer = await startServer({ dataDir, env: ENV });
    try {
      await addAccounts(a.data.repos.staff);
      const desks = [await deskOn(a.url), await deskOn(b.url)];
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          whenNotBusy(() => (desks[i % 2] as StaffClient).post('/api/staff/walk-ins', walkInBody(`90000001${String(i).padStart(2, '0')}`))),
        ),
      );
      expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 20 }, () => 201));
      const numbers = replies.map((reply) => (reply.body.token as { number: number }).number).sort((x, y) => x - y);
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      await b.stop();
      await a.stop();
    }
  });
});

describe(`a doctor’s queue through the API (${STORAGE})`, () => {
  it('lists walk-ins in token order; the doctor calls the next in and marks the visit done; another doctor is refused', async () => {
    const server = await startServer({ env: ENV });
    try {
      await addAccounts(server.data.repos.staff);
      const desk = await deskOn(server.url);
      const references: string[] = [];
      for (const phone of ['9000000201', '9000000202', '9000000203']) {
        const reply = await whenNotBusy(() => desk.post('/api/staff/walk-ins', walkInBody(phone)));
        expect(reply.status).toBe(201);
        references.push(reply.body.reference as string);
      }
      const doctor = await signedIn(server.url, 'doctor');
      const queue = async () => (await doctor.get('/api/staff/queue?doctor=dr-karthik-varma')).body;
      const first = await queue();
      expect((first.waiting as Array<{ token: number; reference: string }>).map((p) => [p.token, p.reference])).toEqual([
        [1, references[0]],
        [2, references[1]],
        [3, references[2]],
      ]);
      expect(first).toMatchObject({ withDoctor: [], done: 0, doctor: 'dr-karthik-varma', day: hospitalToday(new Date()) });

      const called = await doctor.post('/api/staff/queue/dr-karthik-varma/call-next', {});
      expect(called.status).toBe(200);
      expect(called.body.called).toMatchObject({ token: 1, reference: references[0], calledAt: expect.any(String) });
      const done = await doctor.post(`/api/staff/appointments/${references[0]}/complete`, {});
      expect(done.status).toBe(200);
      const after = await queue();
      expect((after.waiting as Array<{ token: number }>).map((p) => p.token)).toEqual([2, 3]);
      expect(after).toMatchObject({ withDoctor: [], done: 1 });
      // The desk may call for the doctor too.
      expect((await desk.post('/api/staff/queue/dr-karthik-varma/call-next', {})).body.called).toMatchObject({ token: 2 });
      expect(((await queue()).withDoctor as Array<{ token: number }>).map((p) => p.token)).toEqual([2]);

      // Another doctor's queue is not this doctor's to see or call.
      expect((await doctor.get('/api/staff/queue?doctor=dr-srinivas-reddy')).status).toBe(403);
      expect((await doctor.post('/api/staff/queue/dr-srinivas-reddy/call-next', {})).status).toBe(403);
      // An empty queue answers that nobody is waiting.
      expect((await desk.post('/api/staff/queue/dr-srinivas-reddy/call-next', {})).body).toEqual({ success: true, called: null });
    } finally {
      await server.stop();
    }
  });
});
