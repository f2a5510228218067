// This remote's text in every language (docs/i18n-conventions.md). Text is kept by area (the booking form,
// managing an appointment: `<area>/catalog.ts`), each area's English bundled with its pages' code; Telugu and
// Hindi are fetched when a page in that language needs them, every area's in one chunk per language. The
// staff desk is for the hospital's staff and stays in English.
import { createCatalog } from '@hospital/i18n';
import { loadBookingMessages } from '@hospital/booking-contract';
import { remoteLanguageLoader, type Language } from '@hospital/hospital-data';
import english from './en.json';

export const catalog = createCatalog<keyof typeof english>('booking', english, {
  te: () => [
    import(/* webpackChunkName: "i18n-te" */ './te.json'),
    import(/* webpackChunkName: "i18n-te" */ './form/te.json'),
    import(/* webpackChunkName: "i18n-te" */ './manage/te.json'),
    import(/* webpackChunkName: "i18n-te" */ './trouble/te.json'),
  ],
  hi: () => [
    import(/* webpackChunkName: "i18n-hi" */ './hi.json'),
    import(/* webpackChunkName: "i18n-hi" */ './form/hi.json'),
    import(/* webpackChunkName: "i18n-hi" */ './manage/hi.json'),
    import(/* webpackChunkName: "i18n-hi" */ './trouble/hi.json'),
  ],
});

export const { t, useT, translateData, useTranslatedData } = catalog;

const loadOwnAndContract = remoteLanguageLoader(catalog);

/** The remote definition's `loadLanguage`: its text, the contract's words and the booking messages (form errors). */
export const loadLanguage = (language: Language): Promise<void> =>
  Promise.all([loadOwnAndContract(language), loadBookingMessages(language)]).then(() => undefined);
