import { departments } from '../../../data/departments/departments';
import { DepartmentGrid } from '../../../components/DepartmentGrid';
import { SectionHeading } from '../../../components/SectionHeading';
import section from '../../../components/Section.module.css';

export function DepartmentsSection() {
  return (
    <section className={section.tinted} aria-labelledby="departments-heading">
      <div className="container">
        <SectionHeading
          id="departments-heading"
          kicker="Our Departments"
          title="Care for every member of the family"
          intro="Six departments, one team. Choose a department to see what we treat and how we care for you."
        />
        <DepartmentGrid departments={departments} />
      </div>
    </section>
  );
}
