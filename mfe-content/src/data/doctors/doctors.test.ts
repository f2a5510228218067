import { doctors, findDoctor } from './doctors';

describe('doctors', () => {
  it('lists six doctors with unique, hyphenated slugs', () => {
    expect(doctors).toHaveLength(6);
    const slugs = doctors.map((doctor) => doctor.slug);
    expect(new Set(slugs).size).toBe(6);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)+$/);
  });

  it('matches the roles and years of the specification', () => {
    expect(doctors.map((doctor) => doctor.experienceYears)).toEqual([15, 10, 12, 8, 7, 10]);
    expect(doctors.map((doctor) => doctor.experience)).toEqual(
      ['15+ years', '10+ years', '12+ years', '8+ years', '7+ years', '10+ years'],
    );
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

  it('finds a doctor by slug and nothing for an unknown one', () => {
    expect(findDoctor('dr-karthik-varma')?.name).toBe('Dr. Karthik Varma');
    expect(findDoctor('dr-nobody')).toBeUndefined();
    expect(findDoctor(undefined)).toBeUndefined();
  });
});
