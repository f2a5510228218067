import { Field } from '@hospital/forms';
import { doctorsOf } from '@hospital/shared-types';

interface DoctorPickerProps {
  id: string;
  service: string;
  /** Props for the select (value, change, blur, ref, styling), given the ids that describe it. */
  control: (describedBy: string | undefined) => object;
  error?: string | undefined;
}

/** 'Any available doctor', then the chosen department's doctors. */
export function DoctorPicker({ id, service, control, error }: DoctorPickerProps) {
  const doctors = service ? doctorsOf(service) : [];
  return (
    <Field id={id} label="Doctor" markOptional hint={service ? 'Any available doctor gives you the most free times' : 'Choose a service first'} error={error}>
      {(describedBy) => (
        <select {...control(describedBy)}>
          <option value="">Any available doctor</option>
          {doctors.map((doctor) => (
            <option key={doctor.slug} value={doctor.slug}>
              {doctor.name}
              {doctor.visiting ? ' (visiting consultant)' : ''}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
