// Pay Now never traps a patient: whatever order the taps come in (the payment fails, the checkout is
// closed, paid at the hospital instead, tried again, the page reloaded, left and come back through the
// e-mail's link), the held booking stays in the form's place, focused, and one booking is made.
import { expect, test, type Page } from '../support/test';
import { scopedViolations } from '../support/axe';
import { mailsAbout } from '../support/mail';
import { AppointmentFormPage, cancelStandInCheckout, patient, standInCheckout as checkout } from './appointment-form';

test.describe.configure({ timeout: 180_000 });

const CARDIOLOGY = 'Cardiology & Heart Care';
const HELD_HEADING = 'Your time is held: finish booking';

/** Books with Pay Now and waits for the checkout: the held booking's reference. */
async function holdOne(page: Page, form: AppointmentFormPage, fullName: string): Promise<string> {
  const who = patient({ fullName, service: CARDIOLOGY, doctor: 'dr-venkatesh-iyer' });
  await form.fill(who);
  await form.payButton('Pay Now').click();
  const answer = await form.submitTakingNearest(who);
  const body = (await answer.json()) as { appointmentId: string; status: string };
  expect(body.status).toBe('payment_pending');
  await expect(checkout(page).getByRole('heading', { name: 'Pay ₹900' })).toBeVisible({ timeout: 20_000 });
  return body.appointmentId;
}

test('fail, close, retry, reload, leave and come back by the e-mail’s link, then pay at the hospital: one booking', async ({ page }) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  const reference = await holdOne(page, form, 'Anjali Varma');
  const heading = form.held.getByRole('heading', { name: HELD_HEADING });

  await test.step('the payment fails, the gateway is closed: the held booking, focused, in the form’s place', async () => {
    await checkout(page).getByRole('button', { name: 'Make this payment fail' }).click();
    // As a patient would: the checkout says the payment failed before it is closed.
    await expect(checkout(page).getByRole('status')).toContainText('Payment failed');
    await cancelStandInCheckout(page);
    await expect(form.held).toContainText(/The payment did not go through \(Payment failed\)\. Your time is held until/);
    await expect(form.held).toContainText(reference);
    await expect(heading).toBeFocused();
    await expect(form.form).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay at Hospital', exact: true })).toHaveCount(0);
    expect(await scopedViolations(page, '[data-payment-step]')).toEqual([]);
  });

  await test.step('by keyboard: pay again, close the checkout without paying, back on the choice', async () => {
    await page.keyboard.press('Tab');
    await expect(form.held.getByRole('button', { name: 'Pay ₹900 now' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(checkout(page).getByRole('heading', { name: 'Pay ₹900' })).toBeVisible({ timeout: 20_000 });
    await cancelStandInCheckout(page);
    await expect(form.held).toContainText('The payment was not completed. Your time is held for you until');
    await expect(heading).toBeFocused();
  });

  await test.step('a reload shows the same held booking, waiting for a tap', async () => {
    await page.reload();
    await expect(heading).toBeVisible({ timeout: 45_000 });
    await expect(form.held).toContainText(reference);
    await expect(page.locator('iframe[data-stand-in-checkout]')).toHaveCount(0);
    expect(await scopedViolations(page, '[data-payment-step]')).toEqual([]);
  });

  let link = '';
  await test.step('the e-mail says what is held until when and how to finish', async () => {
    await expect(async () => {
      const held = (await mailsAbout(reference)).find((mail) => (mail.subject ?? '').startsWith('Held until'));
      expect(held?.subject).toContain(`finish booking ${reference}`);
      expect(held?.text).toContain('Pay at the hospital instead');
      link = /https?:\/\/\S+\/appoinment\/manage\/[A-Za-z0-9_-]{43}/.exec(held?.text ?? '')?.[0] ?? '';
      expect(link).not.toBe('');
    }).toPass({ timeout: 30_000 });
  });

  await test.step('left and come back through the link: the same choice there, and back on the form too', async () => {
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('button', { name: 'Pay at the hospital instead' })).toBeVisible({ timeout: 45_000 });
    await page.goto('/appoinment');
    await expect(heading).toBeFocused({ timeout: 45_000 });
  });

  await test.step('paid at the hospital instead, by keyboard: booked once, and the form is free again', async () => {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.held.getByRole('button', { name: 'Pay at the hospital instead' })).toBeFocused();
    const switched = page.waitForResponse('**/pay-at-hospital');
    await page.keyboard.press('Enter');
    expect((await switched).status()).toBe(200);
    await expect(form.confirmation).toContainText(reference);
    await expect(form.confirmation).toContainText('Fee: ₹900, to be paid at the hospital.');
    await page.reload();
    await expect(form.form).toBeVisible({ timeout: 45_000 });
    await expect(form.held).toHaveCount(0);
  });
});

test('closed, then paid on the second try: booked and paid, no second booking', async ({ page }) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  // Bookings made: a time another test took meanwhile is refused (409) and the form sends the nearest one.
  const books: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/appointments/book-appointment') && response.status() !== 409) books.push(response.status());
  });
  const reference = await holdOne(page, form, 'Kiran Kumar Goud');
  await cancelStandInCheckout(page);
  await expect(form.held.getByRole('heading', { name: HELD_HEADING })).toBeFocused();
  await form.held.getByRole('button', { name: 'Pay ₹900 now' }).click();
  await expect(checkout(page).getByRole('heading', { name: 'Pay ₹900' })).toBeVisible({ timeout: 20_000 });
  await checkout(page).getByRole('button', { name: 'Pay ₹900' }).click();
  await expect(form.confirmation).toContainText('Payment received. Your appointment is booked.');
  await expect(form.confirmation).toContainText(reference);
  expect(books).toEqual([201]);
});
