import { readFileSync } from 'node:fs';
import path from 'node:path';
import { violations } from '../support/axe';
import { expect, test, type Locator, type Page } from '../support/test';

// A page in Telugu or Hindi loads its script's font cut to the site's own letters (shell/scripts/site-fonts/);
// the whole font comes only for a letter the cut lacks, as in a name a patient types.

const SCRIPTS = {
  te: {
    cut: /noto-sans-telugu-site\.[0-9a-f]+\.woff2$/,
    whole: /noto-sans-telugu-telugu-wght-normal\.[0-9a-f]+\.woff2$/,
    family: 'Noto Sans Telugu Full',
    nameLabel: 'పూర్తి పేరు',
    names: ['ఋత్విక్ రెడ్డి', 'ఝాన్సీ లక్ష్మి'],
  },
  hi: {
    cut: /noto-sans-devanagari-site\.[0-9a-f]+\.woff2$/,
    whole: /noto-sans-devanagari-devanagari-wght-normal\.[0-9a-f]+\.woff2$/,
    family: 'Noto Sans Devanagari Full',
    nameLabel: 'पूरा नाम',
    names: ['ऋतिक शर्मा', 'ॐ प्रकाश'],
  },
};

/** The letters the build cut each font to (written by the shell's build this run). */
const cutLetters = (language: 'te' | 'hi') =>
  new Set(
    (JSON.parse(readFileSync(path.join(__dirname, `../../shell/src/styles/site-fonts/${language}.json`), 'utf8')) as { letters: number[] })
      .letters,
  );

/** The font files the page has asked for so far. */
function fontRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) asked.push(request.url());
  });
  return asked;
}

/** How wide a text is drawn in the field's own font, in the whole font alone, and in the cut alone. */
const drawnWidths = (field: Locator, text: string, whole: string, cut: string) =>
  field.evaluate(
    async (input, { text, whole, cut }) => {
      const style = getComputedStyle(input);
      const width = (family: string) => {
        const span = document.createElement('span');
        span.textContent = text;
        span.style.font = `${style.fontWeight} ${style.fontSize} ${family}`;
        span.style.whiteSpace = 'pre';
        document.body.append(span);
        const measured = span.getBoundingClientRect().width;
        span.remove();
        return measured;
      };
      await document.fonts.ready;
      return { page: width(style.fontFamily), whole: width(`"${whole}"`), cutOnly: width(`"${cut}"`) };
    },
    { text, whole, cut },
  );

for (const [language, script] of Object.entries(SCRIPTS) as Array<[keyof typeof SCRIPTS, (typeof SCRIPTS)[keyof typeof SCRIPTS]]>) {
  test(`a page in ${language} loads the font cut to the site's letters; a typed name with a letter beyond it gets the whole font`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const asked = fontRequests(page);
    await page.goto(language === 'te' ? '/te' : '/hi');
    await expect.poll(() => asked.some((url) => script.cut.test(url))).toBe(true);
    expect(await violations(page)).toEqual([]);

    await page.goto(`/${language}/appoinment`);
    const field = page.getByLabel(new RegExp(`^${script.nameLabel}`));
    await expect(field).toBeVisible({ timeout: 45_000 });
    await page.waitForLoadState('networkidle');
    expect(asked.some((url) => script.cut.test(url))).toBe(true);
    // Nothing on either page needed the whole font.
    expect(asked.filter((url) => script.whole.test(url))).toEqual([]);

    const cut = cutLetters(language);
    const name = script.names.find((candidate) => [...candidate].some((letter) => !cut.has(letter.codePointAt(0) ?? 0)));
    expect(name, 'a name with a letter the cut lacks').toBeDefined();
    await field.pressSequentially(name ?? '');
    await expect(field).toHaveValue(name ?? '');
    await expect.poll(() => asked.some((url) => script.whole.test(url))).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(
          (family) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded'),
          script.family,
        ),
      )
      .toBe(true);
    // Drawn as the whole font draws it (its conjuncts and matras shaped, no empty box), unlike the cut alone.
    const family = language === 'te' ? 'Noto Sans Telugu Variable' : 'Noto Sans Devanagari Variable';
    // The word with that letter: a space is Inter's on the page, the whole font's alone.
    const word = (name ?? '').split(' ').find((part) => [...part].some((letter) => !cut.has(letter.codePointAt(0) ?? 0))) ?? '';
    const widths = await drawnWidths(field, word, script.family, family);
    expect(Math.abs(widths.page - widths.whole)).toBeLessThan(0.5);
    expect(Math.abs(widths.cutOnly - widths.whole)).toBeGreaterThan(0.5);
    expect(await violations(page)).toEqual([]);
  });
}
