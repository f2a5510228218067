import { hospitalJsonLd, JsonLd, PageMeta, site, telUrl } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { SectionHeading } from '../components/SectionHeading';
import { ContactInfoCards } from '../features/contact/components/ContactInfoCards';
import { ContactForm } from '../features/contact/components/ContactForm';
import { ContactMap } from '../features/contact/components/ContactMap';
import section from '../components/Section.module.css';
import styles from '../features/contact/components/ContactPage.module.css';

export default function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description={`Contact ${site.name}, ${site.address.street}, ${site.address.locality}, ${site.address.city}: call ${site.phoneDisplay}, e-mail ${site.email}, or send us a question.`}
        path="/contact"
      />
      <JsonLd data={hospitalJsonLd()} />
      <PageBanner title="Contact Us" crumb="Contact">
        Questions about a visit, a report or a bill? We are glad to help.
      </PageBanner>
      <section className={section.section} aria-label="How to reach us">
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
              kicker="Write to us"
              title="Have Any Question?"
              intro="Ask about our doctors, check-up packages, visiting hours or insurance. Choose the department your question is about and we will pass it to the right team."
            />
            <p className={styles.urgent}>
              <strong>In an emergency, do not write: call</strong> <a href={telUrl()}>{site.emergencyDisplay}</a> or come
              straight to our emergency department, open {site.openingHours.emergency}.
            </p>
          </div>
          <ContactForm />
        </div>
      </section>
      <section className={section.section} aria-labelledby="contact-map-heading">
        <div className="container">
          <h2 id="contact-map-heading" className={styles.mapHeading}>
            Find us in {site.address.locality}
          </h2>
          <ContactMap />
        </div>
      </section>
    </>
  );
}
