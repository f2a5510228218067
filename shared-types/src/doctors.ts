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
}

export const DOCTORS = [
  { slug: 'dr-srinivas-reddy', name: 'Dr. Srinivas Reddy', departments: ['General Medicine & Family Care'] },
  { slug: 'dr-lakshmi-priya-nair', name: 'Dr. Lakshmi Priya Nair', departments: ['Women & Child Care'] },
  { slug: 'dr-mohammed-imran-ali', name: 'Dr. Mohammed Imran Ali', departments: ['General Medicine & Family Care'] },
  { slug: 'dr-karthik-varma', name: 'Dr. Karthik Varma', departments: ['Orthopaedics & Trauma Care'] },
  { slug: 'dr-sneha-kulkarni', name: 'Dr. Sneha Kulkarni', departments: ['General Medicine & Family Care', 'Women & Child Care'] },
  { slug: 'dr-venkatesh-iyer', name: 'Dr. Venkatesh Iyer', departments: ['Cardiology & Heart Care'] },
  { slug: 'dr-anitha-raghavan', name: 'Dr. Anitha Raghavan', departments: ['Gastroenterology & Surgery'], visiting: true },
  { slug: 'dr-prakash-naidu', name: 'Dr. Prakash Naidu', departments: ['ENT (Ear, Nose & Throat) Care'], visiting: true },
] as const satisfies readonly DoctorIdentity[];

export type DoctorSlug = (typeof DOCTORS)[number]['slug'];

const BY_SLUG: ReadonlyMap<string, DoctorIdentity> = new Map(DOCTORS.map((doctor) => [doctor.slug, doctor]));

export const findDoctorIdentity = (slug: string | null | undefined): DoctorIdentity | undefined =>
  slug ? BY_SLUG.get(slug) : undefined;

/** The doctors who see outpatients in a department, in roster order. */
export const doctorsOf = (department: string): DoctorIdentity[] =>
  DOCTORS.filter((doctor) => (doctor.departments as readonly string[]).includes(department));
