import AxeBuilder from '@axe-core/playwright';
import { launchChromium } from './first-load';
async function main() {
  const browser = await launchChromium();
  const all: Record<string, string[]> = {};
  for (const width of [390, 1280]) {
    for (const p of process.argv.slice(2)) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      await page.goto(`http://localhost:8090${p}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(1500);
      const r = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa']).exclude('iframe').analyze();
      for (const v of r.violations) (all[`${v.id}`] ??= []).push(`${width}${p}: ${v.nodes.map(n => n.target.join(' ')).slice(0,2).join(' | ')}`);
      await context.close();
    }
  }
  for (const [id, where] of Object.entries(all)) console.log(id, where.length, '\n   ', where.slice(0, 4).join('\n    '));
  await browser.close();
}
void main();
