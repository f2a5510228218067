import { PageMeta, site } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { SectionHeading } from '../components/SectionHeading';
import { departments } from '../data/departments/departments';
import { DepartmentGrid } from '../components/DepartmentGrid';
import { WhyChoose } from '../features/home/components/WhyChoose';
import section from '../components/Section.module.css';

export default function ServicesPage() {
  return (
    <>
      <PageMeta
        title="Our Services"
        description={`The six departments of ${site.name}, ${site.address.locality}: general medicine, women & child care, orthopaedics, cardiology, gastroenterology and ENT.`}
        path="/services"
      />
      <PageBanner title="Our Services" crumb="Services" />
      <section className={section.section} aria-labelledby="services-heading">
        <div className="container">
          <SectionHeading
            id="services-heading"
            kicker="What we treat"
            title="Six departments, one caring team"
            intro="Every department works beside our 24-hour emergency, laboratory, radiology and pharmacy, so your tests and treatment happen under one roof."
          />
          <DepartmentGrid departments={departments} />
        </div>
      </section>
      <WhyChoose />
    </>
  );
}
