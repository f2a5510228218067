import fc from 'fast-check';
import { BOOKING_LIMITS, createAppointmentSchema, type AppointmentInput } from './schema';
import { loadAllBookingMessages } from './i18n';

const schema = createAppointmentSchema({ today: () => '2026-01-15' });

const adult: AppointmentInput = {
  fullName: 'Lakshmi Narayanan',
  age: 34,
  gender: 'Female',
  email: 'lakshmi@example.in',
  phone: '9848012345',
  whatsapp: '',
  address: '12-3-45, Kompally, Hyderabad',
  service: 'Women & Child Care',
  preferredDate: '2026-01-15',
  preferredTime: '10:30',
  message: '',
  paymentMethod: 'pay_at_hospital',
};

/** A patient of `age` years (a baby: 0 years and 7 months). */
const aged = (age: number, patch: Partial<AppointmentInput> = {}): AppointmentInput => ({
  ...adult,
  age,
  ...(age === 0 ? { ageMonths: 7 } : {}),
  ...patch,
});

const guardianIssue = (input: AppointmentInput, language = 'en') =>
  schema.safeParse(input, language).error?.issues.find((issue) => issue.path[0] === 'guardianName')?.message;

const REQUIRED = "Please enter a parent's or guardian's name";

describe("a minor's parent or guardian", () => {
  beforeAll(() => loadAllBookingMessages());

  it('is required for every age from 0 to 17 years, and not asked from 18', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 17 }), (age) => {
        expect(guardianIssue(aged(age))).toBe(REQUIRED);
        expect(guardianIssue(aged(age, { guardianName: '   ' }))).toBe(REQUIRED);
        expect(schema.parse(aged(age, { guardianName: '  Sravani Goud ' })).guardianName).toBe('Sravani Goud');
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 18, max: BOOKING_LIMITS.ageMax }), (age) => {
        const payload = schema.parse(aged(age));
        expect(payload).not.toHaveProperty('guardianName');
        // Empty is no name: an adult's form may send the field blank.
        expect(schema.parse(aged(age, { guardianName: '' }))).not.toHaveProperty('guardianName');
      }),
    );
  });

  it('is dropped for an adult, who is greeted themselves', () => {
    expect(schema.parse(aged(18, { guardianName: 'Sravani Goud' }))).not.toHaveProperty('guardianName');
    expect(guardianIssue(aged(40, { guardianName: 'www.evil.example' }))).toBe(
      'Please enter only the name, without a web or e-mail address',
    );
  });

  it('is a name like the patient’s: at most 100 characters, no addresses or control characters, some letter', () => {
    expect(schema.parse(aged(7, { guardianName: 'అ'.repeat(BOOKING_LIMITS.guardianName) })).guardianName).toHaveLength(100);
    expect(guardianIssue(aged(7, { guardianName: 'a'.repeat(BOOKING_LIMITS.guardianName + 1) }))).toBe(
      "Parent's or guardian's name must be at most 100 characters",
    );
    expect(guardianIssue(aged(7, { guardianName: 'Pay at www.evil.example' }))).toBe(
      'Please enter only the name, without a web or e-mail address',
    );
    expect(guardianIssue(aged(7, { guardianName: 'Ravi\r\nBcc: x' }))).toMatch(/only letters/);
    expect(guardianIssue(aged(7, { guardianName: '...' }))).toBe(REQUIRED);
    expect(guardianIssue(aged(7, { guardianName: 42 as unknown as string }))).toBe(REQUIRED);
  });

  it('is asked for in the patient’s language', () => {
    expect(guardianIssue(aged(0), 'te')).toBe('దయచేసి తల్లిదండ్రులు లేదా సంరక్షకుల పేరు నమోదు చేయండి');
    expect(guardianIssue(aged(9), 'hi')).toBe('कृपया माता-पिता या अभिभावक का नाम दर्ज करें');
  });
});
