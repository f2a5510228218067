import { expect, test } from '../support/test';
import { scopedViolations } from '../support/axe';
import { AppointmentFormPage, patient } from './appointment-form';

test.describe.configure({ timeout: 90_000 });

const PAGES = [
  { path: '/appoinment', form: 'Book an appointment', message: 'Message', call: /^Call .* now$/, submit: 'Book Appointment' },
  { path: '/te/appoinment', form: 'అపాయింట్‌మెంట్ బుక్ చేయండి', message: 'సందేశం', call: /^ఇప్పుడే .* కు కాల్ చేయండి$/, submit: 'అపాయింట్‌మెంట్ బుక్ చేయండి' },
  { path: '/hi/appoinment', form: 'अपॉइंटमेंट बुक करें', message: 'संदेश', call: /^अभी .* पर कॉल करें$/, submit: 'अपॉइंटमेंट बुक करें' },
];

for (const language of PAGES) {
  test(`${language.path}: Hindi and Telugu typed in Latin letters bring the emergency number, and the form stays open`, async ({
    page,
  }) => {
    await page.goto(language.path);
    const form = page.getByRole('form', { name: language.form });
    await expect(form).toBeVisible({ timeout: 45_000 });
    const message = form.getByLabel(new RegExp(`^${language.message}`));
    const prompt = form.locator('[aria-live="assertive"]').getByRole('link', { name: language.call });

    // Typed from the keyboard, as a patient does: the matcher comes on the field's focus.
    await message.focus();
    await page.keyboard.type('subah se seene me dard');
    await expect(prompt).toBeVisible();
    expect(await scopedViolations(page, 'form')).toEqual([]);

    await message.fill('');
    await page.keyboard.type('routine knee pain review');
    await expect(prompt).toHaveCount(0);

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('nanna ki oopiri aadatledu');
    await expect(prompt).toBeVisible();
    await expect(form.getByRole('button', { name: language.submit, exact: true })).toBeEnabled();
  });
}

test('the prompt’s words come as the patient starts the form, so a sign found later never moves the buttons under a tap', async ({
  page,
}) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  const matcher = page.waitForRequest(/emergency-signs[^/]*\.js$/);
  await form.field('Service').focus();
  await matcher;
  await form.field('Message').fill('seene me dard');
  await expect(form.emergencyCall).toBeVisible();
});

test('a message naming an emergency in mixed words still books', async ({ page }) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  await form.fill(patient({ message: 'chest lo noppi since morning' }));
  await expect(form.form.getByRole('link', { name: /^Call .* now$/ })).toBeVisible();
  await form.payButton('Pay at Hospital').click();
  const response = await form.submitTakingNearest();
  expect(response.status()).toBe(201);
  const { appointmentId } = (await response.json()) as { appointmentId: string };
  await expect(form.confirmation).toContainText(appointmentId);
});
