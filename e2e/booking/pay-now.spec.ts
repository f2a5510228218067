// Pay Now in Chromium against the real stack: the local stand-in payment gateway (`npm start` runs it
// without RAZORPAY_* keys) serves a checkout with Razorpay's browser API, which these tests drive.
import { expect, test } from '../support/test';
import { violations } from '../support/axe';
import { mailsAbout } from '../support/mail';
import {
  anyOf,
  AppointmentFormPage,
  cancelStandInCheckout,
  firstFreeDay,
  patient,
  standInCheckout as checkout,
  uniquePhone,
} from './appointment-form';

test.describe.configure({ timeout: 120_000 });

const BOOK_URL = '**/api/appointments/book-appointment';
const VERIFY_URL = '**/api/appointments/payments/verify';
const CARDIOLOGY = 'Cardiology & Heart Care';

test('a patient sees the fee on the doctor’s page and in the form, pays by UPI in the checkout, and the e-mail is the receipt', async ({
  page,
}) => {
  await test.step('the doctor’s page shows the consultation fee with the free times', async () => {
    await page.goto('/team-single/dr-venkatesh-iyer');
    const widget = page.locator('[data-slot="booking.doctor-availability"]');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.getByRole('region', { name: 'Next free times' })).toContainText('Consultation fee: ₹900', { timeout: 30_000 });
  });

  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  const meera = patient({ service: CARDIOLOGY, doctor: 'dr-venkatesh-iyer' });
  await form.fill(meera);
  await expect(form.form.getByText('Consultation fee: ₹900', { exact: true })).toBeVisible();
  await form.payButton('Pay Now').click();
  await expect(
    form.form.getByText('You pay ₹900 now by UPI, card or net banking. Your time is held for 15 minutes while you pay.'),
  ).toBeVisible();

  const booked = form.submitTakingNearest();
  const held = (await (await booked).json()) as { appointmentId: string; status: string; payment: { amount: number; currency: string } };
  expect(held).toMatchObject({ status: 'payment_pending', payment: { amount: 90000, currency: 'INR' } });

  await expect(checkout(page).getByRole('heading', { name: 'Pay ₹900' })).toBeVisible({ timeout: 20_000 });
  await checkout(page).getByLabel('UPI').check();
  const verified = page.waitForResponse(VERIFY_URL);
  await checkout(page).getByRole('button', { name: 'Pay ₹900' }).click();
  expect((await verified).status()).toBe(200);
  await expect(page.locator('iframe[data-stand-in-checkout]')).toHaveCount(0);
  const status = form.confirmation;
  await expect(status).toContainText('Payment received. Your appointment is booked.');
  await expect(status).toContainText(held.appointmentId);
  await expect(status).toContainText(/Paid ₹900 online \(payment pay_\w+\)\. Our e-mail is your receipt\./);
  // The receipt stands in the form's place.
  await expect(form.form).toHaveCount(0);

  await expect(async () => {
    // The held booking's e-mail came first; the receipt is the booked one.
    const mail = (await mailsAbout(held.appointmentId)).find((sent) => (sent.subject ?? '').startsWith('Appointment booked'));
    expect(mail?.subject).toContain(`Appointment booked: ${held.appointmentId}`);
    expect(mail?.text).toContain('Your appointment is booked and paid.');
    expect(mail?.text).toMatch(/Paid: ₹900 online by UPI \(payment pay_\w+\)/);
  }).toPass({ timeout: 30_000 });
});

