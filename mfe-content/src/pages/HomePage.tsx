import { useLocation } from '@hospital/router';
import { hospitalJsonLd, JsonLd, PageMeta, site, type RemotePageProps } from '@hospital/shared-types';
import { Hero } from '../features/home/components/Hero';
import { Marquee } from '../features/home/components/Marquee';
import { AboutBlock } from '../features/home/components/AboutBlock';
import { DepartmentsSection } from '../features/home/components/DepartmentsSection';
import { WhyChoose } from '../features/home/components/WhyChoose';
import { DoctorsSection } from '../features/home/components/DoctorsSection';
import { TestimonialCarousel } from '../features/testimonials/components/TestimonialCarousel';
import { LatestArticles } from '../features/home/components/LatestArticles';
import { AppointmentBand } from '../features/home/components/AppointmentBand';

/** Home (/ and /home): who we are, what we treat, why us, what patients say, what we write, book now. */
export default function HomePage({ shell }: RemotePageProps) {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Multispeciality Hospital in Kompally, Hyderabad"
        description={`${site.name}: 24/7 emergency, six specialities and experienced doctors in ${site.address.locality}, ${site.address.city}. Book an appointment online.`}
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
