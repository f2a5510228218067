// What the patient's manage link reads: the appointment a link opens, the look-up by reference and phone
// (which hands out a further link), and the appointment as its patient sees it. The changes themselves
// (cancel, move, pay at the hospital) are the lifecycle's.
import { manageUrlFor, type ManagedAppointment } from '@hospital/booking-contract';
import type { StoredAppointment } from '../appointment';
import { furtherLinkExpiry, hashManageToken, isManageTokenShape, newManageToken } from '../manage-token';
import { paymentSummary } from '../payment';
import { slotDoctor } from '../slots';
import { isUpcoming } from '../status';
import type { AppointmentStore, PaymentStore } from '../storage';
import type { Lifecycle } from './appointment-changes';
import type { Checkout, ManageLinks } from './book-online';

export interface ManageLinkOptions {
  repos: {
    appointments: Pick<AppointmentStore, 'findById'>;
    manageLinks: ManageLinks & { appointmentOf(tokenHash: string): Promise<StoredAppointment | null> };
    payments: Pick<PaymentStore, 'of'>;
  };
  lifecycle: Pick<Lifecycle, 'beforeCutoff'>;
  /** The payment gateway; none: nothing is paid online. */
  payments: Pick<Checkout, 'checkoutOf'> | null;
  cutoffMinutes: number;
}

export type Opened = { kind: 'found'; appointment: StoredAppointment } | { kind: 'not-found' } | { kind: 'erased' };

export function createManageLinks({ repos, lifecycle, payments, cutoffMinutes }: ManageLinkOptions) {
  return {
    /** The appointment a token opens; an unknown or malformed token is not found; one whose details were erased says so. */
    async open(token: string): Promise<Opened> {
      const appointment = isManageTokenShape(token) ? await repos.manageLinks.appointmentOf(hashManageToken(token)) : null;
      if (!appointment) return { kind: 'not-found' };
      return appointment.erasedAt ? { kind: 'erased' } : { kind: 'found', appointment };
    },

    /** Reference + phone (ten digits): the appointment and a further link that expires; null for a wrong reference or phone alike. */
    async lookUp(reference: string, digits: string): Promise<{ appointment: StoredAppointment; manageUrl: string } | null> {
      const appointment = await repos.appointments.findById(reference);
      if (!appointment || appointment.phone !== digits) return null;
      const token = newManageToken();
      await repos.manageLinks.add(appointment.appointmentId, hashManageToken(token), furtherLinkExpiry());
      return { appointment, manageUrl: manageUrlFor(token) };
    },

    /** The appointment as its patient sees it: with its fee, how it stands paid, and (while held) what the checkout needs. */
    async view(appointment: StoredAppointment): Promise<ManagedAppointment> {
      const payment = await repos.payments.of(appointment.appointmentId);
      return {
        reference: appointment.appointmentId,
        ...(appointment.guardianName ? { patientName: appointment.fullName, guardianName: appointment.guardianName } : {}),
        status: appointment.status,
        service: appointment.service,
        doctor: slotDoctor(appointment.doctor),
        date: appointment.preferredDate,
        time: appointment.preferredTime,
        changeable: isUpcoming(appointment.status) && lifecycle.beforeCutoff(appointment),
        cutoffMinutes,
        fee: appointment.fee,
        paymentMethod: appointment.paymentMethod,
        payment: paymentSummary(appointment.fee, payment).state,
        pendingPayment: appointment.status === 'payment_pending' && payment && payments ? payments.checkoutOf(payment) : null,
      };
    },
  };
}

export type ManageLinkQueries = ReturnType<typeof createManageLinks>;
