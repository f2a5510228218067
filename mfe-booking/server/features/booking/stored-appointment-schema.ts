import { GENDERS, PAYMENT_METHODS } from '@hospital/booking-contract';
import { appointmentStatus, clockTime, department, integer, isoDate, nullable, object, oneOfText, text } from '../../http/schemas';

/** A stored appointment, as the booking feature's machine listing gives it. */
export const appointmentSchema = object({
  appointmentId: text(),
  createdAt: text('When it was booked (ISO 8601, UTC)'),
  fullName: text(),
  age: integer('Years; 0 for a baby under one year'),
  ageMonths: integer('A baby under one year’s age in months (absent for an age in years)'),
  guardianName: text('A patient under 18: their parent’s or guardian’s name, whom the messages address (absent for an adult)'),
  gender: oneOfText(GENDERS),
  email: text(),
  phone: text(),
  whatsapp: text(),
  address: text(),
  service: department,
  doctor: text(),
  preferredDate: isoDate(),
  preferredTime: clockTime(),
  message: text(),
  paymentMethod: oneOfText(PAYMENT_METHODS),
  status: appointmentStatus,
  language: text('The language the patient booked in: en, te or hi'),
  fee: nullable(integer('The fee quoted when booked, in rupees (the doctor’s, or the package’s price); null: none set')),
  healthPackage: text('The health package booked through its Book Now, when it was one'),
  channel: oneOfText(['online', 'walk_in'], 'Booked through the site, or added at the counter'),
});
