import { PageMeta } from '@hospital/shared-types';

export default function AppointmentPage() {
  return (
    <section className="container" style={{ padding: '48px 16px' }} data-booking-release={__RELEASE__}>
      <PageMeta
        title="Appointment"
        description="Book an appointment with a specialist at Ashraya Multispeciality Hospital."
        path="/appoinment"
      />
      <h1>Appointment</h1>
    </section>
  );
}
