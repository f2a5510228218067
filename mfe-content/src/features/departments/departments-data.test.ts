import { DEPARTMENTS } from '@hospital/hospital-data';
import { departments, departmentBySlug, departmentByPath } from '../../data/departments/departments';
import { departmentContents, contentBySlug } from '../../data/departments/content';
import { departmentImages } from '../../data/departments/images';
import { problemIcons } from './components/ProblemIcon';
import { doctors } from '../../data/doctors/doctors';

describe('department data', () => {
  it('has the six departments of hospital-data, in order, with their paths', () => {
    expect(departments).toHaveLength(6);
    expect(departments.map((d) => d.title)).toEqual(DEPARTMENTS.map((d) => d.name));
    expect(departments.map((d) => d.path)).toEqual([
      '/general',
      '/gynecology',
      '/orthopaedics',
      '/cardiology',
      '/gastroenterology',
      '/emergency',
    ]);
    expect(departmentByPath('/emergency')?.short).toBe('ENT Care');
  });

  it('has unique ids and slugs that are safe in a URL', () => {
    expect(new Set(departments.map((d) => d.slug)).size).toBe(6);
    expect(new Set(departments.map((d) => d.id)).size).toBe(6);
    for (const d of departments) expect(d.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(departmentBySlug('no-such-department')).toBeUndefined();
  });

  it('gives general medicine twelve common problems and every other department eight', () => {
    expect(departmentContents.map((c) => c.problems.length)).toEqual([12, 8, 8, 8, 8, 8]);
  });

  it('gives every department all of its content', () => {
    for (const dept of departments) {
      const content = contentBySlug(dept.slug);
      expect(content).toBeDefined();
      if (!content) continue;
      expect(content.intro.length).toBeGreaterThanOrEqual(2);
      expect([6, 8]).toContain(content.steps.length);
      expect(content.capabilities.length).toBeGreaterThanOrEqual(4);
      expect(content.workProcess.length).toBeGreaterThanOrEqual(3);
      expect(content.specialistsTitle).toMatch(/^Our .+ Specialists$/);
      expect(departmentImages[dept.slug]?.alt).toBeTruthy();
      for (const item of [...content.problems, ...content.steps, ...content.workProcess]) {
        expect(item.title.trim()).not.toBe('');
        expect(item.desc.length).toBeGreaterThan(20);
      }
      for (const problem of content.problems) expect(problemIcons[problem.icon]).toBeDefined();
      expect(new Set(content.problems.map((p) => p.title)).size).toBe(content.problems.length);
    }
  });

  it('names only doctors that exist', () => {
    const slugs = new Set(doctors.map((d) => d.slug));
    for (const dept of departments) for (const slug of dept.doctorSlugs) expect(slugs.has(slug)).toBe(true);
  });

  it('contains no placeholder text', () => {
    const text = JSON.stringify([departments, departmentContents]).toLowerCase();
    expect(text).not.toMatch(/lorem|ipsum|todo|placeholder/);
  });
});
