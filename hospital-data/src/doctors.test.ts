import { DEPARTMENT_NAMES } from './departments';
import { DOCTORS, doctorsOf, findDoctorIdentity } from './doctors';
import { HEALTH_PACKAGES, findHealthPackage } from './packages';

describe('the doctor roster', () => {
  it('has unique hyphenated slugs that start with dr-', () => {
    const slugs = DOCTORS.map((doctor) => doctor.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^dr(-[a-z]+)+$/);
  });

  it('gives every department at least one doctor who can be booked', () => {
    for (const department of DEPARTMENT_NAMES) expect(doctorsOf(department).length).toBeGreaterThan(0);
  });

  it('names only real departments', () => {
    for (const doctor of DOCTORS) for (const department of doctor.departments) expect(DEPARTMENT_NAMES).toContain(department);
  });

  it('finds a doctor by slug, and nothing for an unknown or missing one', () => {
    expect(findDoctorIdentity('dr-karthik-varma')?.name).toBe('Dr. Karthik Varma');
    expect(findDoctorIdentity('dr-nobody')).toBeUndefined();
    expect(findDoctorIdentity(null)).toBeUndefined();
  });
});

describe('the health packages', () => {
  it('are six, each booked in a real department', () => {
    expect(HEALTH_PACKAGES).toHaveLength(6);
    for (const pkg of HEALTH_PACKAGES) expect(DEPARTMENT_NAMES).toContain(pkg.service);
    expect(findHealthPackage('healthy-heart')?.service).toBe('Cardiology & Heart Care');
    expect(findHealthPackage('nothing')).toBeUndefined();
  });
});
