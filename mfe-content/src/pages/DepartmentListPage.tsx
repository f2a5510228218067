import { PageMeta, site } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { SectionHeading } from '../components/SectionHeading';
import { DepartmentSearch } from '../features/departments/components/DepartmentSearch';
import section from '../components/Section.module.css';

export default function DepartmentListPage() {
  return (
    <>
      <PageMeta
        title="Departments"
        description={`Find the right department at ${site.name}: search by department or by doctor name.`}
        path="/department"
      />
      <PageBanner title="Departments" />
      <section className={section.section} aria-labelledby="department-list-heading">
        <div className="container">
          <SectionHeading
            id="department-list-heading"
            kicker="Find your department"
            title="Which department do you need?"
            intro="Type a department or a doctor’s name. Not sure? Call us and we will guide you."
          />
          <DepartmentSearch />
        </div>
      </section>
    </>
  );
}
