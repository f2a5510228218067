// What a doctor's leave would do, for the admin deciding it: the patients it strands, each as the desk
// shows them with the department's other doctors free at the same time, and the nearest other free times
// of the department (that day or the next days, with any doctor but the one away).
import type { FastifyRequest } from 'fastify';
import type { DatedSlot } from '@hospital/booking-contract';
import { doctorsOf } from '@hospital/hospital-data';
import { addDaysTo, dayNumberOf, minutesOf } from '../../domain/calendar';
import { ScheduleIndex } from '../../domain/slots';
import type { Leave } from '../../domain/leave';
import type { FreeTimesOfDay } from '../../domain/ports';
import type { ScheduleChanges } from '../../domain/use-cases/apply-leave';
import type { DeskView } from './desk-view';

/** How many other free times a stranded patient is offered. */
const OFFERED = 6;

/** Free times merged by date and time (their doctors together), that day's nearest to `time` first, then the next days in order. */
function nearestFirst(slots: readonly DatedSlot[], date: string, time: string): DatedSlot[] {
  const merged = new Map<string, DatedSlot>();
  for (const slot of slots) {
    if (slot.doctors.length === 0) continue;
    const key = `${slot.date} ${slot.time}`;
    const known = merged.get(key);
    if (!known) merged.set(key, { ...slot, doctors: [...slot.doctors] });
    else for (const d of slot.doctors) if (!known.doctors.some((k) => k.slug === d.slug)) known.doctors.push(d);
  }
  const wanted = minutesOf(time);
  const distance = (slot: DatedSlot) => (slot.date === date ? Math.abs(minutesOf(slot.time) - wanted) : Infinity);
  return [...merged.values()]
    .sort((a, b) => distance(a) - distance(b) || dayNumberOf(a.date) - dayNumberOf(b.date) || minutesOf(a.time) - minutesOf(b.time))
    .slice(0, OFFERED);
}

export function createLeavePreview({
  changes,
  view,
  deskSlots,
}: {
  changes: Pick<ScheduleChanges, 'affectedBy'>;
  view: Pick<DeskView, 'rowsOf'>;
  deskSlots: Pick<FreeTimesOfDay, 'day' | 'alternatives' | 'window'>;
}) {
  return async (request: FastifyRequest, leave: Leave) => {
    const { revision, next, stranded } = await changes.affectedBy(leave);
    // The schedule once the leave is written: the away doctor's times it keeps (the rest of a part day, other days).
    const after = new ScheduleIndex(next.schedule);
    const rows = await view.rowsOf(
      request,
      stranded.map((b) => b.appointmentId),
    );
    const patients = await Promise.all(
      rows.map(async (row) => {
        const free = await deskSlots.day({ service: row.service, date: row.date });
        const others = free.slots.find((slot) => slot.time === row.time)?.doctors.filter((d) => d.slug !== leave.doctor) ?? [];
        // Each doctor's nearest on their own: asked together, the away doctor's own times that day (which
        // still look free, the leave not being written yet) could fill the list and leave nothing to offer.
        const window = deskSlots.window();
        const near = (doctor: string, date: string) =>
          deskSlots.alternatives({ service: row.service, doctor, preferredDate: date, preferredTime: row.time }, window);
        const nearest = await Promise.all([
          ...doctorsOf(row.service).map(({ slug }) => near(slug, row.date)),
          // The away doctor's next days too, which that day's own times may have crowded out.
          near(leave.doctor, addDaysTo(row.date, 1)),
        ]);
        const later = nearestFirst(
          nearest.flat().map((slot) => ({
            ...slot,
            doctors: slot.doctors.filter((d) => d.slug !== leave.doctor || after.hasSlotAt(d.slug, slot.date, slot.time)),
          })),
          row.date,
          row.time,
        );
        return { appointment: row, alternatives: others, later };
      }),
    );
    return { success: true as const, revision, summary: next.summary.join('; '), patients };
  };
}
