import { useEffect } from 'react';
import { doctorsOf } from '@hospital/hospital-data';
import type { AppointmentField, AppointmentValues } from '../data/form-defaults';
import type { FreeSlots } from './useFreeSlots';

/**
 * Keeps the doctor and time choices true to what can be booked: a doctor of another department goes
 * back to 'Any available doctor', and a time the day's free times no longer list is cleared.
 */
export function useSlotUpkeep(values: AppointmentValues, free: FreeSlots, setValue: (field: AppointmentField, value: string) => void) {
  const { service, doctor, preferredDate, preferredTime } = values;
  useEffect(() => {
    if (doctor && !doctorsOf(service).some((d) => d.slug === doctor)) setValue('doctor', '');
  }, [service, doctor, setValue]);

  // Only an answer about the day now chosen can rule a time out (the next one may still be on its way).
  const current =
    free.status === 'ready' &&
    free.answer.date === preferredDate &&
    free.answer.service === service &&
    (free.answer.doctor ?? '') === doctor;
  const listed = current ? free.answer.slots : null;
  useEffect(() => {
    if (listed && preferredTime && !listed.some((slot) => slot.time === preferredTime)) setValue('preferredTime', '');
  }, [listed, preferredTime, setValue]);
}
