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
import { HydrateWhenNear } from '../components/HydrateWhenNear';
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
      {/* Below the hero a phone's first screen ends: the rest is hydrated as the reader nears it. */}
      <HydrateWhenNear>
        <Marquee />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <AboutBlock />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <DepartmentsSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <WhyChoose />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <DoctorsSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <TestimonialCarousel />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <LatestArticles />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <AppointmentBand shell={shell} />
      </HydrateWhenNear>
    </>
  );
}
