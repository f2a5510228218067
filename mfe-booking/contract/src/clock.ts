// A clock time as people say it in each language. Intl alone writes '11:00 am' in Hindi and '8:00 AM' in Telugu;
// both languages say the part of the day first ('सुबह 11:00 बजे', 'ఉదయం 8:00'), so the part comes from Intl's
// day periods (CLDR's bands) and is put in front.

const formats = new Map<string, Intl.DateTimeFormat>();
const formatFor = (locale: string, timeZone: string): Intl.DateTimeFormat => {
  const key = `${locale} ${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    const spoken = !locale.startsWith('en');
    found = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      ...(spoken ? { dayPeriod: 'long' } : { hour12: true }),
    });
    formats.set(key, found);
  }
  return found;
};

/** `moment` on the clock in `timeZone` as `locale` says it: '9:30 am' (en-IN), 'सुबह 9:30 बजे' (hi-IN), 'ఉదయం 9:30' (te-IN). */
export function clockIn(locale: string, moment: Date, timeZone: string): string {
  const format = formatFor(locale, timeZone);
  if (locale.startsWith('en')) return format.format(moment);
  const parts = format.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const said = `${part('dayPeriod')} ${part('hour')}:${part('minute')}`.trim();
  return locale.startsWith('hi') ? `${said} बजे` : said;
}
