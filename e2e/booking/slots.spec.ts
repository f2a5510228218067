import { expect, test, type Page } from '../support/test';
import { scopedViolations } from '../support/axe';
import { AppointmentFormPage, anyOf, firstFreeDay, patient, uniquePhone } from './appointment-form';

// Free times come from the real API and schedule; nothing here assumes the hour, the weekday or the date.
test.describe.configure({ timeout: 120_000 });

const BOOK_URL = '**/api/appointments/book-appointment';

/** Books a slot straight through the API, as another patient would meanwhile. */
async function bookElsewhere(page: Page, slot: { service: string; doctor?: string; date: string; time: string }) {
  const response = await page.request.post('/api/appointments/book-appointment', {
    data: {
      fullName: 'Other Patient',
      age: 40,
      gender: 'Other',
      email: 'other@example.in',
      phone: uniquePhone(),
      address: 'Kompally',
      service: slot.service,
      doctor: slot.doctor ?? 'N/A',
      preferredDate: slot.date,
      preferredTime: slot.time,
      message: '',
      paymentMethod: 'pay_now',
    },
  });
  expect(response.status()).toBe(201);
}

test('the free times of a day are one keyboard-operable radio group, by morning, afternoon and evening', async ({ page }) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  await expect(form.times).toContainText('Choose a service and a date to see the free times.');
  await form.field('Service').selectOption('General Medicine & Family Care');
  const day = await firstFreeDay(page.request, 'General Medicine & Family Care');
  // Hold the answer until the loading state has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/appointments/slots?*', async (route) => {
    await held;
    await route.continue();
  });
  await form.field('Preferred date').fill(day.date);
  await expect(form.times).toContainText('Loading free times…');
  release();
  await expect(form.times.getByRole('radio')).toHaveCount(day.times.length);
  const periods = await form.times.getByRole('group').evaluateAll((groups) => groups.map((g) => g.querySelector('legend')?.textContent));
  expect(periods.length).toBeGreaterThan(0);
  expect(['Morning', 'Afternoon', 'Evening']).toEqual(expect.arrayContaining(periods as string[]));
  expect(await form.field('Preferred date').getAttribute('max')).toBe(day.bookableUntil);

  // Tab into the group (past the date field's own parts), arrows move the choice.
  await form.field('Preferred date').focus();
  const first = form.timeChoice(day.times[0] ?? '');
  for (let presses = 0; presses < 6 && !(await first.evaluate((el) => el === document.activeElement)); presses++)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  if (day.times.length > 1) {
    await page.keyboard.press('ArrowRight');
    await expect(form.timeChoice(day.times[1] ?? '')).toBeChecked();
  }
  expect(await scopedViolations(page, 'main form')).toEqual([]);
});

test('a day without free times says so and offers the next day that has one', async ({ page }) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  await form.field('Service').selectOption('Orthopaedics & Trauma Care');
  // The next Sunday within the horizon: no outpatient clinic.
  const { date: from } = await firstFreeDay(page.request, 'Orthopaedics & Trauma Care');
  const start = new Date(`${from}T00:00:00Z`);
  const sunday = new Date(start.getTime() + ((7 - start.getUTCDay()) % 7) * 86_400_000).toISOString().slice(0, 10);
  await form.field('Preferred date').fill(sunday);
  await expect(form.times).toContainText(/No free times on Sunday/);
  await expect(form.times.getByRole('radio')).toHaveCount(0);
  const next = form.times.getByRole('button', { name: /the next day with free times/ });
  await next.click();
  await expect(form.field('Preferred date')).not.toHaveValue(sunday);
  await expect(form.times.getByRole('radio').first()).toBeVisible();
});

test('a time taken meanwhile: 409 keeps every value, drops the taken time, offers the nearest free times, and one of them books', async ({
  page,
}) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  const ravi = patient({ fullName: 'Ravi Shankar', gender: 'Male', service: 'Orthopaedics & Trauma Care' });
  await form.fill(ravi);
  await form.payButton('Pay at Hospital').click();
  await bookElsewhere(page, { service: ravi.service, date: ravi.date ?? '', time: ravi.time ?? '' });

  const refused = page.waitForResponse(BOOK_URL);
  await form.submit.click();
  expect((await refused).status()).toBe(409);
  await expect(form.form.getByRole('alert')).toContainText('was just taken by another patient');
  await form.expectValues(ravi, { timeTaken: true });
  await expect(form.payButton('Pay at Hospital')).toHaveAttribute('aria-pressed', 'true');
  const offered = form.form.getByRole('group', { name: 'Nearest free times' });
  await expect(offered.getByRole('radio')).toHaveCount(3);
  expect(await scopedViolations(page, 'main form')).toEqual([]);

  await offered.getByRole('radio').first().check();
  const booked = page.waitForResponse(BOOK_URL);
  await form.submit.click();
  expect((await booked).status()).toBe(201);
  await expect(form.confirmation).toContainText('Appointment booked successfully!');
});

