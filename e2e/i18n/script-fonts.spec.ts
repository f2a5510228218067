import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { violations } from '../support/axe';
import { networkQuiet } from '../support/network';
import { expect, test, type Locator, type Page } from '../support/test';

// A page in Telugu or Hindi loads its script's font cut to the glyphs of the site's own text
// (shell/scripts/site-fonts/); what a patient types is drawn by the whole font, fetched only then.

const SCRIPTS = {
  te: {
    cut: /noto-sans-telugu-site\.[0-9a-f]+\.woff2$/,
    whole: /noto-sans-telugu-telugu-wght-normal\.[0-9a-f]+\.woff2$/,
    family: 'Noto Sans Telugu Full',
    fontFile: 'noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2',
    virama: '0C4D',
    consonants: '0C15-0C39',
    nameLabel: 'పూర్తి పేరు',
    names: ['ఋత్విక్ రెడ్డి', 'ఝాన్సీ లక్ష్మి'],
  },
  hi: {
    cut: /noto-sans-devanagari-site\.[0-9a-f]+\.woff2$/,
    whole: /noto-sans-devanagari-devanagari-wght-normal\.[0-9a-f]+\.woff2$/,
    family: 'Noto Sans Devanagari Full',
    fontFile: 'noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    virama: '094D',
    consonants: '0915-0939',
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

const ROOT = path.join(__dirname, '../..');

/** A conjunct of two letters the site's text uses, which the cut would draw visibly wrong (the build's glyph list). */
const conjunctBeyondCut = (language: 'te' | 'hi') => {
  const { fontFile, virama, consonants } = SCRIPTS[language];
  const found = execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'shell/scripts/site-fonts/test/missing-conjunct.mjs'),
      path.join(ROOT, `shell/src/styles/site-fonts/${language}.json`),
      path.join(ROOT, 'node_modules/@fontsource-variable', fontFile),
      virama,
      consonants,
    ],
    { encoding: 'utf8' },
  );
  return (JSON.parse(found) as string[])[0] ?? null;
};

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
    await networkQuiet(page);
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

for (const [language, script] of Object.entries(SCRIPTS) as Array<[keyof typeof SCRIPTS, (typeof SCRIPTS)[keyof typeof SCRIPTS]]>) {
  test(`in ${language}, a typed name with a conjunct of the site's own letters that its text never forms is drawn by the whole font`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const conjunct = conjunctBeyondCut(language);
    expect(conjunct, 'a conjunct the cut lacks').not.toBeNull();
    const cut = cutLetters(language);
    // Every letter of it is in the cut: only typed text's own font keeps it from being drawn broken.
    expect([...(conjunct ?? '')].every((letter) => cut.has(letter.codePointAt(0) ?? 0))).toBe(true);

    const asked = fontRequests(page);
    await page.goto(`/${language}/appoinment`);
    const field = page.getByLabel(new RegExp(`^${script.nameLabel}`));
    await expect(field).toBeVisible({ timeout: 45_000 });
    await networkQuiet(page);
    // Fields, placeholders and all: a visit without typing needs only the cut.
    expect(asked.some((url) => script.cut.test(url))).toBe(true);
    expect(asked.filter((url) => script.whole.test(url))).toEqual([]);
    expect(await field.evaluate((input) => getComputedStyle(input).fontFamily)).toMatch(new RegExp(`^"?${script.family}"?,`));

    await field.pressSequentially(conjunct ?? '');
    await expect(field).toHaveValue(conjunct ?? '');
    await expect.poll(() => asked.some((url) => script.whole.test(url))).toBe(true);
    const cutFamily = language === 'te' ? 'Noto Sans Telugu Variable' : 'Noto Sans Devanagari Variable';
    await expect
      .poll(async () => {
        const widths = await drawnWidths(field, conjunct ?? '', script.family, cutFamily);
        return Math.abs(widths.page - widths.whole) < 0.5 && Math.abs(widths.cutOnly - widths.whole) > 0.5;
      })
      .toBe(true);
    expect(await violations(page)).toEqual([]);
  });
}

for (const [language, script] of Object.entries(SCRIPTS) as Array<[keyof typeof SCRIPTS, (typeof SCRIPTS)[keyof typeof SCRIPTS]]>) {
  test(`in ${language}, a cut font that comes too late leaves the page to the system's font, never the whole one`, async ({ page }) => {
    test.setTimeout(60_000);
    const asked = fontRequests(page);
    // A slow phone: the cut arrives after the moment 'optional' waits for.
    await page.route(script.cut, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(language === 'te' ? '/te' : '/hi/appoinment');
    await networkQuiet(page);
    expect(asked.some((url) => script.cut.test(url))).toBe(true);
    expect(asked.filter((url) => script.whole.test(url))).toEqual([]);
  });
}
