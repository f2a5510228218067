import { isIsoDate, type SlotsAnswer } from '@hospital/booking-contract';
import { fetchSlots } from '../api/slots.resource';
import { useFreeAnswer, type FreeAnswer } from './useFreeAnswer';

export type FreeSlots = FreeAnswer<SlotsAnswer>;

/** The free times of the chosen department (and doctor) on the chosen date; idle until both are chosen. */
export function useFreeSlots(service: string, date: string, doctor: string) {
  const ready = Boolean(service) && isIsoDate(date);
  return useFreeAnswer(ready ? `${service}|${date}|${doctor}` : null, (signal) =>
    fetchSlots({ service, date, ...(doctor ? { doctor } : {}) }, signal),
  );
}
