import type { AppointmentPayload } from '@hospital/shared-types';
import type { StoredAppointment } from './types';

/** An appointments row as both databases return it; only how they hand back created_at differs. */
export interface AppointmentRow<CreatedAt = string> {
  id: string;
  created_at: CreatedAt;
  full_name: string;
  age: number;
  gender: AppointmentPayload['gender'];
  email: string;
  phone: string;
  whatsapp: string;
  address: string;
  service: AppointmentPayload['service'];
  doctor: string;
  preferred_date: string;
  preferred_time: string;
  message: string;
  payment_method: AppointmentPayload['paymentMethod'];
  status: string;
}

export const toAppointment = (row: AppointmentRow<string | Date>): StoredAppointment => ({
  appointmentId: row.id,
  createdAt: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
  fullName: row.full_name,
  age: row.age,
  gender: row.gender,
  email: row.email,
  phone: row.phone,
  whatsapp: row.whatsapp,
  address: row.address,
  service: row.service,
  doctor: row.doctor,
  preferredDate: row.preferred_date,
  preferredTime: row.preferred_time,
  message: row.message,
  paymentMethod: row.payment_method,
  status: row.status,
});
