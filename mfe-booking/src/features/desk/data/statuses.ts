import { STATUS_LABELS } from '@hospital/booking-contract';

/** How the desk names each status: the contract's words, so the desk and the patient's page agree. */
export const statusLabel = (status: string) => (STATUS_LABELS as Record<string, string>)[status] ?? status;

export { STATUS_LABELS };
