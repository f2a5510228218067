import { expect, type Locator, type Page } from '../support/test';
import { networkQuiet } from '../support/network';

/** Opens a path and waits until the remote's page is there (its h1), however slow the shared machine is. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
}

/** The href of every link inside `scope`, once the first has rendered. */
export async function hrefsIn(scope: Locator): Promise<(string | null)[]> {
  await expect(scope.getByRole('link').first()).toBeVisible();
  return scope.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
}

/** Marks every test of the calling file as slow (three times the timeout): pages load remotes at run time. */
export const slowTests = (test: { beforeEach: (fn: () => void) => void; slow: () => void }) => test.beforeEach(() => test.slow());

/** Saves a full-page screenshot into e2e/artifacts (git-ignored) for a person to look at. */
export async function saveShots(page: Page, name: string, path: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Still carousels, so the shot shows the first slide rather than one caught mid-fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
    // Lazy images below the fold load only once scrolled to; scroll through so the shot shows them.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await networkQuiet(page);
    await page.screenshot({ path: `e2e/artifacts/content-a-${name}-${width}.png`, fullPage: true });
  }
}

/** The page fits the viewport: nothing sticks out sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Exactly one h1, inside <main>, with the shell's header and footer around it. */
export async function expectOneH1InFrame(page: Page, name?: string | RegExp) {
  // Generous first wait: the shared test machine can be slow to load the remote's chunks.
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const h1 = page.locator('main h1');
  await expect(h1).toHaveCount(1);
  if (name) await expect(h1).toHaveText(name);
}
