// The day grid's words in English, Telugu and Hindi: an admin or receptionist may read the grid in the
// language they are at home in. Times stay as 24-hour HH:MM in every language, as the desk writes them.
import { DEPARTMENTS, LOCALES, type Language } from '@hospital/hospital-data';

export interface GridWords {
  title: string;
  date: string;
  department: string;
  everyDepartment: string;
  language: string;
  print: string;
  time: string;
  reading: string;
  nobody: string;
  free: string;
  seatsFree: (seats: number) => string;
  onLeave: string;
  holiday: string;
  noClinic: string;
  within: (slot: string) => string;
  token: (token: number) => string;
  planLeave: string;
  planLeaveFor: (doctor: string) => string;
  summary: (free: number, booked: number) => string;
  status: Readonly<Record<string, string>>;
  /** Short department names, by the English name. */
  departments: Readonly<Record<string, string>>;
}

const shortNames = (names: readonly string[]) => Object.fromEntries(DEPARTMENTS.map((d, i) => [d.name, names[i] ?? d.short]));

const ENGLISH: GridWords = {
  title: 'The doctors’ day: who is free when',
  date: 'Date',
  department: 'Department',
  everyDepartment: 'Every department',
  language: 'Language',
  print: 'Print the grid',
  time: 'Time',
  reading: 'Reading the day…',
  nobody: 'No doctor here has a clinic on this day.',
  free: 'Free',
  seatsFree: (seats) => `${seats} seats free`,
  onLeave: 'On leave',
  holiday: 'Hospital holiday',
  noClinic: 'No clinic',
  within: (slot) => `Part of the ${slot} slot`,
  token: (token) => `Token ${token}`,
  planLeave: 'Plan leave',
  planLeaveFor: (doctor) => `Plan leave for ${doctor}`,
  summary: (free, booked) => `${free} free, ${booked} booked`,
  status: {
    booked: 'Booked',
    confirmed: 'Confirmed',
    checked_in: 'Checked in',
    completed: 'Completed',
    no_show: 'Did not attend',
    payment_pending: 'Awaiting payment',
  },
  departments: shortNames(DEPARTMENTS.map((d) => d.short)),
};

const TELUGU: GridWords = {
  title: 'డాక్టర్ల రోజు: ఎవరు ఎప్పుడు ఖాళీ',
  date: 'తేదీ',
  department: 'విభాగం',
  everyDepartment: 'అన్ని విభాగాలు',
  language: 'భాష',
  print: 'గ్రిడ్‌ను ప్రింట్ చేయండి',
  time: 'సమయం',
  reading: 'రోజు వివరాలు తెస్తున్నాం…',
  nobody: 'ఈ రోజు ఇక్కడ ఏ డాక్టర్‌కూ ఓపీ లేదు.',
  free: 'ఖాళీ',
  seatsFree: (seats) => `${seats} సీట్లు ఖాళీ`,
  onLeave: 'సెలవులో ఉన్నారు',
  holiday: 'ఆసుపత్రికి సెలవు',
  noClinic: 'ఓపీ లేదు',
  within: (slot) => `${slot} స్లాట్‌లో భాగం`,
  token: (token) => `టోకెన్ ${token}`,
  planLeave: 'సెలవు నమోదు',
  planLeaveFor: (doctor) => `${doctor} సెలవు నమోదు చేయండి`,
  summary: (free, booked) => `${free} ఖాళీ, ${booked} బుక్ అయ్యాయి`,
  status: {
    booked: 'బుక్ అయింది',
    confirmed: 'ఖరారైంది',
    checked_in: 'వచ్చారు',
    completed: 'చూపించుకున్నారు',
    no_show: 'రాలేదు',
    payment_pending: 'చెల్లింపు కోసం వేచి ఉంది',
  },
  departments: shortNames(['జనరల్ మెడిసిన్', 'మహిళలు & పిల్లల సంరక్షణ', 'ఆర్థోపెడిక్స్', 'కార్డియాలజీ', 'గ్యాస్ట్రోఎంటరాలజీ', 'ENT వైద్యం']),
};

const HINDI: GridWords = {
  title: 'डॉक्टरों का दिन: कौन कब खाली है',
  date: 'तारीख',
  department: 'विभाग',
  everyDepartment: 'सभी विभाग',
  language: 'भाषा',
  print: 'ग्रिड प्रिंट करें',
  time: 'समय',
  reading: 'दिन की जानकारी आ रही है…',
  nobody: 'इस दिन यहाँ किसी डॉक्टर की ओपीडी नहीं है।',
  free: 'खाली',
  seatsFree: (seats) => `${seats} जगहें खाली`,
  onLeave: 'छुट्टी पर',
  holiday: 'अस्पताल की छुट्टी',
  noClinic: 'ओपीडी नहीं',
  within: (slot) => `${slot} वाले स्लॉट का हिस्सा`,
  token: (token) => `टोकन ${token}`,
  planLeave: 'छुट्टी दर्ज करें',
  planLeaveFor: (doctor) => `${doctor} की छुट्टी दर्ज करें`,
  summary: (free, booked) => `${free} खाली, ${booked} बुक`,
  status: {
    booked: 'बुक है',
    confirmed: 'पक्का है',
    checked_in: 'आ गए हैं',
    completed: 'दिखा चुके',
    no_show: 'नहीं आए',
    payment_pending: 'भुगतान बाकी',
  },
  departments: shortNames(['जनरल मेडिसिन', 'महिला और शिशु देखभाल', 'ऑर्थोपेडिक्स', 'कार्डियोलॉजी', 'गैस्ट्रोएंटेरोलॉजी', 'ENT उपचार']),
};

export const GRID_WORDS: Readonly<Record<Language, GridWords>> = { en: ENGLISH, te: TELUGU, hi: HINDI };

/** A date (YYYY-MM-DD) as the grid's heading reads it, in the grid's language. */
export function gridDay(date: string, language: Language): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}
