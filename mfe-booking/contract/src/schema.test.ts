import { DEPARTMENT_NAMES } from '@hospital/hospital-data';
import { BOOKING_LIMITS, createAppointmentSchema, type AppointmentInput } from './schema';
import { BOOKING_MESSAGES } from './messages';
import { todayIn } from './dates';
import { loadAllBookingMessages } from './i18n';

const schema = createAppointmentSchema({ today: () => '2026-01-15' });

const valid: AppointmentInput = {
  fullName: 'Lakshmi Narayanan',
  age: 34,
  gender: 'Female',
  email: 'lakshmi@example.in',
  phone: '9848012345',
  whatsapp: '',
  address: '12-3-45, Kompally, Hyderabad',
  service: 'Cardiology & Heart Care',
  preferredDate: '2026-01-15',
  preferredTime: '10:30',
  message: '',
  paymentMethod: 'pay_at_hospital',
};

/** The first error message for one field, or undefined when the input is accepted. */
function errorFor(patch: Record<string, unknown>, field = Object.keys(patch)[0]): string | undefined {
  const result = schema.safeParse({ ...valid, ...patch });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? result.error.issues[0]?.message;
}

describe('the appointment schema', () => {
  it('turns a valid form into the spec payload with its fallbacks', () => {
    expect(schema.parse(valid)).toEqual({
      ...valid,
      whatsapp: '9848012345',
      doctor: 'N/A',
      message: '',
    });
  });

  it('keeps a given WhatsApp number, doctor and message', () => {
    const parsed = schema.parse({ ...valid, whatsapp: '9000000001', doctor: 'dr-venkatesh-iyer', message: 'Chest pain' });
    expect(parsed).toMatchObject({ whatsapp: '9000000001', doctor: 'dr-venkatesh-iyer', message: 'Chest pain' });
  });

  it('takes a doctor of the chosen department, or any doctor (empty or N/A), and nothing else', () => {
    expect(errorFor({ doctor: '' })).toBeUndefined();
    expect(errorFor({ doctor: 'N/A' })).toBeUndefined();
    expect(errorFor({ doctor: 'dr-venkatesh-iyer' })).toBeUndefined();
    // A real doctor, but of another department; a name instead of a slug; an unknown slug.
    expect(errorFor({ doctor: 'dr-karthik-varma' })).toBe(BOOKING_MESSAGES.doctor);
    expect(errorFor({ doctor: 'Dr. Venkatesh Iyer' })).toBe(BOOKING_MESSAGES.doctor);
    expect(errorFor({ doctor: 'dr-nobody' })).toBe(BOOKING_MESSAGES.doctor);
    // A doctor who works in two departments is accepted in both.
    for (const service of ['General Medicine & Family Care', 'Women & Child Care']) {
      expect(errorFor({ service, doctor: 'dr-sneha-kulkarni' }, 'doctor')).toBeUndefined();
    }
    // With no valid service only the service is reported.
    expect(schema.safeParse({ ...valid, service: '', doctor: 'dr-venkatesh-iyer' }).error?.issues.map((i) => i.path[0])).toEqual([
      'service',
    ]);
  });

  it.each([
    ['fullName', ''],
    ['fullName', '   '],
    ['address', ''],
  ])('requires %s (%j)', (field, value) => {
    expect(errorFor({ [field]: value })).toMatch(/Please enter/);
  });

  it('bounds text lengths on both sides of the limit', () => {
    expect(errorFor({ fullName: 'a'.repeat(BOOKING_LIMITS.fullName) })).toBeUndefined();
    expect(errorFor({ fullName: 'a'.repeat(BOOKING_LIMITS.fullName + 1) })).toMatch(/at most 100/);
    expect(errorFor({ message: 'a'.repeat(BOOKING_LIMITS.message) })).toBeUndefined();
    expect(errorFor({ message: 'a'.repeat(BOOKING_LIMITS.message + 1) })).toMatch(/at most/);
    expect(errorFor({ address: 'a'.repeat(BOOKING_LIMITS.address + 1) })).toMatch(/at most/);
  });

  it('needs an age that is a whole number from 1 to 120', () => {
    // A child is booked with a parent's or guardian's name (guardian.test.ts).
    expect(errorFor({ age: 1, guardianName: 'Sravani Goud' })).toBeUndefined();
    expect(errorFor({ age: 120 })).toBeUndefined();
    expect(errorFor({ age: 0 })).toBe(BOOKING_MESSAGES.age);
    expect(errorFor({ age: 121 })).toMatch(/at most 120/);
    expect(errorFor({ age: 2.5 })).toMatch(/whole number/);
    expect(errorFor({ age: Number.NaN })).toBe(BOOKING_MESSAGES.age);
    expect(errorFor({ age: '34' })).toBe(BOOKING_MESSAGES.age);
    expect(errorFor({ age: -1 })).toBe(BOOKING_MESSAGES.age);
  });

  it('books a baby under one year as age 0 and its months, 0 to 11', () => {
    const baby = { ...valid, guardianName: 'Sravani Goud' };
    expect(schema.parse({ ...baby, age: 0, ageMonths: 7 })).toMatchObject({ age: 0, ageMonths: 7 });
    expect(schema.parse({ ...baby, age: 0, ageMonths: 0 })).toMatchObject({ age: 0, ageMonths: 0 });
    expect(schema.parse({ ...baby, age: 0, ageMonths: 11 })).toMatchObject({ age: 0, ageMonths: 11 });
    // An age in years carries no months: the adult payload is the spec's, unchanged.
    expect(schema.parse(valid)).not.toHaveProperty('ageMonths');
    for (const ageMonths of [12, -1, 2.5, Number.NaN, '7', null]) {
      expect(errorFor({ age: 0, ageMonths }, 'ageMonths')).toBe("Please enter the baby's age in months (0 to 11)");
    }
    // Months beside years: a toddler is given in years.
    expect(errorFor({ age: 1, ageMonths: 5 }, 'ageMonths')).toBe(
      'Months are for a baby under one year: give age 0 with the months, or the age in years alone',
    );
    // 0 years without months is still the spec's refusal of age 0.
    expect(errorFor({ age: 0 }, 'age')).toBe(BOOKING_MESSAGES.age);
  });

  it("refuses a baby's months in Telugu and Hindi too", async () => {
    await loadAllBookingMessages();
    const wrong = { ...valid, age: 0, ageMonths: 12 };
    expect(schema.safeParse(wrong, 'te').error?.issues[0]?.message).toBe('దయచేసి శిశువు వయస్సును నెలల్లో నమోదు చేయండి (0 నుండి 11)');
    expect(schema.safeParse(wrong, 'hi').error?.issues[0]?.message).toBe('कृपया शिशु की उम्र महीनों में दर्ज करें (0 से 11)');
    expect(schema.safeParse({ ...valid, age: 3, ageMonths: 2 }, 'hi').error?.issues[0]?.message).toMatch(/^महीने केवल एक साल से छोटे शिशु/);
  });

  it('accepts only the three genders', () => {
    expect(errorFor({ gender: 'Other' })).toBeUndefined();
    expect(errorFor({ gender: '' })).toBe(BOOKING_MESSAGES.gender);
    expect(errorFor({ gender: 'male' })).toBe(BOOKING_MESSAGES.gender);
  });

  it('checks the e-mail format', () => {
    expect(errorFor({ email: 'a@b.in' })).toBeUndefined();
    for (const email of ['', 'lakshmi', 'lakshmi@', '@example.in', 'a b@example.in']) {
      expect(errorFor({ email })).toBe(BOOKING_MESSAGES.email);
    }
  });

  it('needs a ten-digit phone number, and stores only its digits', () => {
    expect(errorFor({ phone: '0123456789' })).toBeUndefined();
    for (const phone of ['', '984801234', '98480123456', '98480-1234', '+1 9848012345', 'abcdefghij']) {
      expect(errorFor({ phone })).toBe(BOOKING_MESSAGES.phone);
    }
    // Written as people write it (the one phone rule of every form): +91, spaces, a leading 0.
    for (const phone of ['+91 98480 12345', '+919848012345', '098480 12345', '98480-12345']) {
      expect(schema.parse({ ...valid, phone }).phone).toBe('9848012345');
    }
  });

  it('lets WhatsApp be empty or exactly ten digits', () => {
    expect(errorFor({ whatsapp: undefined }, 'whatsapp')).toBeUndefined();
    expect(errorFor({ whatsapp: '9000000001' })).toBeUndefined();
    expect(errorFor({ whatsapp: '900000000' })).toBe(BOOKING_MESSAGES.whatsapp);
    expect(errorFor({ whatsapp: '90000000011' })).toBe(BOOKING_MESSAGES.whatsapp);
  });

  it('accepts every department by name and nothing else', () => {
    for (const service of DEPARTMENT_NAMES) expect(errorFor({ service })).toBeUndefined();
    expect(errorFor({ service: '' })).toBe(BOOKING_MESSAGES.service);
    expect(errorFor({ service: 'Dermatology' })).toBe(BOOKING_MESSAGES.service);
  });

  it('refuses a date before today and accepts today', () => {
    expect(errorFor({ preferredDate: '2026-01-15' })).toBeUndefined();
    expect(errorFor({ preferredDate: '2026-01-16' })).toBeUndefined();
    expect(errorFor({ preferredDate: '2026-01-14' })).toBe(BOOKING_MESSAGES.datePast);
    expect(errorFor({ preferredDate: '' })).toBe(BOOKING_MESSAGES.date);
    expect(errorFor({ preferredDate: '2026-02-30' })).toBe(BOOKING_MESSAGES.date);
  });

  it('judges "today" by the clock it is given: IST midnight moves the minimum', () => {
    const justBeforeMidnight = new Date('2026-01-14T18:29:59Z');
    const atMidnight = new Date('2026-01-14T18:30:00Z');
    const at = (now: Date) => createAppointmentSchema({ today: () => todayIn('Asia/Kolkata', now) });
    expect(at(justBeforeMidnight).safeParse({ ...valid, preferredDate: '2026-01-14' }).success).toBe(true);
    expect(at(atMidnight).safeParse({ ...valid, preferredDate: '2026-01-14' }).success).toBe(false);
    expect(at(atMidnight).safeParse({ ...valid, preferredDate: '2026-01-15' }).success).toBe(true);
  });

  it('needs a time of day as HH:MM', () => {
    expect(errorFor({ preferredTime: '00:00' })).toBeUndefined();
    expect(errorFor({ preferredTime: '23:59' })).toBeUndefined();
    for (const preferredTime of ['', '24:00', '9:30', '10:60', '10:30 am']) {
      expect(errorFor({ preferredTime })).toBe(BOOKING_MESSAGES.time);
    }
  });

  it('needs a payment method', () => {
    expect(errorFor({ paymentMethod: 'pay_now' })).toBeUndefined();
    expect(errorFor({ paymentMethod: '' })).toBe(BOOKING_MESSAGES.paymentRequired);
    expect(errorFor({ paymentMethod: 'card' })).toBe(BOOKING_MESSAGES.paymentRequired);
  });

  it('takes a health package of the chosen department, and leaves it out of the payload when there is none', () => {
    expect(schema.parse({ ...valid, healthPackage: 'healthy-heart' }).healthPackage).toBe('healthy-heart');
    expect(schema.parse({ ...valid, healthPackage: '' })).not.toHaveProperty('healthPackage');
    expect(schema.parse(valid)).not.toHaveProperty('healthPackage');
    expect(errorFor({ healthPackage: 'gold-plan' })).toBe('Please choose one of our health packages');
    expect(errorFor({ healthPackage: 'basic-wellness' })).toBe('This health package is booked in another department');
  });

  it('rejects fields nobody asked for', () => {
    const result = schema.safeParse({ ...valid, isAdmin: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});
