import { expect, test } from '../support/test';
import { violations } from '../support/axe';
import { addStaff, row, search, signIn } from '../desk/desk-support';
import { AppointmentFormPage, patient } from './appointment-form';

test.describe.configure({ timeout: 90_000 });

test('a baby of 7 months is booked under Women & Child Care, and the desk reads "7 months"', async ({ page }) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  const baby = patient({ fullName: 'Baby of Sravani Goud', age: '0', gender: 'Female', service: 'Women & Child Care', message: '' });
  await form.fill(baby);
  const months = form.field('Age in months');
  await expect(months).toBeVisible();
  await expect(form.field('Age')).toHaveAccessibleDescription('In years. For a baby under one year, enter 0, then the months.');
  await months.fill('7');
  await form.field("Parent's or guardian's name").fill('Sravani Goud');
  await form.payButton('Pay at Hospital').click();
  expect(await violations(page)).toEqual([]);
  const response = await form.submitTakingNearest(baby);
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
    age: 0,
    ageMonths: 7,
    guardianName: 'Sravani Goud',
    service: 'Women & Child Care',
  });
  const { appointmentId } = (await response.json()) as { appointmentId: string };
  await expect(form.confirmation).toContainText(appointmentId);

  await page.context().clearCookies();
  await signIn(page, await addStaff('desk'));
  await search(page, appointmentId);
  await expect(row(page, appointmentId)).toContainText('7 months · Female');
  await page.getByRole('link', { name: `Open ${appointmentId}` }).click();
  await expect(page.locator(`[data-appointment="${appointmentId}"] dt:text-is("Age") + dd`)).toHaveText('7 months');
  await expect(page.locator(`[data-appointment="${appointmentId}"] dt:text-is("Parent or guardian") + dd`)).toHaveText('Sravani Goud');
});
