import type { QueueEntry, QueueStore } from '../queue-token';
import { createQueue } from './queue';

const entry = (token: number, patch: Partial<QueueEntry> = {}): QueueEntry => ({
  appointmentId: `ASH-${token}`,
  fullName: `Patient ${token}`,
  token,
  arrivedAt: `2026-11-29T04:${String(token).padStart(2, '0')}:00.000Z`,
  calledAt: null,
  status: 'checked_in',
  ...patch,
});

function memoryQueue(entries: QueueEntry[]): QueueStore {
  return {
    entries: async () => [...entries].sort((a, b) => a.token - b.token),
    markCalled: async (id, at) => {
      const found = entries.find((e) => e.appointmentId === id);
      if (!found || found.calledAt) return false;
      found.calledAt = at;
      return true;
    },
  };
}

const NOW = new Date('2026-11-29T04:30:00.000Z');

describe('a doctor’s queue', () => {
  it('lists who waits in token order with minutes waited, who is with the doctor, and how many are done', async () => {
    const store = memoryQueue([
      entry(3),
      entry(1, { status: 'completed', calledAt: '2026-11-29T04:05:00.000Z' }),
      entry(2, { calledAt: '2026-11-29T04:12:00.000Z' }),
      entry(4),
      entry(5, { status: 'other' }),
    ]);
    const queue = await createQueue({ store, now: () => NOW }).view('dr-a', '2026-11-29');
    expect(queue.waiting.map((p) => [p.token, p.waitedMinutes])).toEqual([
      [3, 27],
      [4, 26],
    ]);
    expect(queue.withDoctor.map((p) => [p.token, p.waitedMinutes])).toEqual([[2, 10]]);
    expect(queue.done).toBe(1);
  });

  it('calls the lowest waiting token in; the next call takes the one after; nobody left answers null', async () => {
    const store = memoryQueue([entry(2), entry(1)]);
    const queue = createQueue({ store, now: () => NOW });
    expect(await queue.callNext('dr-a', '2026-11-29')).toMatchObject({ token: 1, calledAt: NOW.toISOString() });
    expect(await queue.callNext('dr-a', '2026-11-29')).toMatchObject({ token: 2 });
    expect(await queue.callNext('dr-a', '2026-11-29')).toBeNull();
    expect((await queue.view('dr-a', '2026-11-29')).withDoctor.map((p) => p.token)).toEqual([1, 2]);
  });

  it('two calls at once call two different patients', async () => {
    const store = memoryQueue([entry(1), entry(2), entry(3)]);
    const queue = createQueue({ store, now: () => NOW });
    const called = await Promise.all([queue.callNext('dr-a', '2026-11-29'), queue.callNext('dr-a', '2026-11-29')]);
    expect(called.map((p) => p?.token).sort()).toEqual([1, 2]);
  });
});
