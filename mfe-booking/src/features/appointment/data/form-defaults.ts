import type { AppointmentInput } from '@hospital/shared-types';

/** An empty form. Age is NaN, what an empty number input holds: a number input shows it as blank (0 would show 0). */
export const EMPTY_APPOINTMENT: Partial<AppointmentInput> = {
  fullName: '',
  age: Number.NaN,
  gender: '',
  email: '',
  phone: '',
  whatsapp: '',
  address: '',
  service: '',
  preferredDate: '',
  preferredTime: '',
  message: '',
  paymentMethod: '',
};
