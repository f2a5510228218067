import { site } from '@hospital/hospital-data';
import type { Translate } from '@hospital/i18n';
import type { t as formText } from '../../../i18n/form/catalog';
import type { CalendarWords } from './ics';

type FormKey = Parameters<typeof formText>[0];

export interface CalendarSubject {
  appointmentId: string;
  /** The department as the page names it, in the patient's language. */
  service: string;
  /** The doctor as running text names them (the language's script), when known. */
  doctor?: string | undefined;
  /** The fee and how it stands, in the patient's language. */
  feeLine?: string | null | undefined;
}

/** The Add to calendar file's words in the page's language, as the e-mails' files have theirs. */
export function calendarWords(t: Translate<FormKey>, { appointmentId, service, doctor, feeLine }: CalendarSubject): CalendarWords {
  const what = { service, hospital: site.shortName, ...(doctor ? { doctor } : {}) };
  return {
    summary: t(doctor ? 'success.ics.summaryDoctor' : 'success.ics.summary', what),
    description: feeLine
      ? t('success.ics.descriptionFee', { reference: appointmentId, fee: feeLine, phone: site.phoneDisplay })
      : t('success.ics.description', { reference: appointmentId, phone: site.phoneDisplay }),
    alarm: t(doctor ? 'success.ics.alarmDoctor' : 'success.ics.alarm', what),
  };
}
