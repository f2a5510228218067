import { DOCTORS } from '@hospital/hospital-data';

/** Every doctor as the options of a select, by name (the value is the slug). */
export function DoctorOptions() {
  return (
    <>
      {DOCTORS.map((d) => (
        <option key={d.slug} value={d.slug}>
          {d.name}
        </option>
      ))}
    </>
  );
}
