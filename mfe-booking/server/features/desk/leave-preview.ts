// What a doctor's leave would do, for the admin deciding it: the patients it strands, each as the desk
// shows them with the department's other doctors free at the same time.
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
  deskSlots: Pick<FreeTimesOfDay, 'day'>;
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
        return { appointment: row, alternatives: others };
      }),
    );
    return { success: true as const, revision, summary: next.summary.join('; '), patients };
  };
}
