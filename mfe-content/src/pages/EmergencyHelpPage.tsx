import { PageMeta, site } from '@hospital/hospital-data';
import { EMERGENCY_HELP_PATH } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { EmergencyNumbers } from '../features/emergency/components/EmergencyNumbers';
import { WayIn } from '../features/emergency/components/WayIn';
import { BeforeYouCome } from '../features/emergency/components/BeforeYouCome';
import { useVisitFacts } from '../features/contact/data/place';
import { useT } from '../i18n/visit/catalog';
import section from '../components/Section.module.css';

/** Everything a patient's family needs in a hurry: whom to call, how to get in, what to bring. */
export default function EmergencyHelpPage() {
  const t = useT();
  const { hours, locality } = useVisitFacts();
  return (
    <>
      <PageMeta
        title={t('emergency.title')}
        description={t('emergency.meta.description', {
          phone: site.emergencyDisplay,
          name: site.name,
          locality,
          hours: hours.emergency,
        })}
        path={EMERGENCY_HELP_PATH}
      />
      <PageBanner title={t('emergency.title')} crumb={t('emergency.title')}>
        {t('emergency.lead', { hours: hours.emergency })}
      </PageBanner>
      <section className={section.section} aria-label={t('emergency.numbers.label')}>
        <div className="container">
          <EmergencyNumbers />
        </div>
      </section>
      <section className={section.tinted} aria-labelledby="way-in-heading">
        <div className="container">
          <WayIn />
        </div>
      </section>
      <section className={section.section} aria-label={t('emergency.before.label')}>
        <div className="container">
          <BeforeYouCome />
        </div>
      </section>
    </>
  );
}
