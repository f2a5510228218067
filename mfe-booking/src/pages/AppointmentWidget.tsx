import { AppointmentForm } from '../features/appointment/components/AppointmentForm';
import { loadBookingConfig } from '../features/appointment/hooks/useBookingConfig';
import { useT } from '../i18n/form/catalog';

// As the widget's code arrives (when the band nears the screen), before the form shows.
void loadBookingConfig();

/** The form alone, for the home page's call-to-action band (the band owns its heading and frame). */
export default function AppointmentWidget() {
  const t = useT();
  return (
    <div data-booking-release={__RELEASE__}>
      <AppointmentForm label={t('form.labelVisit')} variant="plain" />
    </div>
  );
}