test("a doctor page shows the doctor's next free times; one of them opens the form with doctor, date and time chosen", async ({ page }) => {
  await page.goto('/team-single/dr-prakash-naidu');
  const widget = page.locator('[data-slot="booking.doctor-availability"]');
  await widget.scrollIntoViewIfNeeded();
  const region = widget.getByRole('region', { name: 'Next free times' });
  const times = region.getByRole('link', { name: /^Book .* with Dr\. Prakash Naidu$/ });
  await expect(times.first()).toBeVisible({ timeout: 30_000 });
  const href = (await times.first().getAttribute('href')) ?? '';
  const chosen = new URL(href, 'http://x').searchParams;
  expect(chosen.get('doctor')).toBe('dr-prakash-naidu');

  const glance = page.getByRole('complementary', { name: /at a glance/ });
  await expect(glance.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/appoinment?doctor=dr-prakash-naidu');
  await times.first().click();
  await expect(page).toHaveURL(/\/appoinment\?doctor=dr-prakash-naidu&date=/);
  const form = new AppointmentFormPage(page);
  await expect(form.form).toBeVisible();
  await expect(form.field('Service')).toHaveValue('ENT (Ear, Nose & Throat) Care');
  await expect(form.field('Doctor')).toHaveValue('dr-prakash-naidu');
  await expect(form.field('Preferred date')).toHaveValue(chosen.get('date') ?? '');
  await expect(form.timeChoice(chosen.get('time') ?? '')).toBeChecked();
});

test('a doctor page’s Book an Appointment opens the form on the doctor’s first day with free times, its times shown', async ({ page }) => {
  const first = await firstFreeDay(page.request, 'Gastroenterology & Surgery', 'dr-anitha-raghavan');
  await page.goto('/team-single/dr-anitha-raghavan');
  await page
    .getByRole('complementary', { name: /at a glance/ })
    .getByRole('link', { name: 'Book an Appointment' })
    .click();
  const form = new AppointmentFormPage(page);
  await expect(form.form).toBeVisible({ timeout: 30_000 });
  await expect(form.field('Doctor')).toHaveValue('dr-anitha-raghavan');
  await expect(form.field('Preferred date')).toHaveValue(first.date);
  await expect(form.timeChoice(first.times[0] ?? '')).toBeVisible();
});

test('the prerendered doctor page leaves the free times out: they are fetched live', async ({ request }) => {
  const response = await request.get('/team-single/dr-karthik-varma', { headers: { accept: 'text/html' } });
  expect(response.headers()['x-server-rendered']).toBe('1');
  const html = await response.text();
  expect(html).toContain('Dr. Karthik Varma');
  expect(html).not.toMatch(/appoinment\?doctor=dr-karthik-varma&amp;date=/);
});

test('a department page and a package open the form with their choice made; the package goes with the message', async ({ page }) => {
  await page.goto('/cardiology');
  await page.locator('main').getByRole('link', { name: 'Book an appointment' }).last().click();
  await expect(page).toHaveURL(/\/appoinment\?service=Cardiology/);
  const form = new AppointmentFormPage(page);
  await expect(form.field('Service')).toHaveValue('Cardiology & Heart Care');

  await page.goto('/packages');
  await page.getByRole('link', { name: 'Book Now: Healthy Heart' }).click();
  await expect(page).toHaveURL(/\/appoinment\?package=healthy-heart$/);
  await expect(form.form.getByText('Health package: Healthy Heart.')).toBeVisible();
  await expect(form.field('Service')).toHaveValue('Cardiology & Heart Care');
  const lakshmi = patient({ fullName: 'Lakshmi Devi', message: 'Fasting since last night.' });
  await form.fill(lakshmi);
  await form.payButton('Pay at Hospital').click();
  const sent = page.waitForRequest(BOOK_URL);
  await form.submitTakingNearest(lakshmi);
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({
    service: 'Cardiology & Heart Care',
    message: 'Health package: Healthy Heart\nFasting since last night.',
  });
  await expect(form.confirmation).toContainText('Appointment booked successfully!');
});

test('an "any doctor" booking names the doctor it went to', async ({ page }) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  const any = patient({ service: 'General Medicine & Family Care' });
  const day = await firstFreeDay(page.request, any.service);
  any.date = day.date;
  any.time = anyOf(day.times);
  await form.fill(any);
  await form.payButton('Pay at Hospital').click();
  const booked = page.waitForResponse(BOOK_URL);
  await form.submit.click();
  const body = (await (await booked).json()) as { doctor: { name: string } };
  expect(['Dr. Srinivas Reddy', 'Dr. Mohammed Imran Ali', 'Dr. Sneha Kulkarni']).toContain(body.doctor.name);
  await expect(form.confirmation).toContainText(`booked with ${body.doctor.name}`);
});

for (const width of [390, 1280]) {
  test(`at ${width} px a doctor's card fits its next free times: no empty room under them`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/team-single/dr-prakash-naidu');
    const slot = page.locator('[data-slot="booking.doctor-availability"]');
    await slot.scrollIntoViewIfNeeded();
    const region = slot.getByRole('region', { name: 'Next free times' });
    await expect(region.getByRole('link', { name: /^Book .* with Dr\. Prakash Naidu$/ }).first()).toBeVisible({ timeout: 30_000 });
    const card = page.getByRole('complementary', { name: /at a glance/ });
    const [cardBox, regionBox, slotBox] = await Promise.all([card.boundingBox(), region.boundingBox(), slot.boundingBox()]);
    if (!cardBox || !regionBox || !slotBox) throw new Error('the card and its free times are on the page');
    // The slot holds the widget and nothing more; the card ends after its own padding (24 px) and border.
    expect(slotBox.height).toBeLessThanOrEqual(regionBox.height + 1);
    expect(cardBox.y + cardBox.height - (regionBox.y + regionBox.height)).toBeLessThanOrEqual(24 + 2 + 1);
  });
}
