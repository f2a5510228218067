import { activateLanguage } from '@hospital/i18n';
import english from './i18n/en.json';
import { loadCommonLanguage } from './page-language';
import { SITE_TEXT_ENGLISH, siteText } from './site-text';

afterEach(() => activateLanguage('en', 'en-IN'));

it('the catalog’s English is the site’s own wording, word for word', () => {
  for (const [key, words] of Object.entries(SITE_TEXT_ENGLISH)) expect({ key, words: english[key as keyof typeof english] }).toEqual({ key, words });
});

it('gives the opening hours and the blurb in Telugu and Hindi once the page speaks them', async () => {
  expect(siteText('site.hours.outpatient')).toBe('Monday to Saturday, 8:00 am to 8:00 pm');
  await loadCommonLanguage('te');
  activateLanguage('te', 'te-IN');
  expect(siteText('site.hours.outpatient')).toBe('సోమవారం నుండి శనివారం వరకు, ఉదయం 8:00 నుండి రాత్రి 8:00 వరకు');
  await loadCommonLanguage('hi');
  activateLanguage('hi', 'hi-IN');
  expect(siteText('site.blurb')).toMatch(/^आश्रय हैदराबाद के कोम्पल्ली में/);
});
