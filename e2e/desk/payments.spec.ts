import { expect, test } from '../support/test';
import { daysAhead } from '../booking/appointment-form';
import { addStaff, book, openDay, row, signIn } from './desk-support';

test('the desk sees what each appointment owes, records money taken at the counter, and the appointment’s page lists it', async ({
  page,
  request,
}) => {
  const a = await book(request, { service: 'Cardiology & Heart Care' }, daysAhead(4));
  const desk = await addStaff('desk');
  await signIn(page, desk);
  await openDay(page, a.date);
  await expect(row(page, a.reference).locator('[data-payment-state]')).toHaveText('Not paid: ₹900 due at the hospital');

  await page.getByRole('button', { name: `Paid at counter ${a.reference}` }).click();
  const dialog = page.getByRole('form', { name: `Paid at the counter: ${a.reference}` });
  await expect(dialog.getByLabel('Amount in rupees')).toHaveValue('900');
  await dialog.getByLabel('Paid by').selectOption('upi');
  await dialog.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${a.reference}: ₹900 taken at the counter.` })).toBeVisible();
  await expect(row(page, a.reference).locator('[data-payment-state]')).toHaveText('Paid ₹900 at the counter (UPI)');
  await expect(page.getByRole('button', { name: `Paid at counter ${a.reference}` })).toHaveCount(0);

  await page.getByRole('link', { name: `Open ${a.reference}` }).click();
  const payments = page.locator('table[data-payments]');
  await expect(payments).toContainText('Paid at the counter');
  await expect(payments).toContainText(desk.username);
  await expect(payments).toContainText('₹900');
});
