// What a doctor's leave would do, for the admin deciding it: the patients it strands, each as the desk
// shows them with the department's other doctors free at the same time, and the nearest other free times
// of the department (that day or the next days, with any doctor but the one away).
import type { FastifyRequest } from 'fastify';
import type { Leave } from '../../domain/leave';
import type { FreeTimesOfDay } from '../../domain/ports';
import type { ScheduleChanges } from '../../domain/use-cases/apply-leave';
import type { DeskView } from './desk-view';

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
    const rows = await view.rowsOf(
      request,
      stranded.map((b) => b.appointmentId),
    );
    const patients = await Promise.all(
      rows.map(async (row) => {
        const free = await deskSlots.day({ service: row.service, date: row.date });
        const others = free.slots.find((slot) => slot.time === row.time)?.doctors.filter((d) => d.slug !== leave.doctor) ?? [];
        const nearest = await deskSlots.alternatives(
          { service: row.service, preferredDate: row.date, preferredTime: row.time },
          deskSlots.window(),
        );
        // The leave is not written yet: its doctor's times that day still look free.
        const later = nearest
          .map((slot) => ({
            ...slot,
            doctors: slot.date === leave.date ? slot.doctors.filter((d) => d.slug !== leave.doctor) : slot.doctors,
          }))
          .filter((slot) => slot.doctors.length > 0);
        return { appointment: row, alternatives: others, later };
      }),
    );
    return { success: true as const, revision, summary: next.summary.join('; '), patients };
  };
}
