/** How the desk names each status (the API's values are the manage issue's). */
export const STATUS_LABELS: Record<string, string> = {
  active: 'Booked',
  booked: 'Booked',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;
