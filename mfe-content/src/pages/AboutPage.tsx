import { PageMeta, site } from '@hospital/hospital-data';
import { PageBanner } from '../components/PageBanner';
import { AboutBlock } from '../features/home/components/AboutBlock';
import { OurPromise } from '../features/home/components/OurPromise';
import { DoctorsSection } from '../features/home/components/DoctorsSection';
import { TestimonialCarousel } from '../features/testimonials/components/TestimonialCarousel';
import { useT } from '../i18n/about/catalog';

export default function AboutPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('about.meta.title')} description={t('about.meta.description', { name: site.name })} path="/about" />
      <PageBanner title={t('about.banner.title')} crumb={t('about.banner.crumb')} />
      <AboutBlock />
      <OurPromise />
      <DoctorsSection />
      <TestimonialCarousel />
    </>
  );
}
