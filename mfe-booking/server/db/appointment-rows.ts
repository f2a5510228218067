import type { Selectable } from 'kysely';
import { iso, type AppointmentsTable } from './schema';
import type { StoredAppointment } from '../domain/appointment';

/**
 * The phone as shown: an anonymised appointment stores its reference there (the one-visit-per-phone index
 * needs distinct values), which is not the patient's and is not shown.
 */
export const phoneOf = (row: Pick<Selectable<AppointmentsTable>, 'phone' | 'erased_at'>): string => (row.erased_at ? '' : row.phone);

export const toAppointment = (row: Selectable<AppointmentsTable>): StoredAppointment => ({
  appointmentId: row.id,
  createdAt: iso(row.created_at),
  fullName: row.full_name,
  age: row.age,
  ...(row.age_months !== null && row.age_months !== undefined ? { ageMonths: row.age_months } : {}),
  ...(row.guardian_name ? { guardianName: row.guardian_name } : {}),
  gender: row.gender,
  email: row.email,
  phone: phoneOf(row),
  whatsapp: row.whatsapp,
  address: row.address,
  service: row.service,
  doctor: row.doctor,
  preferredDate: row.preferred_date,
  preferredTime: row.preferred_time,
  message: row.message,
  paymentMethod: row.payment_method,
  status: row.status,
  language: row.language,
  fee: row.fee ?? null,
  ...(row.health_package ? { healthPackage: row.health_package } : {}),
  channel: row.channel,
  ...(row.erased_at ? { erasedAt: iso(row.erased_at) } : {}),
});
