import { Link, useParams } from '@hospital/router';
import { JsonLd, PageMeta, appointmentLink, physicianJsonLd, type RemotePageProps } from '@hospital/shared-types';
import { PageBanner } from '../components/PageBanner';
import { DoctorProfile } from '../features/doctors/components/DoctorProfile';
import { findDoctor } from '../data/doctors/doctors';
import { useTranslatedData } from '../i18n/catalog';
import section from '../components/Section.module.css';

export default function TeamSinglePage({ shell }: RemotePageProps) {
  const { slug } = useParams();
  // The profile in the page's language (the name, slug and portrait stay as they are).
  const doctor = useTranslatedData(`doctors.${slug ?? ''}`, findDoctor(slug));
  const path = `/team-single/${slug ?? ''}`;

  if (!doctor) {
    return (
      <>
        <PageMeta title="Team member not found" description="We could not find this doctor on our team." path={path} />
        <PageBanner title="Team member not found" trail={[{ label: 'Doctors', to: '/team' }]} />
        <section className={`container ${section.section}`}>
          <p>The doctor you are looking for is not on our team list, or the link may be out of date.</p>
          <Link to="/team" className="btn btn-primary">
            Back to our doctors
          </Link>
        </section>
      </>
    );
  }

  return (
    <>
      <PageMeta
        title={`${doctor.name}, ${doctor.position}`}
        description={`${doctor.name} (${doctor.qualification}), ${doctor.experience} of experience in ${doctor.specialization.toLowerCase()}.`}
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
      <PageBanner title={doctor.name} trail={[{ label: 'Doctors', to: '/team' }]}>
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
                    <Link to={appointmentLink({ doctor: doctor.slug })}>See {doctor.name}’s free times on the appointment page</Link>
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
