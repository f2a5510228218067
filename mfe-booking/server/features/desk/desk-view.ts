// What the desk shows of appointments: each row with the actions the signed-in staff member may take
// now (the route's roles, the lifecycle's rules), and one appointment's page (history, messages, undo).
import {
  DESK_SEARCH_LIMIT,
  isAppointmentStatus,
  type DeskAction,
  type DeskAppointmentRow,
  type DeskDetailAnswer,
  type DeskMessage,
  type DeliveryState,
} from '@hospital/booking-contract';
import type { FastifyRequest } from 'fastify';
import type { Repositories } from '../../data';
import type { DeskRow, StoredAppointment } from '../../domain/appointment';
import { bookingWindow } from '../../domain/calendar';
import type { SearchQuery } from '../../domain/search/query';
import type { RecordedAudit } from '../../domain/audit';
import type { Lifecycle } from '../../domain/use-cases/appointment-changes';
import type { OutboxMessage } from '../../domain/outbox-message';
import { keepsPayment } from '../../domain/status';
import { deskPaymentEntries, withPayments } from './payments';
import { staffOf } from './staff-auth/auth';
import { ACTION_ROUTES } from './routes-table';

export function deliveryState(message: Pick<OutboxMessage, 'sentAt' | 'droppedAt' | 'failedAt' | 'lastError'>): DeliveryState {
  if (message.sentAt) return 'sent';
  if (message.droppedAt) return 'dropped';
  if (message.failedAt) return 'failed';
  return message.lastError ? 'retrying' : 'waiting';
}

/** A day's or a range's list; a doctor's own when `doctor` is set. */
export interface DeskRange {
  from: string;
  to: string;
  doctor: string | undefined;
}

export interface DeskView {
  list(request: FastifyRequest, range: DeskRange): Promise<DeskAppointmentRow[]>;
  /** What the search finds (the nearest first, at most DESK_SEARCH_LIMIT); a doctor's own when `doctor` is set. */
  search(request: FastifyRequest, asked: { query: SearchQuery; doctor: string | undefined }): Promise<DeskAppointmentRow[]>;
  rows(request: FastifyRequest, rows: readonly DeskRow[]): Promise<DeskAppointmentRow[]>;
  /** One appointment's row as this staff member sees it; null when there is none. */
  row(request: FastifyRequest, reference: string): Promise<DeskAppointmentRow | null>;
  /** The rows of these appointments (those that exist), in one pass. */
  rowsOf(request: FastifyRequest, references: readonly string[]): Promise<DeskAppointmentRow[]>;
  /** The appointment itself (who may act on it is the route's), or null. */
  find(reference: string): Promise<StoredAppointment | null>;
  history(reference: string): Promise<RecordedAudit[]>;
  detail(request: FastifyRequest, reference: string): Promise<DeskDetailAnswer | null>;
}

export function createDeskView({
  repos,
  lifecycle,
  now,
}: {
  repos: Pick<Repositories, 'appointments' | 'audit' | 'outbox' | 'payments'>;
  lifecycle: Pick<Lifecycle, 'allowedActions' | 'undoable'>;
  now: () => Date;
}): DeskView {
  const rows = async (request: FastifyRequest, list: readonly DeskRow[]): Promise<DeskAppointmentRow[]> => {
    const { user } = staffOf(request);
    const allowed = await lifecycle.allowedActions(
      list.map((row) => ({
        status: isAppointmentStatus(row.status) ? row.status : 'cancelled',
        preferredDate: row.date,
        preferredTime: row.time,
        doctor: row.doctor,
        channel: row.channel,
      })),
    );
    const paid = await withPayments(repos.payments, list);
    return paid.map((row, i) => {
      // Money at the counter: for an appointment whose fee is still to be paid (never over an online payment).
      const counter =
        row.payment.state === 'unpaid' && isAppointmentStatus(row.status) && keepsPayment(row.status) ? (['paid-at-counter'] as const) : [];
      const mayTake = (action: DeskAction) => ACTION_ROUTES[action].roles?.includes(user.role) ?? false;
      const open = allowed[i] ?? { actions: [], notYet: [] };
      return {
        ...row,
        actions: [...open.actions, ...counter].filter(mayTake),
        notYet: open.notYet.filter(({ action }) => mayTake(action)),
      };
    });
  };
  const withActions = async (request: FastifyRequest, row: DeskRow): Promise<DeskAppointmentRow> =>
    (await rows(request, [row]))[0] as DeskAppointmentRow;

  return {
    list: async (request, { from, to, doctor }) =>
      rows(request, await repos.appointments.forDesk({ from, to, ...(doctor ? { doctor } : {}) })),
    async search(request, { query, doctor }) {
      const here = bookingWindow(now(), { noticeMinutes: 0, horizonDays: 0 });
      const found = await repos.appointments.search(query, {
        now: { date: here.today, time: here.nowTime },
        limit: DESK_SEARCH_LIMIT,
        ...(doctor ? { doctor } : {}),
      });
      return rows(request, found);
    },
    rows,
    async row(request, reference) {
      const row = await repos.appointments.deskRow(reference);
      return row ? withActions(request, row) : null;
    },
    async rowsOf(request, references) {
      const found = await Promise.all(references.map((reference) => repos.appointments.deskRow(reference)));
      return rows(
        request,
        found.filter((row) => row !== null),
      );
    },
    find: (reference) => repos.appointments.findById(reference),
    history: (reference) => repos.audit.history(reference),

    async detail(request, reference) {
      const row = await repos.appointments.deskRow(reference);
      if (!row) return null;
      const actor = { kind: 'staff' as const, id: staffOf(request).user.username };
      const [appointment, history, messages, undo, payments] = await Promise.all([
        withActions(request, row),
        repos.audit.history(reference),
        repos.outbox.of(reference),
        lifecycle.undoable(reference, actor),
        repos.payments.history(reference),
      ]);
      const undone = new Set(history.map((entry) => entry.undoes).filter((seq): seq is number => typeof seq === 'number'));
      return {
        success: true,
        appointment,
        history: history.map(({ seq, undoes: _undoes, ...entry }) => ({ ...entry, undone: undone.has(seq) })),
        messages: messages.map((m): DeskMessage => ({
          kind: m.kind,
          channel: m.channel,
          state: deliveryState(m),
          createdAt: m.createdAt,
          dueAt: m.dueAt,
          sentAt: m.sentAt,
          attempts: m.attempts,
          lastError: m.lastError,
        })),
        undo,
        payments: deskPaymentEntries(payments),
      };
    },
  };
}
