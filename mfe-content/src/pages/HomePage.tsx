import { useLocation } from '@hospital/router';
import { hospitalJsonLd, JsonLd, PageMeta, site } from '@hospital/hospital-data';
import { type RemotePageProps } from '@hospital/shared-types';
import { Hero } from '../features/home/components/Hero';
import { Marquee } from '../features/home/components/Marquee';
import { AboutBlock } from '../features/home/components/AboutBlock';
import { DepartmentsSection } from '../features/home/components/DepartmentsSection';
import { WhyChoose } from '../features/home/components/WhyChoose';
import { DoctorsSection } from '../features/home/components/DoctorsSection';
import { TestimonialCarousel } from '../features/testimonials/components/TestimonialCarousel';
import { LatestArticles } from '../features/home/components/LatestArticles';
import { AppointmentBand } from '../features/home/components/AppointmentBand';
import { useT } from '../i18n/home/catalog';

/** Home (/ and /home): who we are, what we treat, why us, what patients say, what we write, book now. */
export default function HomePage({ shell }: RemotePageProps) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <>
      <PageMeta
        title={t('home.meta.title')}
        description={t('home.meta.description', { name: site.name })}
        path={pathname === '/home' ? '/home' : '/'}
      />
      <JsonLd data={hospitalJsonLd()} />
      <Hero />
      <Marquee />
      <AboutBlock />
      <DepartmentsSection />
      <WhyChoose />
      <DoctorsSection />
      <TestimonialCarousel />
      <LatestArticles />
      <AppointmentBand shell={shell} />
    </>
  );
}
