import { useCallback, useState, type ReactNode } from 'react';
import type { DeskAction, DeskActionAnswer, DeskAppointmentRow, DeskUndo } from '@hospital/booking-contract';
import type { StaffClient } from '../api/staff-client';
import { ActionPanel } from '../components/ActionPanel';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CounterPaymentPanel } from '../components/CounterPaymentPanel';
import type { TokenSlipData } from '../components/TokenSlip';

/** What the desk last did, said once: with the undo the server allows, while it lasts. */
export interface DeskNotice {
  ok: boolean;
  text: string;
  undo?: { reference: string; offer: DeskUndo } | undefined;
  /** A check-in's token, shown large with its printable slip. */
  slip?: TokenSlipData | undefined;
  /** Where it happened (a list, the walk-in form): the notice is said there, at this row when named. */
  place?: string | undefined;
  reference?: string | undefined;
  /** Bumped for every notice: the same text said twice is said again. */
  id: number;
}

/** The one-click changes: what the notice says once done. */
const DONE: Partial<Record<DeskAction, string>> = {
  confirm: 'confirmed',
  'check-in': 'checked in',
  complete: 'completed',
  'no-show': 'marked as a no-show',
};

/** What a notice carries besides its words. */
export interface SayOptions {
  answer?: DeskActionAnswer | undefined;
  /** The appointment acted on: its row shows the notice, its undo is offered. */
  reference?: string | undefined;
  place?: string | undefined;
  slip?: TokenSlipData | undefined;
}

type Asking = {
  kind: 'no-show' | 'paid-at-counter' | 'cancel' | 'reschedule';
  appointment: DeskAppointmentRow;
  place: string | undefined;
} | null;

/**
 * The desk's actions on appointments, wherever they are shown (the day, a search, the appointment's
 * page): one click for confirm, check-in and complete; a question first for a no-show, a dialog with
 * the reason or the new time for cancel and reschedule; and the undo of the last change.
 */
export function useDeskActions(client: StaffClient, onSignedOut: (message: string) => void) {
  const [notice, setNotice] = useState<DeskNotice | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [askError, setAskError] = useState<string | null>(null);
  // Bumped after every change: the lists and the open appointment read themselves again.
  const [version, setVersion] = useState(0);

  const say = useCallback((ok: boolean, text: string, { answer, reference, place, slip }: SayOptions = {}) => {
    setNotice((previous) => ({
      ok,
      text,
      id: (previous?.id ?? 0) + 1,
      undo: answer?.undo && reference ? { reference, offer: answer.undo } : undefined,
      slip,
      place,
      reference,
    }));
    setVersion((v) => v + 1);
  }, []);

  const post = useCallback(
    async (appointment: DeskAppointmentRow, action: DeskAction) => {
      const outcome = await client.post<DeskActionAnswer>(`/appointments/${appointment.reference}/${action}`);
      if (!outcome.ok && outcome.status === 401) {
        onSignedOut('Your session has ended. Please sign in again.');
        return null;
      }
      return outcome;
    },
    [client, onSignedOut],
  );

  const act = useCallback(
    async (appointment: DeskAppointmentRow, action: DeskAction, place?: string) => {
      if (action === 'no-show' || action === 'cancel' || action === 'reschedule' || action === 'paid-at-counter') {
        setAskError(null);
        setAsking({ kind: action, appointment, place });
        return;
      }
      const at = { reference: appointment.reference, place };
      const outcome = await post(appointment, action);
      if (!outcome) return;
      if (!outcome.ok) return say(false, outcome.message, at);
      const { token } = outcome.value;
      const slip = token && {
        number: token.number,
        patient: appointment.fullName,
        reference: appointment.reference,
        doctorName: appointment.doctorName,
        arrivedAt: token.arrivedAt,
      };
      say(true, `${appointment.reference} (${appointment.fullName}) ${DONE[action] ?? action}${token ? `: token ${token.number}` : ''}.`, {
        ...at,
        answer: outcome.value,
        slip,
      });
    },
    [post, say],
  );

  /** Undo the last change of `reference`; the answer is said where the change was (`place`). */
  const undo = useCallback(
    async (reference: string, what: string, place?: string) => {
      const outcome = await client.post<DeskActionAnswer>(`/appointments/${reference}/undo`);
      if (!outcome.ok && outcome.status === 401) return onSignedOut('Your session has ended. Please sign in again.');
      say(outcome.ok, outcome.ok ? `Undone: ${what} of ${reference}.` : outcome.message, { reference, place });
    },
    [client, onSignedOut, say],
  );

  const close = () => setAsking(null);
  let dialog: ReactNode = null;
  if (asking?.kind === 'no-show') {
    const { appointment, place } = asking;
    dialog = (
      <ConfirmDialog
        title={`Mark ${appointment.reference} as a no-show?`}
        appointment={appointment}
        consequence="The patient did not come: the seat is freed. You can undo it for 10 minutes."
        confirmLabel="Mark as a no-show"
        keepLabel="Keep it as it is"
        busy={busy}
        error={askError}
        onClose={close}
        onConfirm={async () => {
          setBusy(true);
          const outcome = await post(appointment, 'no-show');
          setBusy(false);
          if (!outcome) return;
          if (!outcome.ok) return setAskError(outcome.message);
          close();
          say(true, `${appointment.reference} (${appointment.fullName}) ${DONE['no-show']}.`, {
            answer: outcome.value,
            reference: appointment.reference,
            place,
          });
        }}
      />
    );
  } else if (asking?.kind === 'paid-at-counter') {
    dialog = (
      <CounterPaymentPanel
        key={`paid-${asking.appointment.reference}`}
        appointment={asking.appointment}
        client={client}
        onClose={close}
        onSignedOut={onSignedOut}
        onDone={(text) => {
          close();
          say(true, text, { reference: asking.appointment.reference, place: asking.place });
        }}
      />
    );
  } else if (asking) {
    dialog = (
      <ActionPanel
        key={`${asking.kind}-${asking.appointment.reference}`}
        kind={asking.kind}
        appointment={asking.appointment}
        client={client}
        onClose={close}
        onSignedOut={onSignedOut}
        onDone={(text, answer) => {
          close();
          say(true, text, { answer, reference: asking.appointment.reference, place: asking.place });
        }}
      />
    );
  }

  /** The lists read themselves again (a change made elsewhere in the desk, such as a leave). */
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  return { act, undo, notice, say, refresh, dialog, version };
}
