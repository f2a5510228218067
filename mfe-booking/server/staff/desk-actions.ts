// The desk's changes go through the manage issue's appointment actions: each one store.change (status or
// slot, audit row and the patient's messages in one transaction), exactly as a patient's own change.
import type { AppointmentActions, RescheduleOutcome } from '../manage/actions';

export type DeskActions = Pick<AppointmentActions, 'cancel' | 'reschedule' | 'setStatus'>;
export type { RescheduleOutcome };
