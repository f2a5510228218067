import { PageMeta, site } from '@hospital/hospital-data';
import { PageBanner } from '../components/PageBanner';
import { SectionHeading } from '../components/SectionHeading';
import { departments } from '../data/departments/departments';
import { DepartmentGrid } from '../components/DepartmentGrid';
import { WhyChoose } from '../features/home/components/WhyChoose';
import section from '../components/Section.module.css';
import { useT } from '../i18n/care/catalog';

export default function ServicesPage() {
  const t = useT();
  return (
    <>
      <PageMeta
        title={t('care.services.title')}
        description={t('care.services.description', { name: site.name, locality: site.address.locality })}
        path="/services"
      />
      <PageBanner title={t('care.services.title')} crumb={t('care.crumb.services')} />
      <section className={section.section} aria-labelledby="services-heading">
        <div className="container">
          <SectionHeading
            id="services-heading"
            kicker={t('care.services.kicker')}
            title={t('care.services.heading')}
            intro={t('care.services.intro')}
          />
          <DepartmentGrid departments={departments} />
        </div>
      </section>
      <WhyChoose />
    </>
  );
}
