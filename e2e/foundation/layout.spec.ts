import { expect, expectLive, test } from '../support/test';

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens the slide menu, whose accordion keeps one submenu open', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await expect(page.locator('button[aria-controls][aria-expanded="true"]')).toHaveCount(1);

    // Each group is a disclosure; opening one closes the other.
    const services = menu.locator('summary', { hasText: 'Our Services' });
    const blog = menu.locator('summary', { hasText: 'Blog' });
    await services.click();
    await expect(menu.getByRole('link', { name: 'Cardiology' })).toBeVisible();
    await blog.click();
    await expect(menu.getByRole('link', { name: 'Blog with left sidebar' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Cardiology' })).toBeHidden();

    await menu.getByRole('link', { name: 'Blog with left sidebar' }).click();
    await expect(page).toHaveURL(/\/blog-left-sidebar$/);
    await expect(menu).toBeHidden();
  });

  for (const width of [360, 390]) {
    test(`at ${width} px the open menu has a close button of its own, on top and working`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      const close = menu.getByRole('button', { name: 'Close menu' });
      await expect(close).toBeVisible();
      // Nothing covers it: a tap at its centre lands on it (the header's toggle lies under the panel).
      const box = await close.boundingBox();
      expect(box).not.toBeNull();
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
        { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
      );
      expect(hit).toBe('Close menu');
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await close.click();
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    });
  }

  for (const width of [360, 390]) {
    test(`at ${width} px the search box opens wholly on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await page.getByRole('button', { name: 'Open search' }).click();
      const box = await page.getByRole('search').boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await expect(page.getByRole('searchbox')).toBeFocused();
    });
  }

  test('Escape closes the menu and gives focus back to the hamburger', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('the WhatsApp bubble', () => {
  for (const width of [360, 390]) {
    test(`at ${width} px the WhatsApp bubble covers no text or button at the end of the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bubble = await page.getByRole('link', { name: /WhatsApp/ }).boundingBox();
      expect(bubble).not.toBeNull();
      const footer = page.getByRole('contentinfo');
      for (const target of [
        footer.getByText(/©/),
        footer.getByRole('button', { name: 'Scroll to top' }),
        footer.getByRole('link', { name: /@/ }),
      ]) {
        const box = await target.boundingBox();
        expect(box).not.toBeNull();
        const overlaps =
          box!.x < bubble!.x + bubble!.width &&
          bubble!.x < box!.x + box!.width &&
          box!.y < bubble!.y + bubble!.height &&
          bubble!.y < box!.y + box!.height;
        expect(overlaps).toBe(false);
      }
    });
  }

  // Mid-scroll the bubble floats over whatever passes: until the centred column leaves room beside it, it is
  // a tab in a narrow gutter the text leaves free; wider, it floats beside the column.
  for (const width of [360, 390, 768, 1280, 1366]) {
    test(`at ${width} px the WhatsApp bubble covers no running text anywhere on the page`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 740 });
      for (const path of [
        '/about',
        '/blog-single/regular-health-checkups',
        '/cardiology',
        '/te/team-single/dr-srinivas-reddy',
        '/appoinment',
      ]) {
        await page.goto(path);
        await expectLive(page);
        const bubble = page.getByRole('link', { name: /WhatsApp|వాట్సాప్/ }).last();
        await expect(bubble).toBeVisible();
        for (const share of [0.2, 0.4, 0.6, 0.8]) {
          await page.evaluate((at) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * at), share);
          const box = await bubble.boundingBox();
          expect(box, 'the bubble stays a tappable target').toMatchObject({ width: expect.any(Number) });
          expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);
          // Every visible line of text in the viewport: paragraphs, list items, headings, definitions, labels.
          const covered = await page.evaluate((b) => {
            const hits: string[] = [];
            for (const element of document.querySelectorAll(
              'main p, main li, main h1, main h2, main h3, main dd, main dt, main label, main blockquote, footer p, footer li',
            )) {
              if (!(element.textContent ?? '').trim()) continue;
              const range = document.createRange();
              range.selectNodeContents(element);
              for (const r of range.getClientRects()) {
                if (r.width === 0 || r.bottom < 0 || r.top > window.innerHeight) continue;
                if (r.left < b.x + b.width && b.x < r.right && r.top < b.y + b.height && b.y < r.bottom)
                  hits.push((element.textContent ?? '').trim().slice(0, 40));
              }
            }
            return hits;
          }, box!);
          expect(covered, `${path} at ${share * 100}% of its scroll`).toEqual([]);
        }
      }
    });
  }
});

test.describe('header on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header takes its fixed style once the page is scrolled past 80 px', async ({ page }) => {
    await page.goto('/404');
    await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'));
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await page.evaluate(() => window.scrollTo(0, 79));
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-fixed', 'true');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-fixed', 'false');
  });

  for (const [language, width] of ['', 'te/', 'hi/'].flatMap((language) => [1280, 1200, 1024].map((width) => [language, width] as const))) {
    test(`the top bar and the header have the same height with or without the web font: /${language} at ${width} px`, async ({
      browser,
    }) => {
      const heights = async (fonts: boolean) => {
        const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
        const page = await context.newPage();
        if (!fonts) await page.route(/\.woff2$/, (route) => route.abort());
        await page.goto(`/${language}`);
        await expectLive(page);
        const measured = await page.evaluate(() => ({
          topBar: document.querySelector('[data-site-topbar]')!.getBoundingClientRect().height,
          header: document.querySelector('[data-testid="site-header"]')!.getBoundingClientRect().height,
          fitsTheScreen: document.documentElement.scrollWidth <= window.innerWidth,
        }));
        await context.close();
        return measured;
      };
      const withFont = await heights(true);
      expect(withFont.fitsTheScreen).toBe(true);
      expect(await heights(false)).toEqual(withFont);
    });
  }

  test('the Services dropdown works by keyboard and every navigation starts at the top', async ({ page }) => {
    await page.goto('/404');
    await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'));
    await page.evaluate(() => window.scrollTo(0, 600));
    const services = page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Services' });
    const firstDepartment = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'General Medicine' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(firstDepartment).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(firstDepartment).toBeHidden();
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'General Medicine' }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/general$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the search box toggles open and submitting it stays on the page', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open search' });
    await toggle.click();
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toBeFocused();
    await box.fill('cardiology');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(box).toBeHidden();
  });

  test('the footer holds the contact links, the copyright and a working scroll-to-top', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /\+91/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /Kompally/ })).toHaveAttribute('href', /maps/);
    await expect(footer).toContainText('© 2025');
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}$/);
    await footer.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a patient who lost the e-mail finds the appointment from the footer, in the page’s language', async ({ page }) => {
    await page.goto('/te/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'నా అపాయింట్‌మెంట్‌ను వెతకండి' }).click();
    await expect(page).toHaveURL(/\/te\/appoinment\/manage$/);
    await expect(page.getByRole('heading', { name: 'మీ అపాయింట్‌మెంట్‌ను వెతకండి' }).first()).toBeVisible();
  });
});
