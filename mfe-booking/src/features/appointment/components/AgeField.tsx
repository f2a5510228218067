import { Suspense, lazy } from 'react';
import { Field } from '@hospital/forms';
import { BOOKING_LIMITS } from '@hospital/booking-contract';
import { useT } from '../../../i18n/form/catalog';
import { asksGuardian, asksMonths, type AppointmentField } from '../data/form-defaults';

// Its code loads when an age under 18 is first typed, not with the page.
const GuardianField = lazy(() => import('./GuardianField'));

interface AgeFieldProps {
  /** The control's id for a field name (the form's own ids). */
  idOf: (name: AppointmentField) => string;
  /** The form's props for a control: value, change, blur, ref, id, class, aria. */
  control: (name: AppointmentField, describedBy: string | undefined) => Record<string, unknown>;
  age: string;
  errors: Partial<Record<AppointmentField, string>>;
}

/**
 * The patient's age in years; 0 years opens the months of a baby under one year, and under 18 the parent's or guardian's
 * name (docs/product-rules.md#booking-form), each a field of its own so a screen reader announces it, labelled and hinted like every other.
 */
export function AgeField({ idOf, control, age, errors }: AgeFieldProps) {
  const t = useT();
  return (
    <>
      <Field id={idOf('age')} label={t('form.age.label')} required hint={t('form.age.hint')} error={errors.age}>
        {(d) => (
          <input
            {...control('age', d)}
            type="number"
            inputMode="numeric"
            min={0}
            max={BOOKING_LIMITS.ageMax}
            step={1}
            aria-required="true"
          />
        )}
      </Field>
      {asksMonths(age) && (
        <Field id={idOf('ageMonths')} label={t('form.ageMonths.label')} required hint={t('form.ageMonths.hint')} error={errors.ageMonths}>
          {(d) => (
            <input
              {...control('ageMonths', d)}
              type="number"
              inputMode="numeric"
              min={0}
              max={BOOKING_LIMITS.ageMonthsMax}
              step={1}
              aria-required="true"
            />
          )}
        </Field>
      )}
      {asksGuardian(age) && (
        <Suspense fallback={null}>
          <GuardianField idOf={idOf} control={control} error={errors.guardianName} />
        </Suspense>
      )}
    </>
  );
}
