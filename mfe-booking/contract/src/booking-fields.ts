// The booking request's closed lists and bounds, read by its schema and its checks.
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];
export const PAYMENT_METHODS = ['pay_now', 'pay_at_hospital'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Upper bounds on free text: enough for any real entry, small enough that nobody stores a novel. */
export const BOOKING_LIMITS = {
  fullName: 100,
  /** The name of a minor's parent or guardian, whom the messages address. */
  guardianName: 100,
  email: 254,
  address: 300,
  doctor: 100,
  message: 1000,
  /** Why a patient cancels, told to the desk. */
  cancelReason: 500,
  ageMax: 120,
  /** A baby under one year is booked with age 0 and its months, 0 to this. */
  ageMonthsMax: 11,
  /** Under this age in years a patient is a minor: the booking names a parent or guardian. */
  adultAge: 18,
} as const;

/** A minor (a baby too): the booking asks for a parent's or guardian's name, and the messages address them. */
export const isMinor = (age: number): boolean => age >= 0 && age < BOOKING_LIMITS.adultAge;
