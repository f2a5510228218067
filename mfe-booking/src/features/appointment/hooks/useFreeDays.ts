import type { FreeDaysAnswer } from '@hospital/booking-contract';
import { fetchFreeDays } from '../api/free-days.resource';
import { useFreeAnswer, type FreeAnswer } from './useFreeAnswer';

export type FreeDays = FreeAnswer<FreeDaysAnswer>;

/** The strip's days for the chosen department (and doctor); idle until a department is chosen. */
export const useFreeDays = (service: string, doctor: string) =>
  useFreeAnswer(service ? `${service}|${doctor}` : null, (signal) => fetchFreeDays({ service, ...(doctor ? { doctor } : {}) }, signal));
