import { EMERGENCY_HELP_PATH, PageMeta, site } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { EmergencyNumbers } from '../features/emergency/components/EmergencyNumbers';
import { WayIn } from '../features/emergency/components/WayIn';
import { BeforeYouCome } from '../features/emergency/components/BeforeYouCome';
import section from '../components/Section.module.css';

/** Everything a patient's family needs in a hurry: whom to call, how to get in, what to bring. */
export default function EmergencyHelpPage() {
  return (
    <>
      <PageMeta
        title="Emergency help"
        description={`In an emergency call ${site.emergencyDisplay}: ${site.name}, ${site.address.locality}, is open ${site.openingHours.emergency}. Ambulance, the way in, what to bring.`}
        path={EMERGENCY_HELP_PATH}
      />
      <PageBanner title="Emergency help" crumb="Emergency help">
        Our emergency department is open {site.openingHours.emergency}. If someone is seriously ill or hurt, call first: we
        talk you through what to do while you come.
      </PageBanner>
      <section className={section.section} aria-label="Numbers to call">
        <div className="container">
          <EmergencyNumbers />
        </div>
      </section>
      <section className={section.tinted} aria-labelledby="way-in-heading">
        <div className="container">
          <WayIn />
        </div>
      </section>
      <section className={section.section} aria-label="Before you come">
        <div className="container">
          <BeforeYouCome />
        </div>
      </section>
    </>
  );
}
