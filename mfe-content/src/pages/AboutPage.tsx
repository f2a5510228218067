import { PageMeta, site } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { AboutBlock } from '../features/home/components/AboutBlock';
import { OurPromise } from '../features/home/components/OurPromise';
import { DoctorsSection } from '../features/home/components/DoctorsSection';
import { TestimonialCarousel } from '../features/testimonials/components/TestimonialCarousel';

export default function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description={`${site.name} in ${site.address.locality}, ${site.address.city}: who we are, what we promise our patients and the facilities we offer.`}
        path="/about"
      />
      <PageBanner title="About Us" crumb="About" />
      <AboutBlock />
      <OurPromise />
      <DoctorsSection />
      <TestimonialCarousel />
    </>
  );
}
