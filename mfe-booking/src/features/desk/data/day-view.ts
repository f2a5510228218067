import { type DeskAppointmentRow } from '@hospital/booking-contract';
import { findDoctorIdentity } from '@hospital/hospital-data';

export type Grouping = 'doctor' | 'department';

export const doctorName = (slug: string) => findDoctorIdentity(slug)?.name ?? slug;

/** The appointments in groups (by doctor's name or department), each in time order. */
export function groupAppointments(
  appointments: readonly DeskAppointmentRow[],
  grouping: Grouping,
): Array<{ key: string; title: string; items: DeskAppointmentRow[] }> {
  const groups = new Map<string, { key: string; title: string; items: DeskAppointmentRow[] }>();
  for (const a of appointments) {
    const key = grouping === 'doctor' ? a.doctor : a.service;
    const title = grouping === 'doctor' ? doctorName(a.doctor) : a.service;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, title, items: [] }));
    group.items.push(a);
  }
  return [...groups.values()]
    .sort((x, y) => x.title.localeCompare(y.title))
    .map((g) => ({ ...g, items: [...g.items].sort((x, y) => x.time.localeCompare(y.time)) }));
}
