import type { BookedSlot } from '../appointment';
import type { Schedule } from '../schedule';
import { alwaysOpen } from '../../test/schedules';
import type { ChangeResult } from './appointment-changes';
import { createScheduleChanges } from './apply-leave';

// A doctor's leave without HTTP or a database: the schedule and the booked patients are in memory, and
// the lifecycle's moves and cancellations are recorded (each frees the patient's seat).
const NOW = new Date('2026-11-29T04:00:00Z');
const DOCTOR = 'dr-karthik-varma';
const leave = { doctor: DOCTOR, date: '2026-12-02', reason: 'conference' };
const changed = { kind: 'changed' } as unknown as ChangeResult;

function setUp() {
  let stored = { schedule: structuredClone(alwaysOpen.schedule) as Schedule, revision: 1 };
  const booked: BookedSlot[] = [
    { appointmentId: 'ASH-1', doctor: DOCTOR, preferredDate: '2026-12-02', preferredTime: '10:00' },
    { appointmentId: 'ASH-2', doctor: DOCTOR, preferredDate: '2026-12-02', preferredTime: '11:00' },
  ];
  const calls: string[] = [];
  const free = (id: string) =>
    booked.splice(
      booked.findIndex((b) => b.appointmentId === id),
      1,
    );
  const changes = createScheduleChanges({
    schedules: {
      read: async () => stored,
      write: async (schedule, { ifRevision }) => {
        if (ifRevision !== undefined && ifRevision !== stored.revision) return null;
        stored = { schedule, revision: stored.revision + 1 };
        return stored.revision;
      },
    },
    appointments: { seatHoldersOn: async ({ date }) => booked.filter((b) => b.preferredDate === date) },
    lifecycle: {
      reschedule: async ({ appointmentId, doctor }) => {
        calls.push(`move ${appointmentId} to ${doctor}`);
        free(appointmentId);
        return changed;
      },
      cancel: async ({ appointmentId }) => {
        calls.push(`cancel ${appointmentId}`);
        free(appointmentId);
        return changed;
      },
    },
    horizonDays: 30,
    now: () => NOW,
  });
  return { changes, calls, revision: () => stored.revision, schedule: () => stored.schedule };
}

const actor = { kind: 'staff' as const, id: 'desk1' };

describe('a doctor’s leave, as a use case', () => {
  it('names the patients it would strand', async () => {
    const { changes } = setUp();
    expect((await changes.affectedBy(leave)).stranded.map((b) => b.appointmentId)).toEqual(['ASH-1', 'ASH-2']);
  });

  it('is not marked while a patient is left without a decision, but the decided ones are done', async () => {
    const { changes, calls, revision } = setUp();
    const outcome = await changes.applyLeave({
      leave,
      message: 'Sorry',
      decisions: [{ reference: 'ASH-1', action: 'cancel' }],
      actor,
      revision: 1,
      source: 'test',
    });
    expect(outcome).toMatchObject({
      kind: 'still-stranded',
      count: 1,
      results: [
        { reference: 'ASH-1', outcome: 'cancelled' },
        { reference: 'ASH-2', outcome: 'left' },
      ],
    });
    expect(calls).toEqual(['cancel ASH-1']);
    expect(revision()).toBe(1);
  });

  it('moves and cancels as decided, then marks the leave', async () => {
    const { changes, calls, schedule } = setUp();
    const outcome = await changes.applyLeave({
      leave,
      message: 'Sorry',
      decisions: [
        { reference: 'ASH-1', action: 'move', doctor: 'dr-another' },
        { reference: 'ASH-2', action: 'cancel' },
      ],
      actor,
      revision: 1,
      source: 'test',
    });
    expect(outcome).toMatchObject({ kind: 'applied', revision: 2 });
    expect(calls).toEqual(['move ASH-1 to dr-another', 'cancel ASH-2']);
    expect(schedule().datesOff).toContainEqual(expect.objectContaining({ doctor: DOCTOR, date: '2026-12-02' }));
  });

  it('refuses a leave asked on a schedule that changed since', async () => {
    const { changes, calls } = setUp();
    expect(await changes.applyLeave({ leave, message: '', decisions: [], actor, revision: 0, source: 'test' })).toEqual({ kind: 'stale' });
    expect(calls).toEqual([]);
  });
});

describe('a schedule change, as a use case', () => {
  const dayOff = [['off', DOCTOR, '2026-12-02', 'conference']];
  const dayOffLater = [['off', DOCTOR, '2026-12-09', 'conference']];

  it('is written when it strands nobody, with the next revision and what it did', async () => {
    const { changes, revision, schedule } = setUp();
    const outcome = await changes.change({ commands: dayOffLater, revision: 1, source: 'test' });
    expect(outcome).toMatchObject({ kind: 'changed', revision: 2 });
    expect(outcome.kind === 'changed' && outcome.summary).toHaveLength(1);
    expect(revision()).toBe(2);
    expect(schedule().datesOff).toContainEqual(expect.objectContaining({ doctor: DOCTOR, date: '2026-12-09' }));
  });

  it('is refused, unwritten, while it would leave booked patients outside the schedule', async () => {
    const { changes, revision } = setUp();
    const outcome = await changes.change({ commands: dayOff, revision: 1, source: 'test' });
    expect(outcome.kind === 'stranded' && outcome.stranded.map((b) => b.appointmentId)).toEqual(['ASH-1', 'ASH-2']);
    expect(revision()).toBe(1);
  });

  it('is refused, unwritten, when the schedule changed since it was read', async () => {
    const { changes, revision } = setUp();
    expect(await changes.change({ commands: dayOffLater, revision: 0, source: 'test' })).toEqual({ kind: 'stale' });
    expect(revision()).toBe(1);
  });

  it('reads the schedule as it stands', async () => {
    const { changes } = setUp();
    expect(await changes.current()).toMatchObject({ revision: 1 });
  });
});

describe('a leave’s patient moved to another free time', () => {
  it('moves to the time and doctor decided (the same doctor another day, or a colleague later), told where', async () => {
    const moves: string[] = [];
    let stored = { schedule: structuredClone(alwaysOpen.schedule) as Schedule, revision: 1 };
    const booked: BookedSlot[] = [{ appointmentId: 'ASH-3', doctor: DOCTOR, preferredDate: '2026-12-02', preferredTime: '10:00' }];
    const changes = createScheduleChanges({
      schedules: {
        read: async () => stored,
        write: async (schedule) => {
          stored = { schedule, revision: stored.revision + 1 };
          return stored.revision;
        },
      },
      appointments: { seatHoldersOn: async ({ date }) => booked.filter((b) => b.preferredDate === date) },
      lifecycle: {
        reschedule: async ({ appointmentId, doctor, date, time }) => {
          moves.push(`${appointmentId} to ${doctor} ${date} ${time}`);
          booked.splice(0, 1);
          return changed;
        },
        cancel: async () => changed,
      },
      horizonDays: 30,
      now: () => NOW,
    });
    const outcome = await changes.applyLeave({
      leave,
      message: '',
      decisions: [{ reference: 'ASH-3', action: 'move', doctor: DOCTOR, date: '2026-12-03', time: '16:15' }],
      actor,
      revision: 1,
      source: 'test',
    });
    expect(moves).toEqual([`ASH-3 to ${DOCTOR} 2026-12-03 16:15`]);
    expect(outcome).toMatchObject({
      kind: 'applied',
      results: [
        {
          reference: 'ASH-3',
          outcome: 'moved',
          message: 'Moved to Dr. Karthik Varma, Thursday 3 December 2026 at 4:15 pm; the patient is told.',
        },
      ],
    });
  });
});
