import { readFileSync } from 'node:fs';
import type { Route } from '@playwright/test';
import { site } from '@hospital/hospital-data';
import { expect, test, type Request } from '../support/test';
import { AppointmentFormPage, patient, uniquePhone } from './appointment-form';

// The machine is shared by several teams' builds and browsers: give each journey room.
test.describe.configure({ timeout: 90_000 });

const BOOK_URL = '**/api/appointments/book-appointment';
const QUEUE_NOTE = "Please note: Choosing 'Pay at Hospital' may result in longer waiting times due to heavy queues.";

test.describe('booking on /appoinment', () => {
  test('a patient books an appointment and gets a reference', async ({ page }) => {
    const form = new AppointmentFormPage(page);
    await test.step('Given the appointment page', async () => {
      await form.open('/appoinment');
      await expect(page).toHaveTitle(/^Appointment \| /);
      await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible();
      await expect(page.locator('main [data-booking-release]').first()).toHaveAttribute('data-booking-release', /.+/);
    });

    const meera = patient();
    await test.step('When she fills the form, copies her phone to WhatsApp and picks Pay at Hospital', async () => {
      await form.fill(meera);
      await form.form.getByRole('button', { name: 'Same as Phone' }).click();
      await expect(form.field('WhatsApp number')).toHaveValue(meera.phone);
      await form.payButton('Pay at Hospital').click();
      await expect(form.payButton('Pay at Hospital')).toHaveAttribute('aria-pressed', 'true');
      await expect(form.form.getByText(QUEUE_NOTE)).toBeVisible();
      await form.payButton('Pay Now').click();
      await expect(form.form.getByText(QUEUE_NOTE)).toBeHidden();
      await form.payButton('Pay at Hospital').click();
    });

    await test.step('Then the button says Sending... while the real API books it', async () => {
      // Hold the request until 'Sending...' has been seen, then let it through to the real API.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(BOOK_URL, async (route) => {
        await held;
        await route.continue();
      });
      const response = page.waitForResponse(BOOK_URL);
      await form.submit.click();
      await expect(form.form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      release();
      const body = (await (await response).json()) as { appointmentId: string; doctor: { name: string }; date: string; time: string };
      expect(body.appointmentId).toMatch(/^ASH-/);
      expect(body).toMatchObject({ doctor: { name: 'Dr. Venkatesh Iyer' }, date: meera.date, time: meera.time });
      const status = form.confirmation;
      await expect(status).toContainText('Appointment booked successfully!');
      // Focus moves to the confirmation's heading, not the top of the page.
      await expect(status.getByRole('heading', { name: 'Your appointment is booked' })).toBeFocused();
      await expect(status).toContainText(body.appointmentId);
      await expect(status).toContainText('booked with Dr. Venkatesh Iyer, Cardiology & Heart Care, on');
    });

    await test.step('And the confirmation offers the calendar file, and Book another appointment a cleared form with the note hidden', async () => {
      const download = page.waitForEvent('download');
      await form.confirmation.getByRole('link', { name: 'Add to calendar' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^appointment-ASH-.+\.ics$/);
      // The calendar entry is for the booked doctor and slot (20-minute slots for Dr. Venkatesh Iyer).
      const ics = readFileSync(await file.path(), 'utf8').replace(/\r\n /g, '');
      const [hour, minute] = (meera.time ?? '').split(':').map(Number) as [number, number];
      const end = hour * 60 + minute + 20;
      expect(ics).toContain(`DTSTART;TZID=Asia/Kolkata:${meera.date?.replace(/-/g, '')}T${meera.time?.replace(':', '')}00`);
      expect(ics).toContain(`T${String(Math.floor(end / 60)).padStart(2, '0')}${String(end % 60).padStart(2, '0')}00`);
      expect(ics).toContain('SUMMARY:Appointment: Dr. Venkatesh Iyer – Cardiology & Heart Care');
      await form.expectCleared();
      await expect(form.form.getByText(QUEUE_NOTE)).toBeHidden();
      await expect(form.payButton('Pay at Hospital')).toHaveAttribute('aria-pressed', 'false');
    });
  });

  test('without a payment method nothing is sent', async ({ page }) => {
    const form = new AppointmentFormPage(page);
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/appointments/book-appointment')) sent.push(request);
    });
    await form.open('/appoinment');
    await form.fill(patient());
    await form.submit.click();
    await expect(form.form.getByText('Please select a payment method')).toBeVisible();
    await expect(form.payButton('Pay Now')).toBeFocused();
    expect(sent).toHaveLength(0);
  });

  test('keyboard only: errors move focus to the first invalid field (the department, times first), and the form can be completed', async ({
    page,
  }) => {
    const form = new AppointmentFormPage(page);
    await form.open('/appoinment');
    // Times first: the department is the first field, so an empty form's errors start there.
    await form.submit.focus();
    await page.keyboard.press('Enter');
    await expect(form.field('Service')).toBeFocused();
    await expect(form.field('Service')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.field('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.field('Phone')).toHaveAccessibleDescription(/Please enter a 10-digit phone number/);

    const phone = uniquePhone();
    await form.fill(patient({ phone: phone.slice(0, 5), fullName: 'Arjun Rao', gender: 'Male' }));
    await form.payButton('Pay at Hospital').focus();
    await page.keyboard.press('Space');
    await expect(form.payButton('Pay at Hospital')).toHaveAttribute('aria-pressed', 'true');
    await form.submit.focus();
    await page.keyboard.press('Enter');
    await expect(form.field('Phone')).toBeFocused();
    await page.keyboard.type(phone.slice(5));
    await form.field('WhatsApp number').fill('12345');
    await form.submit.focus();
    await page.keyboard.press('Enter');
    await expect(form.field('WhatsApp number')).toBeFocused();
    await expect(form.form.getByText('Please enter a 10-digit WhatsApp number')).toBeVisible();
    await form.field('WhatsApp number').fill('');
    await form.submit.focus();
    await page.keyboard.press('Enter');
    await expect(form.confirmation).toContainText('Appointment booked successfully!');
  });

  const failures: Array<[string, Parameters<Route['fulfill']>[0] | 'abort', string]> = [
    [
      'a 500 with a message',
      {
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Our booking desk is briefly unavailable. Please call us.' }),
      },
      'Our booking desk is briefly unavailable. Please call us.',
    ],
    [
      'a 500 that is not JSON',
      { status: 500, contentType: 'text/html', body: '<html><body>Internal Server Error</body></html>' },
      'The booking service is not working properly just now.',
    ],
    ['an aborted request', 'abort', 'We could not reach the booking service. Please check your internet connection.'],
  ];
  for (const [name, answer, message] of failures) {
    test(`${name} shows "${message}" and keeps every value`, async ({ page }) => {
      const form = new AppointmentFormPage(page);
      await page.route(BOOK_URL, (route) => (answer === 'abort' ? route.abort('connectionreset') : route.fulfill(answer)));
      await form.open('/appoinment');
      const ravi = patient({ fullName: 'Ravi Shankar', gender: 'Male', service: 'Orthopaedics & Trauma Care' });
      await form.fill(ravi);
      await form.payButton('Pay Now').click();
      await form.submit.click();
      // One notice, focused: what happened, that nothing typed is lost, the phone number and a way to try again.
      const notice = form.form.getByRole('alert');
      await expect(notice).toContainText(message);
      await expect(notice).toContainText('What you typed is still here.');
      await expect(notice.getByRole('link', { name: site.phoneDisplay })).toHaveAttribute('href', /^tel:/);
      await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(notice).toBeFocused();
      await form.expectValues(ravi);
      await expect(form.payButton('Pay Now')).toHaveAttribute('aria-pressed', 'true');
      await expect(form.submit).toHaveText('Book Appointment');
    });
  }

  test('fits a 360 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const form = new AppointmentFormPage(page);
    await form.open('/appoinment');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await form.field('Phone').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: 'e2e/artifacts/booking-360.png', fullPage: true });
  });
});

test('booking from the home page band', async ({ page }) => {
  const band = page.locator('[data-slot="booking.appointment-form"]');
  const form = new AppointmentFormPage(page, band, 'Book a visit to the hospital');
  await form.open('/', band);
  await expect(band.locator('[data-booking-release]')).toHaveAttribute('data-booking-release', /.+/);
  await form.fill(patient({ fullName: 'Farhana Begum', service: 'ENT (Ear, Nose & Throat) Care' }));
  // Pay Now from this band is e2e/booking/pay-now.spec.ts's.
  await form.payButton('Pay at Hospital').click();
  await form.submit.click();
  const status = form.confirmation;
  await expect(status).toContainText('Appointment booked successfully!');
  await expect(status).toContainText(/ASH-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  await form.expectCleared();
});
