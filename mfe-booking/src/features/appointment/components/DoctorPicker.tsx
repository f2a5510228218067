import { Field } from '@hospital/forms';
import { doctorsOf } from '@hospital/hospital-data';
import { useT } from '../../../i18n/form/catalog';

interface DoctorPickerProps {
  id: string;
  service: string;
  /** Props for the select (value, change, blur, ref, styling), given the ids that describe it. */
  control: (describedBy: string | undefined) => object;
  error?: string | undefined;
}

/** 'Any available doctor', then the chosen department's doctors (their names as they are: translate="no"). */
export function DoctorPicker({ id, service, control, error }: DoctorPickerProps) {
  const t = useT();
  const doctors = service ? doctorsOf(service) : [];
  return (
    <Field
      id={id}
      label={t('form.doctor.label')}
      markOptional={t('form.optional')}
      hint={service ? t('form.doctor.hint') : t('form.doctor.hintNoService')}
      error={error}
    >
      {(describedBy) => (
        <select {...control(describedBy)}>
          <option value="">{t('form.doctor.any')}</option>
          {doctors.map((doctor) => (
            <option key={doctor.slug} value={doctor.slug} translate="no">
              {doctor.name}
              {doctor.visiting ? t('form.doctor.visiting') : ''}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
