import { site } from '@hospital/hospital-data';
import type { Page } from './test';

/**
 * English sentences left on a page meant to be in Telugu or Hindi: runs of three or more English words in
 * the page's visible text (header, content, footer) and in its labels (placeholder, aria-label, alt, title). Names are not
 * English sentences: the page marks them `translate="no"` (doctors, products), as browsers' translators also
 * need, and what it marks so is taken out of labels too ("Add to cart: <product>"); the hospital's name and
 * address are left out; e-mail and web addresses and all-capital abbreviations (ECG, MRI) are not counted.
 */
export async function englishLeftovers(page: Page): Promise<string[]> {
  const { texts, names } = await page.evaluate(() => {
    const root = document.body;
    const kept = (element: Element | null): boolean =>
      !!element && !element.closest('[translate="no"], [lang^="en"], script, style, svg, [hidden], [aria-hidden="true"]');
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!kept(parent) || !parent || parent.getClientRects().length === 0) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of root.querySelectorAll('[placeholder], [aria-label], [alt], [title]')) {
      if (!kept(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'alt', 'title']) found.push(element.getAttribute(name) ?? '');
    }
    const names = [...root.querySelectorAll('[translate="no"]')].map((element) => element.textContent?.trim() ?? '');
    return { texts: found, names: names.filter((name) => name !== '') };
  });
  return texts.filter((text) => isEnglishSentence(text, names)).map((text) => text.trim());
}

const ADDRESS = /\S+@\S+|https?:\/\/\S+|www\.\S+/g;
// A word of English: two or more Latin letters with a lower-case one (abbreviations like ECG are not counted).
const WORD = /^[A-Za-z][a-z]+(?:['’][a-z]+)?$/;

const NAMES = [site.name, site.address.street, site.address.locality, site.address.city];

export function isEnglishSentence(text: string, names: string[] = []): boolean {
  let run = 0;
  // Longest first, so a name is not cut by a shorter one inside it.
  const known = [...NAMES, ...names].sort((a, b) => b.length - a.length);
  const withoutNames = known.reduce((rest, name) => rest.split(name).join(' '), text.replace(ADDRESS, ' '));
  for (const token of withoutNames.split(/[\s,;:()"“”‘’/–—-]+/)) {
    const word = token.replace(/[.!?]+$/, '');
    if (WORD.test(word)) {
      run += 1;
      if (run >= 3) return true;
    } else if (word !== '') run = 0;
    if (/[.!?]$/.test(token)) run = 0;
  }
  return false;
}
