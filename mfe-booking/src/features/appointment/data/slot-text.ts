// How dates and times read on the form. The dates are calendar days and the times clock times at the
// hospital, so they are formatted as UTC: the visitor's own zone must not move them.
const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });

/** 'Tuesday, 1 December'. */
export const readableDay = (date: string): string => dayFormat.format(new Date(`${date}T00:00:00Z`));
/** '9:30 am'. */
export const readableClock = (time: string): string => timeFormat.format(new Date(`1970-01-01T${time}:00Z`));
