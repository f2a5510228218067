import type { DepartmentName } from './departments';

/**
 * Who each doctor is, as every package must agree: the content pages show their profiles, the booking
 * form and API schedule them. Profiles and copy stay with the content remote; schedules with the API.
 */
export interface DoctorIdentity {
  /** The hyphenated name, used in /team-single/{slug} and sent as the booking's `doctor`. */
  slug: string;
  name: string;
  /** The departments in which the doctor sees outpatients, main one first. */
  departments: readonly DepartmentName[];
  /** A visiting consultant holds clinics here on some days rather than working here full time. */
  visiting?: boolean;
  /** The name in Telugu and Hindi script, for running text in those languages (records keep `name`). */
  inScript: { te: string; hi: string };
}

export const DOCTORS = [
  {
    slug: 'dr-srinivas-reddy',
    name: 'Dr. Srinivas Reddy',
    departments: ['General Medicine & Family Care'],
    inScript: { te: 'డా. శ్రీనివాస్ రెడ్డి', hi: 'डॉ. श्रीनिवास रेड्डी' },
  },
  {
    slug: 'dr-lakshmi-priya-nair',
    name: 'Dr. Lakshmi Priya Nair',
    departments: ['Women & Child Care'],
    inScript: { te: 'డా. లక్ష్మీ ప్రియ నాయర్', hi: 'डॉ. लक्ष्मी प्रिया नायर' },
  },
  {
    slug: 'dr-mohammed-imran-ali',
    name: 'Dr. Mohammed Imran Ali',
    departments: ['General Medicine & Family Care'],
    inScript: { te: 'డా. మొహమ్మద్ ఇమ్రాన్ అలీ', hi: 'डॉ. मोहम्मद इमरान अली' },
  },
  {
    slug: 'dr-karthik-varma',
    name: 'Dr. Karthik Varma',
    departments: ['Orthopaedics & Trauma Care'],
    inScript: { te: 'డా. కార్తీక్ వర్మ', hi: 'डॉ. कार्तिक वर्मा' },
  },
  {
    slug: 'dr-sneha-kulkarni',
    name: 'Dr. Sneha Kulkarni',
    departments: ['General Medicine & Family Care', 'Women & Child Care'],
    inScript: { te: 'డా. స్నేహ కులకర్ణి', hi: 'डॉ. स्नेहा कुलकर्णी' },
  },
  {
    slug: 'dr-venkatesh-iyer',
    name: 'Dr. Venkatesh Iyer',
    departments: ['Cardiology & Heart Care'],
    inScript: { te: 'డా. వెంకటేష్ అయ్యర్', hi: 'डॉ. वेंकटेश अय्यर' },
  },
  {
    slug: 'dr-anitha-raghavan',
    name: 'Dr. Anitha Raghavan',
    departments: ['Gastroenterology & Surgery'],
    visiting: true,
    inScript: { te: 'డా. అనిత రాఘవన్', hi: 'डॉ. अनीता राघवन' },
  },
  {
    slug: 'dr-prakash-naidu',
    name: 'Dr. Prakash Naidu',
    departments: ['ENT (Ear, Nose & Throat) Care'],
    visiting: true,
    inScript: { te: 'డా. ప్రకాష్ నాయుడు', hi: 'डॉ. प्रकाश नायडू' },
  },
] as const satisfies readonly DoctorIdentity[];

export type DoctorSlug = (typeof DOCTORS)[number]['slug'];

const BY_SLUG: ReadonlyMap<string, DoctorIdentity> = new Map(DOCTORS.map((doctor) => [doctor.slug, doctor]));

/**
 * How running text in a language names a doctor: in its script in Telugu and Hindi, as written in English
 * otherwise or when the roster does not know the doctor. Records (a details line, the desk) keep the Latin name.
 */
export const doctorNameIn = (language: string, slug: string, latin: string): string => {
  const doctor = BY_SLUG.get(slug);
  return doctor && (language === 'te' || language === 'hi') ? doctor.inScript[language] : latin;
};

export const findDoctorIdentity = (slug: string | null | undefined): DoctorIdentity | undefined => (slug ? BY_SLUG.get(slug) : undefined);

/** The doctors who see outpatients in a department, in roster order. */
export const doctorsOf = (department: string): DoctorIdentity[] =>
  DOCTORS.filter((doctor) => (doctor.departments as readonly string[]).includes(department));
