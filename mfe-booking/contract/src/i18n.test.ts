import { languageOfRequest } from '@hospital/hospital-data';
import english from './i18n/en.json';
import {
  BOOKING_MESSAGES,
  MANAGE_MESSAGES,
  bookingDateIn,
  bookingMessage,
  bookingMessagesReady,
  bookingTimeIn,
  createAppointmentSchema,
  loadAllBookingMessages,
  type BookingMessageName,
} from './index';
import type * as BookingI18n from './i18n';

beforeAll(() => loadAllBookingMessages());

it('writes every English booking and manage message exactly as the contract does', () => {
  for (const [name, message] of Object.entries(BOOKING_MESSAGES)) expect(bookingMessage('en', name as BookingMessageName)).toBe(message);
  for (const [name, message] of Object.entries(MANAGE_MESSAGES))
    expect(bookingMessage('en', `manage.${name}` as BookingMessageName)).toBe(message);
  expect(Object.keys(english).every((key) => key.startsWith('booking.msg.'))).toBe(true);
});

it('gives a message in Telugu and Hindi, placeholders filled, English for any other language', () => {
  expect(bookingMessagesReady('te') && bookingMessagesReady('hi')).toBe(true);
  expect(bookingMessage('te', 'phone')).toBe('దయచేసి 10 అంకెల ఫోన్ నంబర్‌ను నమోదు చేయండి');
  expect(bookingMessage('hi', 'phone')).toBe('कृपया 10 अंकों का फ़ोन नंबर दर्ज करें');
  expect(bookingMessage('fr', 'phone')).toBe(BOOKING_MESSAGES.phone);
  expect(bookingMessage('hi', 'slotTaken', { time: '9:30 am', date: 'बुधवार, 2 दिसंबर 2026' })).toBe(
    'क्षमा करें, बुधवार, 2 दिसंबर 2026 को 9:30 am का समय अभी-अभी किसी दूसरे मरीज़ ने बुक कर लिया। कृपया पास के खाली समयों में से कोई एक चुनें।',
  );
  expect(bookingMessage('en', 'tooLong', { label: 'Full name', max: 100 })).toBe('Full name must be at most 100 characters');
});

it('fills a message compiled at build time (the browser) as well as ICU text (Node)', async () => {
  jest.resetModules();
  jest.doMock('./i18n/te.json', () => ({ 'booking.msg.ageMax': ['వయస్సు గరిష్ఠంగా ', ['max'], ' ఉండాలి'] }));
  const fresh = (await import('./i18n')) as typeof BookingI18n;
  await fresh.loadBookingMessages('te');
  expect(fresh.bookingMessage('te', 'ageMax', { max: 120 })).toBe('వయస్సు గరిష్ఠంగా 120 ఉండాలి');
  // A key the language lacks falls back to English.
  expect(fresh.bookingMessage('te', 'phone')).toBe(BOOKING_MESSAGES.phone);
  jest.dontMock('./i18n/te.json');
});

it('reads the language a request asks for: its first supported tag, else English', () => {
  expect(languageOfRequest('te')).toBe('te');
  expect(languageOfRequest('te-IN,te;q=0.9,en;q=0.8')).toBe('te');
  expect(languageOfRequest('fr-FR, hi;q=0.5')).toBe('hi');
  expect(languageOfRequest('en-IN, te;q=0.9')).toBe('en');
  expect(languageOfRequest('en;q=0.1, hi')).toBe('hi');
  expect(languageOfRequest('fr, de')).toBe('en');
  expect(languageOfRequest(undefined)).toBe('en');
  expect(languageOfRequest('')).toBe('en');
});

it('writes dates and times with Intl in Telugu and Hindi, in Indian time', () => {
  expect(bookingDateIn('hi', '2026-12-02')).toBe('बुधवार, 2 दिसंबर 2026');
  expect(bookingDateIn('te', '2026-12-02')).toContain('డిసెంబర్');
});

it('says a time as Hindi and Telugu say it: the part of the day first, no English am or pm', () => {
  expect(bookingTimeIn('hi', '11:00')).toBe('सुबह 11:00 बजे');
  expect(bookingTimeIn('hi', '14:30')).toBe('दोपहर 2:30 बजे');
  expect(bookingTimeIn('hi', '19:15')).toBe('शाम 7:15 बजे');
  expect(bookingTimeIn('te', '08:00')).toBe('ఉదయం 8:00');
  expect(bookingTimeIn('te', '14:00')).toBe('మధ్యాహ్నం 2:00');
  expect(bookingTimeIn('en', '09:30')).toBe('9:30 am');
});

it('validates in the language it is asked for; English stays as it was', () => {
  const schema = createAppointmentSchema({ today: () => '2026-12-01' });
  const issues = (language?: string) => {
    const result = schema.safeParse({ fullName: ' ', age: 1.5 }, language);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  expect(issues()).toEqual(expect.arrayContaining([BOOKING_MESSAGES.fullName, 'Age must be a whole number', BOOKING_MESSAGES.phone]));
  expect(issues('te')).toEqual(expect.arrayContaining(['దయచేసి మీ పూర్తి పేరును నమోదు చేయండి', 'వయస్సు పూర్ణ సంఖ్యగా ఉండాలి']));
  const hindi = createAppointmentSchema({ today: () => '2026-12-01', language: 'hi' }).safeParse({});
  expect(hindi.success ? [] : hindi.error.issues.map((issue) => issue.message)).toContain('कृपया 10 अंकों का फ़ोन नंबर दर्ज करें');
});
