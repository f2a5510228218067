// Draws the web app manifest's PNG icons from our SVGs (shell/public/icons/*.svg) with Chromium, the browser
// the project already uses: `npx tsx shell/scripts/draw-icons.ts`. The PNGs are committed; run it again after
// changing an SVG.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '@hospital/site/chromium';

const ICONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const DRAWN: ReadonlyArray<{ svg: string; png: string; size: number }> = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-192.png', size: 192 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
];

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  try {
    for (const { svg, png, size } of DRAWN) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      const source = (await readFile(path.join(ICONS, svg), 'utf8')).replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${source}`);
      await page.screenshot({ path: path.join(ICONS, png), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
      await page.close();
      console.log(`${png} (${size}×${size})`);
    }
  } finally {
    await browser.close();
  }
}

void main();
