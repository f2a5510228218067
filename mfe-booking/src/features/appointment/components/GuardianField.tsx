import { Field } from '@hospital/forms';
import { BOOKING_LIMITS, bookingMessage } from '@hospital/booking-contract';
import { usePageLanguage, type Language } from '@hospital/hospital-data';
import type { AppointmentField } from '../data/form-defaults';

// Its words come with it: the field loads only once an age under 18 is typed, and so its hint does.
const HINT: Record<Language, string> = {
  en: 'The patient is under 18: our e-mails and messages will be addressed to this person.',
  te: 'రోగి వయస్సు 18 లోపు: మా ఈమెయిల్‌లు, సందేశాలు ఈ వ్యక్తి పేరు మీదే వస్తాయి.',
  hi: 'मरीज़ की उम्र 18 से कम है: हमारे ई-मेल और संदेश इन्हीं के नाम भेजे जाएँगे।',
};

export interface GuardianFieldProps {
  idOf: (name: AppointmentField) => string;
  control: (name: AppointmentField, describedBy: string | undefined) => Record<string, unknown>;
  error: string | undefined;
}

/** A minor's parent or guardian, whom the messages greet (docs/product-rules.md#booking-form). */
export default function GuardianField({ idOf, control, error }: GuardianFieldProps) {
  const language = usePageLanguage();
  return (
    <Field
      id={idOf('guardianName')}
      label={bookingMessage(language, 'label.guardianName')}
      required
      hint={HINT[language]}
      error={error}
      wide
    >
      {(d) => (
        <input
          {...control('guardianName', d)}
          type="text"
          autoComplete="name"
          maxLength={BOOKING_LIMITS.guardianName}
          aria-required="true"
        />
      )}
    </Field>
  );
}
