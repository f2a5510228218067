import AxeBuilder from '@axe-core/playwright';
import { networkQuiet } from './network';
import type { Page } from './test';

export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** Each violation as its rule and up to three of its places. */
const described = (found: Violations): string[] =>
  found.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );

/** WCAG 2.2 AA violations inside one part of the page (a form, say), as it stands. */
export async function scopedViolations(page: Page, scope: string): Promise<string[]> {
  return described(
    await new AxeBuilder({ page })
      .include(scope)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
      .then((r) => r.violations),
  );
}

/** WCAG 2.2 AA violations on the page as it stands, the whole page brought in first. */
export async function violations(page: Page): Promise<string[]> {
  // Below-the-fold widgets load on approach: bring them in before checking.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await networkQuiet(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe')
    .analyze();
  return described(results.violations);
}
