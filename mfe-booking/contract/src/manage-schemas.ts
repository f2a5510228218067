// The manage page's requests and answers, one TypeBox schema each: the TypeScript types (manage.ts), the
// routes' JSON Schema and OpenAPI entry, and through manage-schemas.json the browser's checks of its forms
// and of what it reads. Requests allow fields they do not list, as these routes always have.
import { Boolean as Bool, Integer, Object as Obj, Optional, String as Str } from '@sinclair/typebox';
import { MANAGE_PAGE_PATH } from '@hospital/shared-types';
import { BOOKING_LIMITS, PAYMENT_METHODS } from './booking-fields';
import { PAYMENT_STATES } from './payments';
import { bookingPaymentSchema } from './payload-schemas';
import { OPEN, clockTime, departmentName, isoDate, nullable, slotDoctorSchema, stringEnum, succeeded } from './schema-parts';
import { APPOINTMENT_STATUSES } from './status';

/** The appointment as its patient sees it on the manage page. */
export const managedAppointmentSchema = Obj(
  {
    reference: Str(),
    /** A minor's booking: the patient, and the parent or guardian it was booked by. */
    patientName: Optional(Str()),
    guardianName: Optional(Str()),
    status: stringEnum(APPOINTMENT_STATUSES),
    service: departmentName(),
    doctor: slotDoctorSchema,
    date: isoDate(),
    time: clockTime(),
    /** False inside the cut-off or once the appointment is over; the page then says to call. */
    changeable: Bool(),
    cutoffMinutes: Integer(),
    /** The fee due in rupees (the doctor's, or the package's), when one is set. */
    fee: Optional(nullable(Integer())),
    paymentMethod: Optional(stringEnum(PAYMENT_METHODS)),
    payment: Optional(stringEnum(PAYMENT_STATES)),
    /** While a Pay Now booking waits for its payment: what the checkout needs to open again. */
    pendingPayment: Optional(nullable(bookingPaymentSchema)),
  },
  OPEN,
);

/** The answer of opening a manage link or of a look-up (which adds a further link, a site path only). */
export const manageOpenedSchema = Obj(
  { success: succeeded(), appointment: managedAppointmentSchema, manageUrl: Optional(Str({ pattern: `^${MANAGE_PAGE_PATH}/` })) },
  OPEN,
);

/** The answer of a change (cancel, move, pay at the hospital): what it did, and the appointment now. */
export const manageChangedSchema = Obj({ success: succeeded(), message: Str(), appointment: managedAppointmentSchema }, OPEN);

/** POST …/lookup: the booking reference and the phone it was booked with. */
export const lookupRequestSchema = Obj({ reference: Str(), phone: Str() }, OPEN);

/** POST …/reschedule: the new day and time, named as in the booking request. */
export const rescheduleRequestSchema = Obj({ preferredDate: isoDate(), preferredTime: clockTime() }, OPEN);

/** POST …/cancel: why, told to the desk (optional). */
export const cancelRequestSchema = Obj({ reason: Optional(Str({ maxLength: BOOKING_LIMITS.cancelReason })) }, OPEN);

/** What the browser reads, as plain JSON (manage-schemas.json). */
export const MANAGE_SCHEMAS = {
  manageOpened: manageOpenedSchema,
  manageChanged: manageChangedSchema,
  lookupRequest: lookupRequestSchema,
  rescheduleRequest: rescheduleRequestSchema,
};
