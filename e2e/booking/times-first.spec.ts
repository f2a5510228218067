import { expect, test, type Locator, type Page } from '../support/test';
import { violations } from '../support/axe';
import { AppointmentFormPage, anyOf, daysAhead, firstFreeDay, patient, uniquePhone } from './appointment-form';

// Times first, on a 390 px phone: department or doctor, then a strip of the next 14 days, the chosen
// day's times, and only then the patient's details. Free days come from the real API; nothing assumes the hour.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

const CARDIOLOGY = 'Cardiology & Heart Care';
const FREE_DAYS = '/api/appointments/free-days';

interface StripDay {
  date: string;
  free: number;
}

async function stripDays(page: Page, service: string, doctor?: string): Promise<StripDay[]> {
  const response = await page.request.get(`${FREE_DAYS}?${new URLSearchParams({ service, ...(doctor ? { doctor } : {}) }).toString()}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { days: StripDay[] }).days;
}

/** Nothing of the page hangs past the phone's right edge. */
async function expectNoSideways(page: Page, strip: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await strip.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
}

test('a patient picks a free day on the strip, then a time, then her details, and books: one request for the days', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(FREE_DAYS)) asked.push(request.url());
  });
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  // Before a department is chosen there is no strip, and the details wait below the times.
  await expect(form.days).toHaveCount(0);
  const order = await form.form
    .locator('select, input, textarea')
    .evaluateAll((controls) => controls.map((c) => c.getAttribute('name') ?? ''));
  expect(order.indexOf('service')).toBeLessThan(order.indexOf('preferredDate'));
  expect(order.indexOf('preferredDate')).toBeLessThan(order.indexOf('fullName'));

  await form.field('Service').selectOption(CARDIOLOGY);
  const days = form.days.getByRole('radio');
  await expect(days).toHaveCount(14);
  await expectNoSideways(page, form.days);
  const open = (await stripDays(page, CARDIOLOGY)).find((day) => day.free > 0);
  expect(open).toBeDefined();
  const choice = form.dayChoice(open?.date ?? '');
  // Its name reads the weekday and date in words and how many times are free.
  await expect(choice).toHaveAccessibleName(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+: \d+ free times?$/);
  await choice.check();
  await expect(form.field('Preferred date')).toHaveValue(open?.date ?? '');
  const shown = form.times.getByRole('radio');
  await expect(shown.first()).toBeVisible();
  const time = anyOf(await shown.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)));
  await form.timeChoice(time).check();

  const who = patient({ fullName: 'Padmavathi Rao', service: CARDIOLOGY });
  await form.field('Full name').fill(who.fullName);
  await form.field('Age').fill(who.age);
  await form.field('Gender').selectOption(who.gender);
  await form.field('E-mail').fill(who.email);
  await form.field('Phone').fill(who.phone);
  await form.field('Address').fill(who.address);
  await form.payButton('Pay at Hospital').click();
  // One question for the strip, whatever else was asked (the chosen day's times), up to the booking; a refused
  // booking asks again, since the free days have changed.
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain(`service=${encodeURIComponent(CARDIOLOGY).replace(/%20/g, '+')}`);
  const booked = page.waitForResponse('**/api/appointments/book-appointment');
  await form.submit.click();
  const answer = await booked;
  if (answer.status() === 409) {
    // A test beside this one took the time first: the nearest free time offered, as a patient would.
    await form.form.getByRole('group', { name: 'Nearest free times' }).getByRole('radio').first().check();
    await form.submit.click();
  } else expect(answer.status()).toBe(201);
  await expect(form.confirmation).toContainText('Appointment booked successfully!');
});

test('a day without free times is shown as such and cannot be chosen', async ({ page }) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  await form.field('Service').selectOption(CARDIOLOGY);
  await expect(form.days.getByRole('radio')).toHaveCount(14);
  // Sundays have no clinic: within 14 days there is always one.
  const full = (await stripDays(page, CARDIOLOGY)).find((day) => day.free === 0);
  expect(full).toBeDefined();
  const closed = form.dayChoice(full?.date ?? '');
  await expect(closed).toBeDisabled();
  await expect(closed).toHaveAccessibleName(/: no free times$/);
  // In words, not by colour alone.
  const box = form.days.locator(`label:has(input[value="${full?.date ?? ''}"])`);
  await expect(box).toContainText('None');
  await box.click({ force: true });
  await expect(closed).not.toBeChecked();
  await expect(form.field('Preferred date')).toHaveValue('');
  // The keyboard passes it by: arrows go from day to day with free times only.
  const enabled = form.days.locator('input:enabled');
  await enabled.first().focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 13; step++) {
    await page.keyboard.press('ArrowRight');
    expect(await closed.evaluate((element) => element === document.activeElement)).toBe(false);
  }
});

test('a patient who types a date books without the strip', async ({ page }) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  // A day past the strip's two weeks: only the date field reaches it.
  const later = await firstFreeDay(page.request, 'General Medicine & Family Care', undefined, daysAhead(16));
  const who = patient({ fullName: 'Yusuf Khan', gender: 'Male', service: 'General Medicine & Family Care', date: later.date });
  await form.fill(who, { typeDate: true });
  await expect(form.days.locator('input:checked')).toHaveCount(0);
  await form.payButton('Pay at Hospital').click();
  await form.submit.click();
  await expect(form.confirmation).toContainText('Appointment booked successfully!');
});

test('keyboard only: the strip, a time, the details and the booking', async ({ page }) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  await form.field('Service').focus();
  await page.keyboard.type('Cardiology');
  await expect(form.field('Service')).toHaveValue(CARDIOLOGY);
  const days = await stripDays(page, CARDIOLOGY);
  const free = days.filter((day) => day.free > 0).map((day) => day.date);
  await expect(form.days.getByRole('radio')).toHaveCount(14);
  // Tab: past the doctor, into the strip at its first free day; Space chooses it, an arrow the next free one.
  await page.keyboard.press('Tab');
  await expect(form.field('Doctor')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.dayChoice(free[0] ?? '')).toBeFocused();
  // Visible focus: the day's box carries the focus ring.
  expect(
    await form.days.locator(`label:has(input[value="${free[0] ?? ''}"])`).evaluate((label) => getComputedStyle(label).boxShadow),
  ).not.toBe('none');
  await page.keyboard.press('Space');
  await expect(form.dayChoice(free[0] ?? '')).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(form.dayChoice(free[1] ?? '')).toBeChecked();
  await expect(form.field('Preferred date')).toHaveValue(free[1] ?? '');
  // Tab leaves the strip for the date field (its three parts), then enters the times.
  const times = form.times.getByRole('radio');
  await expect(times.first()).toBeVisible();
  for (let presses = 0; presses < 6 && !(await times.first().evaluate((el) => el === document.activeElement)); presses++)
    await page.keyboard.press('Tab');
  await expect(times.first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(times.first()).toBeChecked();

  const typeInto = async (label: string, text: string) => {
    await page.keyboard.press('Tab');
    await expect(form.field(label)).toBeFocused();
    await page.keyboard.type(text);
  };
  await typeInto('Full name', 'Rukmini Devi');
  await typeInto('Age', '71');
  await typeInto('Gender', 'Female');
  await typeInto('E-mail', 'rukmini.d@example.in');
  await typeInto('Phone', uniquePhone());
  await page.keyboard.press('Tab');
  await expect(form.field('WhatsApp number')).toBeFocused();
  await page.keyboard.press('Tab'); // Same as Phone
  await typeInto('Address', '3-7, Kompally Main Road, Hyderabad');
  // Past the message and Pay Now.
  for (
    let presses = 0;
    presses < 4 && !(await form.payButton('Pay at Hospital').evaluate((el) => el === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await expect(form.payButton('Pay at Hospital')).toBeFocused();
  await page.keyboard.press('Space');
  for (let presses = 0; presses < 6 && !(await form.submit.evaluate((el) => el === document.activeElement)); presses++)
    await page.keyboard.press('Tab');
  await expect(form.submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.confirmation).toContainText('Appointment booked successfully!', { timeout: 20_000 });
  await expect(form.confirmation.getByRole('heading')).toBeFocused();
});

test('a doctor page’s link opens the booking with the doctor and the first free day chosen on the strip', async ({ page }) => {
  const first = (await stripDays(page, CARDIOLOGY, 'dr-venkatesh-iyer')).find((day) => day.free > 0);
  expect(first).toBeDefined();
  await page.goto('/team-single/dr-venkatesh-iyer');
  await page
    .getByRole('complementary', { name: /at a glance/ })
    .getByRole('link', { name: 'Book an Appointment' })
    .click();
  const form = new AppointmentFormPage(page);
  await expect(form.form).toBeVisible({ timeout: 30_000 });
  await expect(form.field('Doctor')).toHaveValue('dr-venkatesh-iyer');
  await expect(form.dayChoice(first?.date ?? '')).toBeChecked();
  await expect(form.field('Preferred date')).toHaveValue(first?.date ?? '');
  await expect(form.times.getByRole('radio').first()).toBeVisible();
  await expectNoSideways(page, form.days);
});

for (const [language, service] of [
  ['', 'Service'],
  ['/te', 'సేవ'],
  ['/hi', 'सेवा'],
] as const) {
  test(`${language || '/en'}: the strip with a chosen day and a day without times is axe-clean`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${language}/appoinment`);
    const form = page.getByRole('form').first();
    await expect(form).toBeVisible({ timeout: 45_000 });
    await form.getByLabel(new RegExp(`^${service}`)).selectOption(CARDIOLOGY);
    const radios = form.locator('input[type="radio"][name$="-day"]');
    await expect(radios).toHaveCount(14);
    await expect(form.locator('input[type="radio"][name$="-day"]:disabled').first()).toBeAttached();
    await form.locator('input[type="radio"][name$="-day"]:enabled').first().check();
    // The screen reader's name is in the page's language: no English weekday in Telugu or Hindi.
    const name = (await form.locator('input[type="radio"][name$="-day"]:checked').getAttribute('aria-label')) ?? '';
    expect(/day/.test(name)).toBe(language === '');
    await expect(form.locator('input[type="radio"][name$="-time"]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
