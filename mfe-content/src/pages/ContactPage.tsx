import { Link } from '@hospital/router';
import { hospitalJsonLd, JsonLd, PageMeta, site, telUrl } from '@hospital/hospital-data';
import { MANAGE_PAGE_PATH } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { SectionHeading } from '../components/SectionHeading';
import { ContactInfoCards } from '../features/contact/components/ContactInfoCards';
import { ContactForm } from '../features/contact/components/ContactForm';
import { ContactMap } from '../features/contact/components/ContactMap';
import { useVisitFacts } from '../features/contact/data/place';
import { useT } from '../i18n/visit/catalog';
import section from '../components/Section.module.css';
import styles from '../features/contact/components/ContactPage.module.css';

export default function ContactPage() {
  const t = useT();
  const { hours, locality, city } = useVisitFacts();
  return (
    <>
      <PageMeta
        title={t('contact.title')}
        description={t('contact.meta.description', {
          name: site.name,
          street: site.address.street,
          locality,
          city,
          phone: site.phoneDisplay,
          email: site.email,
        })}
        path="/contact"
      />
      <JsonLd data={hospitalJsonLd()} />
      <PageBanner title={t('contact.title')} crumb={t('contact.crumb')}>
        {t('contact.lead')}
      </PageBanner>
      <section className={section.section} aria-label={t('contact.reach.label')}>
        <div className="container">
          <ContactInfoCards />
        </div>
      </section>
      <section className={section.tinted} aria-labelledby="contact-form-heading">
        <div className={`container ${styles.formLayout}`}>
          <div>
            <SectionHeading
              id="contact-form-heading"
              align="start"
              kicker={t('contact.write.kicker')}
              title={t('contact.write.title')}
              intro={t('contact.write.intro')}
            />
            <p className={styles.urgent}>
              <strong>{t('contact.urgent.strong')}</strong> <a href={telUrl()}>{site.emergencyDisplay}</a>
              {t('contact.urgent.after', { hours: hours.emergency })}
            </p>
            <p>
              {t('contact.booked.text')} <Link to={MANAGE_PAGE_PATH}>{t('contact.booked.link')}</Link>
            </p>
          </div>
          <ContactForm />
        </div>
      </section>
      <section className={section.section} aria-labelledby="contact-map-heading">
        <div className="container">
          <h2 id="contact-map-heading" className={styles.mapHeading}>
            {t('contact.mapHeading', { locality })}
          </h2>
          <ContactMap />
        </div>
      </section>
    </>
  );
}
