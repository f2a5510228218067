import { DEPARTMENT_NAMES, DOCTORS } from '@hospital/hospital-data';
import { doctors, doctorsOfDepartment, findDoctor, residentDoctors, visitingDoctors } from './doctors';

describe('doctors', () => {
  it("has a profile for every doctor of the contract's roster, in its order, with its name and departments", () => {
    expect(doctors.map((doctor) => [doctor.slug, doctor.name, doctor.departments])).toEqual(
      DOCTORS.map((d) => [d.slug, d.name, d.departments]),
    );
    const slugs = doctors.map((doctor) => doctor.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)+$/);
  });

  it('lists the six doctors of the specification first, then visiting consultants so every department has a doctor', () => {
    expect(doctors.slice(0, 6).every((doctor) => !doctor.visiting)).toBe(true);
    expect(doctors.slice(6).every((doctor) => doctor.visiting && /Visiting Consultant/.test(doctor.position))).toBe(true);
    for (const department of DEPARTMENT_NAMES)
      expect(doctors.some((doctor) => (doctor.departments as readonly string[]).includes(department))).toBe(true);
  });

  it('matches the roles and years of the specification', () => {
    const six = doctors.slice(0, 6);
    expect(six.map((doctor) => doctor.experienceYears)).toEqual([15, 10, 12, 8, 7, 10]);
    expect(six.map((doctor) => doctor.experience)).toEqual(['15+ years', '10+ years', '12+ years', '8+ years', '7+ years', '10+ years']);
    const positions = doctors.map((doctor) => doctor.position);
    expect(positions[0]).toMatch(/Founder & Medical Director.*General Physician/);
    expect(positions[1]).toMatch(/Gynaecologist/);
    expect(positions[2]).toMatch(/Physician/);
    expect(positions[3]).toMatch(/Orthopaedic Surgeon/);
    expect(positions[4]).toMatch(/General Physician/);
    expect(positions[5]).toMatch(/Cardiac Surgeon/);
  });

  it('gives every doctor the fields the detail page shows', () => {
    for (const doctor of doctors) {
      for (const text of [doctor.name, doctor.qualification, doctor.specialization, doctor.about, doctor.image]) {
        expect(text.length).toBeGreaterThan(0);
      }
    }
  });

  it('gives each department every doctor who sees its patients, those whose main department it is first', () => {
    const slugsOf = (department: string) => doctorsOfDepartment(department).map((doctor) => doctor.slug);
    expect(slugsOf('Cardiology & Heart Care')).toEqual(['dr-venkatesh-iyer']);
    expect(slugsOf('General Medicine & Family Care')).toEqual(['dr-srinivas-reddy', 'dr-mohammed-imran-ali', 'dr-sneha-kulkarni']);
    // Dr. Sneha Kulkarni's main department is General Medicine: she follows the department's own obstetrician.
    expect(slugsOf('Women & Child Care')).toEqual(['dr-lakshmi-priya-nair', 'dr-sneha-kulkarni']);
    for (const department of DEPARTMENT_NAMES) {
      const own = doctorsOfDepartment(department);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((doctor) => (doctor.departments as readonly string[]).includes(department))).toBe(true);
      expect(own.length).toBe(doctors.filter((doctor) => (doctor.departments as readonly string[]).includes(department)).length);
    }
  });

  it('splits the whole roster into doctors on staff and visiting consultants, none left out', () => {
    expect([...residentDoctors, ...visitingDoctors].map((doctor) => doctor.slug).sort()).toEqual(
      DOCTORS.map((doctor) => doctor.slug).sort(),
    );
    expect(visitingDoctors.every((doctor) => doctor.visiting)).toBe(true);
  });

  it('finds a doctor by slug and nothing for an unknown one', () => {
    expect(findDoctor('dr-karthik-varma')?.name).toBe('Dr. Karthik Varma');
    expect(findDoctor('dr-nobody')).toBeUndefined();
    expect(findDoctor(undefined)).toBeUndefined();
  });
});
