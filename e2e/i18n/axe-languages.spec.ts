import { inLanguage, type Language } from '@hospital/hospital-data';
import { expect, test } from '../support/test';
import { exampleUrl } from '../support/routes';
import { expectFramedPage } from '../support/site';
import { WIDTHS, violations } from '../support/axe';

/** One page of each kind, every remote's and the 404: the languages share their markup with English. */
const PAGES = [
  '/',
  '/about',
  '/appoinment',
  '/team-single/:slug',
  '/package-single/:id',
  '/blog-single/:slug',
  '/shop',
  '/cart',
  '/contact',
  '/no-such-page',
];
const LANGUAGES: Language[] = ['te', 'hi'];

test.describe('WCAG 2.2 AA (axe) in Telugu and Hindi', () => {
  for (const language of LANGUAGES) {
    for (const path of PAGES) {
      const address = inLanguage(exampleUrl(path), language);
      test(`${address} has no violations`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.setViewportSize(WIDTHS[0] as { width: number; height: number });
        await page.goto(address);
        await expectFramedPage(page);
        for (const { name, width, height } of WIDTHS) {
          await page.setViewportSize({ width, height });
          expect(await violations(page), `${name} width`).toEqual([]);
        }
      });
    }
  }
});
