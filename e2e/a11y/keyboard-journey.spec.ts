import { expect, test, type Locator, type Page } from '../support/test';
import { firstFreeDay, uniquePhone } from '../booking/appointment-form';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 400 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    // count() does not wait: the target may not exist yet (the band's form loads as it nears the viewport).
    if ((await target.count()) > 0 && (await target.evaluate((element) => element === document.activeElement))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Could not reach ${target} with the keyboard`);
}

test('a keyboard-only visitor books an appointment from the home page', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();

  await test.step('the skip link leads to the main content', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  await test.step('the Services menu opens and closes by keyboard', async () => {
    const services = page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Services' });
    const firstDepartment = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'General Medicine' });
    await tabTo(page, services, { back: true });
    await page.keyboard.press('Enter');
    await expect(firstDepartment).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(firstDepartment).toBeHidden();
    await expect(services).toBeFocused();
  });

  const band = page.locator('[data-slot="booking.appointment-form"]');
  const field = (label: string) => band.getByLabel(label, { exact: false }).first();

  await test.step('the form in the home band fills by keyboard, times first', async () => {
    await tabTo(page, field('Service'));
    await page.keyboard.type('Cardiology');
    // A day with free times, from the slots API (any hour of any day: the two-hour notice, midnight in India).
    const { date, times } = await firstFreeDay(page.request, 'Cardiology & Heart Care');
    const [yyyy, mm, dd] = date.split('-');
    await tabTo(page, field('Preferred date'));
    await page.keyboard.type(`${mm}${dd}${yyyy}`);
    // Chromium forgets a half-typed segment after a second without a key: on a busy machine the year can come
    // out as 0006. A keyboard user who sees that goes back to the month and types the date again.
    for (let retype = 0; retype < 3 && (await field('Preferred date').inputValue()) !== date; retype++) {
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.type(`${mm}${dd}${yyyy}`);
    }
    await expect(field('Preferred date')).toHaveValue(date);
    // The free times: one radio group; Tab enters it, arrow keys move, Space chooses.
    const choices = band.getByRole('group', { name: 'Preferred time' }).getByRole('radio');
    await expect(choices).toHaveCount(times.length);
    await tabTo(page, choices.first());
    await page.keyboard.press('Space');
    await expect(choices.first()).toBeChecked();
    if (times.length > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(choices.nth(1)).toBeChecked();
    }
    await tabTo(page, field('Full name'));
    await page.keyboard.type('Lakshmi Narayana');
    await tabTo(page, field('Age'));
    await page.keyboard.type('64');
    await tabTo(page, field('Gender'));
    await page.keyboard.type('Female');
    await tabTo(page, field('E-mail'));
    await page.keyboard.type('lakshmi.n@example.in');
    await tabTo(page, field('Phone'));
    await page.keyboard.type(uniquePhone());
    await tabTo(page, field('Address'));
    await page.keyboard.type('14-2-118, Suchitra Road, Kompally');
    await expect(field('Gender')).toHaveValue('Female');
    await expect(field('Service')).toHaveValue(/Cardiology/);
  });

  await test.step('a payment button is chosen by keyboard', async () => {
    const payAtHospital = band.getByRole('button', { name: 'Pay at Hospital' });
    await tabTo(page, payAtHospital);
    await page.keyboard.press('Space');
    await expect(payAtHospital).toHaveAttribute('aria-pressed', 'true');
    await expect(band.getByText("Please note: Choosing 'Pay at Hospital'")).toBeVisible();
  });

  await test.step('submitting moves the focus to the confirmation, which offers a fresh form', async () => {
    const submit = band.getByRole('button', { name: /book|submit/i }).last();
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const confirmation = band.getByRole('region', { name: 'Your appointment is booked' });
    await expect(confirmation).toContainText('Appointment booked successfully!', { timeout: 20_000 });
    await expect(confirmation.getByRole('heading', { name: 'Your appointment is booked' })).toBeFocused();
    await tabTo(page, confirmation.getByRole('button', { name: 'Book another appointment' }));
    await page.keyboard.press('Enter');
    await expect(band.getByRole('form').getByLabel(/^Service/)).toBeFocused();
  });
});
