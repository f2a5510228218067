import { expect, test, type APIRequestContext, type Locator } from '../support/test';
import { caughtMails } from '../support/mail';
import { AppointmentFormPage, anyOf, daysAhead, firstFreeDay, patient, uniquePhone } from './appointment-form';

test.describe.configure({ timeout: 120_000 });

const SERVICE = 'Orthopaedics & Trauma Care';

const freeTimes = async (request: APIRequestContext, date: string) => {
  const response = await request.get(`/api/appointments/slots?${new URLSearchParams({ service: SERVICE, date }).toString()}`);
  return ((await response.json()) as { slots: Array<{ time: string }> }).slots.map((s) => s.time);
};

test.describe('managing an appointment', () => {
  test('a patient books, follows the manage link, reschedules, then cancels; the slot is free again and the mails arrive', async ({
    page,
  }) => {
    const form = new AppointmentFormPage(page);
    const ravi = patient({ fullName: 'Ravi Teja', service: SERVICE, email: 'ravi.teja@example.in' });
    let reference = '';

    await test.step('Given a booking made on the form', async () => {
      await form.open('/appoinment');
      await form.fill(ravi);
      await form.payButton('Pay at Hospital').click();
      const response = await form.submitTakingNearest(ravi);
      reference = ((await response.json()) as { appointmentId: string }).appointmentId;
      await expect(form.confirmation).toContainText(reference);
    });

    await test.step('When she opens the manage link of the confirmation', async () => {
      await form.confirmation.getByRole('link', { name: 'manage your appointment' }).click();
      await expect(page).toHaveURL(/\/appoinment\/manage\/[A-Za-z0-9_-]{43}$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Manage your appointment' })).toBeVisible();
      const details = page.locator('main dl');
      await expect(details).toContainText(reference);
      await expect(details).toContainText('Booked');
      await expect(details).toContainText(SERVICE);
    });

    // Twelve days on: a day the other tests, which book the first free day, leave alone.
    const later = await firstFreeDay(page.request, SERVICE, undefined, daysAhead(12));
    const newTime = anyOf(later.times);
    await test.step('Then she moves it to another free time with the same slot picker', async () => {
      await page.getByRole('button', { name: 'Reschedule' }).click();
      await page.getByLabel('New date').fill(later.date);
      await page.getByRole('group', { name: 'Preferred time' }).locator(`input[type="radio"][value="${newTime}"]`).check();
      await page.getByRole('button', { name: 'Move my appointment' }).click();
      await expect(page.getByText(/Your appointment has moved to/)).toBeVisible();
      expect(await freeTimes(page.request, later.date)).not.toContain(newTime);
      expect(await freeTimes(page.request, ravi.date as string)).toContain(ravi.time);
    });

    await test.step('And cancels it after confirming, with a reason; its time shows free again', async () => {
      await page.getByRole('button', { name: 'Cancel appointment' }).click();
      await expect(page.getByRole('heading', { name: 'Cancel this appointment?' })).toBeVisible();
      await page.getByLabel('Reason (optional)').fill('Feeling better');
      await page.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(page.getByText(/Your appointment is cancelled/)).toBeVisible();
      await expect(page.locator('main dl')).toContainText('Cancelled');
      await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
      expect(await freeTimes(page.request, later.date)).toContain(newTime);
    });

    await test.step('And the local SMTP server caught the three e-mails, each with its calendar file', async () => {
      await expect
        .poll(() => caughtMails().filter((mail) => mail.includes(reference)).length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(3);
      const mails = caughtMails().filter((mail) => mail.includes(reference));
      expect(
        mails.some((m) => /Subject: Appointment booked/.test(m) && m.includes('/appoinment/manage/') && m.includes('text/calendar')),
      ).toBe(true);
      expect(mails.some((m) => /Subject: Appointment moved/.test(m))).toBe(true);
      expect(mails.some((m) => /Subject: Appointment cancelled/.test(m) && /method=CANCEL/i.test(m))).toBe(true);
    });
  });

  test('a patient finds her appointment by reference and phone; a wrong phone gets the same message as a wrong reference', async ({
    page,
  }) => {
    const day = await firstFreeDay(page.request, SERVICE);
    const phone = uniquePhone();
    const booking = await page.request.post('/api/appointments/book-appointment', {
      data: {
        ...patient({ service: SERVICE, phone }),
        whatsapp: '',
        doctor: 'N/A',
        preferredDate: day.date,
        preferredTime: anyOf(day.times),
        paymentMethod: 'pay_at_hospital',
        age: 40,
      },
    });
    expect(booking.status()).toBe(201);
    const { appointmentId } = (await booking.json()) as { appointmentId: string };

    await page.goto('/appoinment/manage');
    const find = page.getByRole('form', { name: 'Find your appointment' });
    await expect(find).toBeVisible({ timeout: 45_000 });
    await expect(find.getByLabel('Reference')).toHaveAccessibleDescription('Small letters and spaces are fine; the dashes are optional.');
    // As people type it: small letters, spaces for dashes.
    await find.getByLabel('Reference').fill(appointmentId.toLowerCase().replace(/-/g, ' '));
    await find.getByLabel('Phone').fill('9000000001');
    await find.getByRole('button', { name: 'Find my appointment' }).click();
    await expect(find.getByRole('alert')).toHaveText(/We found no appointment with that reference and phone number/);
    await find.getByLabel('Phone').fill(phone);
    await find.getByRole('button', { name: 'Find my appointment' }).click();
    await expect(page).toHaveURL(/\/appoinment\/manage\/[A-Za-z0-9_-]{43}$/);
    await expect(page.locator('main dl')).toContainText(appointmentId);
  });

  test('on a 390 px phone the reference never breaks across two lines, on the confirmation or the manage page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    /** The distinct line tops the element's text is laid out on. */
    const lines = (element: Locator) =>
      element.evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    const form = new AppointmentFormPage(page);
    await form.open('/appoinment');
    await form.fill(patient({ fullName: 'Venkata Satyanarayana Murthy', service: SERVICE }));
    await form.payButton('Pay at Hospital').click();
    const response = await form.submitTakingNearest();
    const reference = ((await response.json()) as { appointmentId: string }).appointmentId;
    const onConfirmation = form.confirmation.getByText(reference, { exact: true });
    await expect(onConfirmation).toHaveCSS('white-space', 'nowrap');
    expect(await lines(onConfirmation)).toBe(1);

    await form.confirmation.getByRole('link', { name: 'manage your appointment' }).click();
    const onManage = page.locator('main dl').getByText(reference, { exact: true });
    await expect(onManage).toHaveCSS('white-space', 'nowrap');
    expect(await lines(onManage)).toBe(1);
    const box = await onManage.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  });

  test('the WhatsApp hint promises no WhatsApp messages when none are sent', async ({ page }) => {
    const form = new AppointmentFormPage(page);
    await form.open('/appoinment');
    await expect(form.form.getByText('Reminders come by e-mail; we do not send WhatsApp messages yet.')).toBeVisible();
    await expect(form.form.getByText('We send reminders here if you give it')).toHaveCount(0);
  });
});
