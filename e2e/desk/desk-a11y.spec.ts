import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { addStaff, book, openDay, row, search, signIn } from './desk-support';

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );

/** Nothing of the page is off to the side: no sideways scrolling, every action button inside the window. */
async function fitsTheWidth(page: Page) {
  const { scrollWidth, width, outside } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
    outside: [...document.querySelectorAll('tr[data-reference] button')]
      .filter((b) => b.getBoundingClientRect().right > window.innerWidth)
      .map((b) => b.getAttribute('aria-label')),
  }));
  expect(outside).toEqual([]);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test('the desk on a tablet and at a desk: its own layout, every action within reach, axe clean with a search, an appointment’s page and a dialog open', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const booked = await book(request, { service: 'Cardiology & Heart Care', fullName: 'लक्ष्मी देवी', message: 'सीने में दर्द' });
  const admin = await addStaff('admin');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, admin);
  // No public header, footer, booking button or chat bubble around the desk.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  await openDay(page, booked.date);
  await expect(row(page, booked.reference)).toBeVisible();
  await fitsTheWidth(page);
  await search(page, booked.patient.phone);
  await expect(page.getByRole('region', { name: 'Find an appointment' }).locator(`tr[data-reference="${booked.reference}"]`)).toBeVisible();
  await fitsTheWidth(page);
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    expect(await axeViolations(page), `${width}px, the lists`).toEqual([]);
  }
  await page
    .getByRole('button', { name: `Cancel ${booked.reference}` })
    .first()
    .click();
  await expect(page.getByRole('form', { name: `Cancel ${booked.reference}` })).toBeVisible();
  expect(await axeViolations(page), 'the cancel dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('form', { name: `Cancel ${booked.reference}` })).toHaveCount(0);
  await page
    .getByRole('link', { name: `Open ${booked.reference}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: `Appointment ${booked.reference}` })).toBeVisible();
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    expect(await axeViolations(page), `${width}px, the appointment’s page`).toEqual([]);
  }
});

test('the desk at /te/staff and /hi/staff: speaks English in its own layout, axe clean', async ({ page, request }) => {
  const booked = await book(request, { service: 'Orthopaedics & Trauma Care', fullName: 'శ్రీనివాస రావు' });
  const desk = await addStaff('desk');
  await signIn(page, desk, '/te/staff');
  for (const address of ['/te/staff', '/hi/staff']) {
    await page.goto(address);
    await expect(page.locator('[lang="en"]').getByRole('heading', { name: 'Appointments desk' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await openDay(page, booked.date);
    await expect(row(page, booked.reference)).toBeVisible();
    await search(page, booked.reference);
    await expect(
      page.getByRole('region', { name: 'Find an appointment' }).locator(`tr[data-reference="${booked.reference}"]`),
    ).toBeVisible();
    expect(await axeViolations(page), address).toEqual([]);
  }
});
