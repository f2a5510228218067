/**
 * Messages the visitor sees; some must read word for word (docs/product-rules.md#booking-messages). This is the
 * English; every language's, with the API's other messages, is in src/i18n/<language>.json
 * (`bookingMessage(language, name)`, ./i18n.ts), whose English must stay these words (i18n.test.ts checks it).
 */
export const BOOKING_MESSAGES = {
  success: 'Appointment booked successfully!',
  failed: 'Failed to book appointment. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  paymentRequired: 'Please select a payment method',
  phone: 'Please enter a 10-digit phone number',
  whatsapp: 'Please enter a 10-digit WhatsApp number',
  fullName: 'Please enter your full name',
  age: 'Please enter your age (1 or more)',
  gender: 'Please select a gender',
  email: 'Please enter a valid e-mail address',
  address: 'Please enter your address',
  service: 'Please choose a service',
  doctor: 'Please choose a doctor of this department, or Any available doctor',
  date: 'Please choose a date',
  datePast: 'Please choose today or a later date',
  time: 'Please choose a time',
} as const;
