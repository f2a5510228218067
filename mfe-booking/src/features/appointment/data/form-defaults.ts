import { isMinor, type AppointmentInput } from '@hospital/booking-contract';

export type AppointmentField = keyof AppointmentInput;
/** What the form holds: every control's text as typed (age too, converted only for validation). */
export type AppointmentValues = Record<AppointmentField, string>;

/** An empty form. */
export const EMPTY_APPOINTMENT: AppointmentValues = {
  fullName: '',
  age: '',
  // Asked only when the age is 0 years: a baby's months.
  ageMonths: '',
  // Asked only for a patient under 18: the parent or guardian the messages address.
  guardianName: '',
  gender: '',
  email: '',
  phone: '',
  whatsapp: '',
  address: '',
  service: '',
  doctor: '',
  preferredDate: '',
  preferredTime: '',
  message: '',
  paymentMethod: '',
  // No control of its own: set from the package the visitor came to book (PackageNote).
  healthPackage: '',
};

/** Order of the controls on screen (times first, then the patient's details): a failed submit focuses the first faulty one. */
export const FIELD_ORDER: readonly AppointmentField[] = [
  'service',
  'doctor',
  'preferredDate',
  'preferredTime',
  'fullName',
  'age',
  'ageMonths',
  'guardianName',
  'gender',
  'email',
  'phone',
  'whatsapp',
  'address',
  'message',
  'paymentMethod',
];

/** An age of 0 years: the form asks for the baby's months (docs/product-rules.md#booking-form). */
export const asksMonths = (age: string): boolean => age.trim() !== '' && Number(age) === 0;

/** An age under 18: the form asks for a parent's or guardian's name. */
export const asksGuardian = (age: string): boolean => age.trim() !== '' && isMinor(Number(age));
