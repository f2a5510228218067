import { AppointmentForm } from '../features/appointment/components/AppointmentForm';

/** The form alone, for the home page's call-to-action band (the band owns its heading and frame). */
export default function AppointmentWidget() {
  return (
    <div data-booking-release={__RELEASE__}>
      <AppointmentForm label="Book an online consultation" variant="plain" />
    </div>
  );
}
