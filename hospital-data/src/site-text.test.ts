import { activateLanguage } from '@hospital/i18n';
import english from './i18n/en.json';
import { COMMON_ENGLISH } from './i18n/catalog';
import { loadCommonLanguage } from './page-language';
import { siteText } from './site-text';

afterEach(() => activateLanguage('en', 'en-IN'));

it('the contract’s English is its own data, word for word as en.json lists it for translators', () => {
  expect(COMMON_ENGLISH).toEqual(english);
});

it('gives the opening hours and the blurb in Telugu and Hindi once the page speaks them', async () => {
  expect(siteText('site.hours.outpatient')).toBe('Monday to Saturday, 8:00 am to 8:00 pm');
  await loadCommonLanguage('te');
  activateLanguage('te', 'te-IN');
  expect(siteText('site.hours.outpatient')).toBe('సోమవారం నుండి శనివారం వరకు, ఉదయం 8:00 నుండి రాత్రి 8:00 వరకు');
  await loadCommonLanguage('hi');
  activateLanguage('hi', 'hi-IN');
  expect(siteText('site.blurb')).toMatch(/^Ashraya हैदराबाद के कोम्पल्ली में/);
});
