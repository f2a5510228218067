import { isIsoDate } from '@hospital/booking-contract';
import { DEPARTMENTS, findDoctorIdentity, findHealthPackage, type HealthPackageIdentity } from '@hospital/hospital-data';

export interface BookingPreselection {
  initial: { service?: string; doctor?: string; preferredDate?: string; preferredTime?: string };
  healthPackage?: HealthPackageIdentity;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * What a link to /appoinment chose ahead: ?doctor=<slug> (and so the doctor's department), ?service=<name>
 * (or its short name), ?package=<id> (and its department), ?date= and ?time=. Anything unknown is ignored.
 */
export function preselection(search: string): BookingPreselection {
  const query = new URLSearchParams(search);
  const initial: BookingPreselection['initial'] = {};
  const wanted = query.get('service')?.trim().toLowerCase();
  const department = wanted ? DEPARTMENTS.find((d) => d.name.toLowerCase() === wanted || d.short.toLowerCase() === wanted) : undefined;
  const healthPackage = findHealthPackage(query.get('package'));
  const doctor = findDoctorIdentity(query.get('doctor'));

  if (department) initial.service = department.name;
  else if (healthPackage) initial.service = healthPackage.service;
  if (doctor) {
    const fits = !initial.service || (doctor.departments as readonly string[]).includes(initial.service);
    if (fits) {
      initial.service ??= doctor.departments[0];
      initial.doctor = doctor.slug;
    }
  }
  const date = query.get('date');
  if (date && isIsoDate(date)) initial.preferredDate = date;
  const time = query.get('time');
  if (time && TIME.test(time) && initial.preferredDate) initial.preferredTime = time;
  return { initial, ...(healthPackage ? { healthPackage } : {}) };
}
