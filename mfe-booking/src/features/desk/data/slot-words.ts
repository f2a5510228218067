// An audit row's slot ('2026-11-29 07:15 dr-srinivas-reddy') as a receptionist reads it.
import { findDoctorIdentity } from '@hospital/hospital-data';

const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '7:15 am' from '07:15'. */
export function clockWords(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const half = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${half}`;
}

/** 'Dr. Srinivas Reddy, Sun 29 Nov 7:15 am'; text in another form is shown as it is. */
export function slotWords(slot: string | null): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(?: (\S+))?$/.exec(slot ?? '');
  if (!match) return slot ?? '?';
  const [, date = '', time = '', doctor] = match;
  const parts = Object.fromEntries(DAY.formatToParts(new Date(`${date}T00:00:00Z`)).map((p) => [p.type, p.value]));
  const when = `${parts.weekday} ${parts.day} ${parts.month} ${clockWords(time)}`;
  return doctor ? `${findDoctorIdentity(doctor)?.name ?? doctor}, ${when}` : when;
}
