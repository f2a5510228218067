import { Link, useParams } from '@hospital/router';
import { JsonLd, PageMeta, doctorNameIn, physicianJsonLd, usePageLanguage } from '@hospital/hospital-data';
import { NOT_FOUND_ATTRIBUTE, type RemotePageProps, appointmentLink } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { DoctorProfile, WithName } from '../features/doctors/components/DoctorProfile';
import { findDoctor } from '../data/doctors/doctors';
import { useTranslatedData } from '../i18n/catalog';
import { useT } from '../i18n/visit/catalog';
import section from '../components/Section.module.css';

export default function TeamSinglePage({ shell }: RemotePageProps) {
  const { slug } = useParams();
  const t = useT();
  const language = usePageLanguage();
  // The profile in the page's language (the name, slug and portrait stay as they are).
  const doctor = useTranslatedData(`doctors.${slug ?? ''}`, findDoctor(slug));
  const path = `/team-single/${slug ?? ''}`;

  if (!doctor) {
    return (
      <>
        <PageMeta title={t('team.notFound.title')} description={t('team.notFound.description')} path={path} noindex />
        <PageBanner title={t('team.notFound.title')} trail={[{ label: t('team.crumb'), to: '/team' }]} />
        <section className={`container ${section.section}`} {...{ [NOT_FOUND_ATTRIBUTE]: '' }}>
          <p>{t('team.notFound.text')}</p>
          <Link to="/team" className="btn btn-primary">
            {t('team.notFound.back')}
          </Link>
        </section>
      </>
    );
  }

  // Telugu and Hindi head the page with the name in their script, the Latin name under it for the record.
  const name = doctorNameIn(language, doctor.slug, doctor.name);
  return (
    <>
      <PageMeta
        title={`${doctor.name}, ${doctor.position}`}
        description={t('team.meta.doctorDescription', {
          name: doctor.name,
          qualification: doctor.qualification,
          experience: doctor.experience,
          // Lower case reads as a phrase in English; other scripts have no case (and keep ENT, ECG as they are).
          specialization: language === 'en' ? doctor.specialization.toLowerCase() : doctor.specialization,
        })}
        path={path}
      />
      <JsonLd
        data={physicianJsonLd({
          name: doctor.name,
          slug: doctor.slug,
          jobTitle: doctor.position,
          qualification: doctor.qualification,
          specialty: doctor.specialization,
          description: doctor.about,
        })}
      />
      <PageBanner title={name} latinName={doctor.name} trail={[{ label: t('team.crumb'), to: '/team' }]} titleIsName>
        {doctor.position}
      </PageBanner>
      <section className={section.section}>
        <div className="container">
          <DoctorProfile
            doctor={doctor}
            availability={
              <shell.Slot
                name="booking.doctor-availability"
                props={{ doctorSlug: doctor.slug }}
                fallback={
                  <p>
                    <Link to={appointmentLink({ doctor: doctor.slug })}>
                      <WithName name={name} text={(value) => t('team.availabilityFallback', { name: value })} />
                    </Link>
                  </p>
                }
              />
            }
          />
        </div>
      </section>
    </>
  );
}
