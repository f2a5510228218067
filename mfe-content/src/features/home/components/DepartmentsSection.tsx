import { departments } from '../../../data/departments/departments';
import { DepartmentGrid } from '../../../components/DepartmentGrid';
import { SectionHeading } from '../../../components/SectionHeading';
import section from '../../../components/Section.module.css';
import { useT } from '../../../i18n/home/catalog';

export function DepartmentsSection() {
  const t = useT();
  return (
    <section className={section.tinted} aria-labelledby="departments-heading">
      <div className="container">
        <SectionHeading
          id="departments-heading"
          kicker={t('home.departments.kicker')}
          title={t('home.departments.title')}
          intro={t('home.departments.intro')}
        />
        <DepartmentGrid departments={departments} />
      </div>
    </section>
  );
}