test('in Telugu: the fee, the Pay Now note and the confirmation in Telugu; paid by card in the checkout', async ({ page }) => {
  await page.goto('/te/appoinment');
  const form = page.getByRole('form', { name: 'అపాయింట్‌మెంట్ బుక్ చేయండి' });
  await expect(form).toBeVisible({ timeout: 45_000 });
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}`));
  const day = await firstFreeDay(page.request, CARDIOLOGY, 'dr-venkatesh-iyer');
  // Times first: department, doctor, the day from the strip and a time, then the patient's details.
  await field('సేవ').selectOption(CARDIOLOGY);
  await field('డాక్టర్').selectOption('dr-venkatesh-iyer');
  await expect(form.getByText('కన్సల్టేషన్ ఫీజు: ₹900')).toBeVisible();
  await form.getByRole('group', { name: 'రోజును ఎంచుకోండి' }).locator(`input[type="radio"][value="${day.date}"]`).check();
  await expect(field('మీకు అనుకూలమైన తేదీ')).toHaveValue(day.date);
  await form
    .getByRole('group', { name: 'మీకు అనుకూలమైన సమయం' })
    .locator(`input[type="radio"][value="${anyOf(day.times)}"]`)
    .check();
  await field('పూర్తి పేరు').fill('Sravani Kondapalli');
  await field('వయస్సు').fill('34');
  await field('లింగం').selectOption('Female');
  await field('ఈమెయిల్').fill('sravani.k@example.in');
  await field('ఫోన్ నంబర్').fill(uniquePhone());
  await field('చిరునామా').fill('12-5, Suchitra Circle, Kompally, Hyderabad 500067');
  await form.getByRole('button', { name: 'ఇప్పుడే చెల్లించండి', exact: true }).click();
  await expect(form.getByText(/ఇప్పుడే UPI, కార్డ్ లేదా నెట్ బ్యాంకింగ్ ద్వారా ₹900 చెల్లిస్తారు/)).toBeVisible();

  const submit = form.getByRole('button', { name: 'అపాయింట్‌మెంట్ బుక్ చేయండి' });
  const answer = page.waitForResponse(BOOK_URL);
  await submit.click();
  if ((await answer).status() === 409) {
    // A test in the other worker took that time first: the patient takes the nearest free time offered.
    await form.getByRole('group', { name: 'దగ్గరలో ఉన్న ఖాళీ సమయాలు' }).getByRole('radio').first().check();
    await submit.click();
  }
  await expect(checkout(page).getByRole('heading', { name: 'Pay ₹900' })).toBeVisible({ timeout: 20_000 });
  await checkout(page).getByLabel('Card').check();
  await checkout(page).getByRole('button', { name: 'Pay ₹900' }).click();
  const status = page.getByRole('region', { name: 'మీ అపాయింట్‌మెంట్ బుక్ అయింది' });
  await expect(status).toContainText('చెల్లింపు అందింది. మీ అపాయింట్‌మెంట్ బుక్ అయింది.');
  await expect(status).toContainText('₹900 ఆన్‌లైన్‌లో చెల్లించబడింది');
});

test('a failed payment keeps the time held; the patient pays at the hospital instead without retyping', async ({ page }) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  const ravi = patient({ fullName: 'Ravi Shankar', gender: 'Male', service: CARDIOLOGY, doctor: 'dr-venkatesh-iyer' });
  await form.fill(ravi);
  await form.payButton('Pay Now').click();
  await form.submitTakingNearest(ravi);
  await expect(checkout(page).getByRole('heading', { name: 'Pay ₹900' })).toBeVisible({ timeout: 20_000 });
  await checkout(page).getByRole('button', { name: 'Make this payment fail' }).click();
  await expect(checkout(page).getByRole('status')).toContainText('Payment failed');
  await cancelStandInCheckout(page);
  await expect(form.held.getByText(/^The payment did not go through \(Payment failed\)\. Your time is held until /)).toBeVisible();
  // The held booking stands in the form's place: nothing to retype, no second booking to make.
  await expect(form.form).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  const switched = page.waitForResponse('**/pay-at-hospital');
  await form.held.getByRole('button', { name: 'Pay at the hospital instead' }).click();
  expect((await switched).status()).toBe(200);
  const status = form.confirmation;
  await expect(status).toContainText('Your appointment is booked. Please pay at the hospital.');
  await expect(status).toContainText('Fee: ₹900, to be paid at the hospital.');
});

test('a package booked through its Book Now link is charged its price', async ({ page }) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment?package=healthy-heart');
  await expect(form.form.getByText('Package price: ₹4,999, its tests and the doctor’s review included')).toBeVisible();
  await form.fill(patient({ fullName: 'Lakshmi Devi', service: CARDIOLOGY }));
  await form.payButton('Pay Now').click();
  const sent = page.waitForRequest(BOOK_URL);
  await form.submitTakingNearest();
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ healthPackage: 'healthy-heart', paymentMethod: 'pay_now' });
  await expect(checkout(page).getByRole('heading', { name: 'Pay ₹4,999' })).toBeVisible({ timeout: 20_000 });
  await cancelStandInCheckout(page);
  await form.held.getByRole('button', { name: 'Pay at the hospital instead' }).click();
  await expect(form.confirmation).toContainText('Fee: ₹4,999, to be paid at the hospital.');
});

test('the gateway runs on the booking pages only: Pay Now from the home page pays on the appointment’s own page', async ({ page }) => {
  const home = await page.request.get('/');
  const booking = await page.request.get('/appoinment');
  const gateway = /http:\/\/127\.0\.0\.1:\d+/.exec(booking.headers()['content-security-policy'] ?? '')?.[0];
  expect(gateway).toBeTruthy();
  expect(home.headers()['content-security-policy']).not.toContain(gateway);

  const band = page.locator('[data-slot="booking.appointment-form"]');
  const form = new AppointmentFormPage(page, band, 'Book a visit to the hospital');
  await form.open('/', band);
  await form.fill(patient({ fullName: 'Farhana Begum', service: CARDIOLOGY, doctor: 'dr-venkatesh-iyer' }));
  await form.payButton('Pay Now').click();
  await form.submit.click();
  // The home page may not run the gateway's script (nothing is even tried: no policy violation): the
  // appointment's own page opens the checkout.
  await page.waitForURL(/\/appoinment\/manage\/[A-Za-z0-9_-]{43}\?pay=1$/, { timeout: 30_000 });
  await expect(checkout(page).getByRole('heading', { name: 'Pay ₹900' })).toBeVisible({ timeout: 30_000 });
  await checkout(page).getByRole('button', { name: 'Pay ₹900' }).click();
  await expect(page.getByText('Payment received. Your appointment is booked.')).toBeVisible();
  await expect(page.locator('main dl')).toContainText('₹900, paid');
});
