import { PageMeta, site } from '@hospital/hospital-data';
import { PageBanner } from '../components/PageBanner';
import { SectionHeading } from '../components/SectionHeading';
import { DepartmentSearch } from '../features/departments/components/DepartmentSearch';
import section from '../components/Section.module.css';
import { useT } from '../i18n/care/catalog';

export default function DepartmentListPage() {
  const t = useT();
  return (
    <>
      <PageMeta
        title={t('care.crumb.departments')}
        description={t('care.departments.description', { name: site.name })}
        path="/department"
      />
      <PageBanner title={t('care.crumb.departments')} />
      <section className={section.section} aria-labelledby="department-list-heading">
        <div className="container">
          <SectionHeading
            id="department-list-heading"
            kicker={t('care.departments.kicker')}
            title={t('care.departments.heading')}
            intro={t('care.departments.intro')}
          />
          <DepartmentSearch />
        </div>
      </section>
    </>
  );
}
