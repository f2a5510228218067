import { STATUS_LABELS } from '@hospital/booking-contract';

/** How the desk names each status: the contract's words (the manage issue's statuses). */
export const statusLabel = (status: string) => (STATUS_LABELS as Record<string, string>)[status] ?? status;

export { STATUS_LABELS };
