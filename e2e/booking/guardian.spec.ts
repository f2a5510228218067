import { expect, test } from '../support/test';
import { violations } from '../support/axe';
import { mailsAbout } from '../support/mail';
import { AppointmentFormPage, anyOf, firstFreeDay, uniquePhone } from './appointment-form';

test.describe.configure({ timeout: 120_000 });

const SERVICE = 'Women & Child Care';
const GUARDIAN = 'తల్లిదండ్రులు లేదా సంరక్షకుల పేరు';

test('a 7-month-old is booked in Telugu with a parent’s name, asked only for the minor; the e-mail greets the parent', async ({ page }) => {
  await page.goto('/te/appoinment');
  const form = page.getByRole('form', { name: 'అపాయింట్‌మెంట్ బుక్ చేయండి' });
  await expect(form).toBeVisible({ timeout: 45_000 });
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}`));

  const day = await firstFreeDay(page.request, SERVICE);
  await field('సేవ').selectOption(SERVICE);
  await field('మీకు అనుకూలమైన తేదీ').fill(day.date);
  await form
    .getByRole('group', { name: 'మీకు అనుకూలమైన సమయం' })
    .locator(`input[type="radio"][value="${anyOf(day.times)}"]`)
    .check();
  await field('పూర్తి పేరు').fill('బేబీ లక్ష్మి');

  // An adult is asked no guardian; the age typed from the keyboard decides.
  const age = field('వయస్సు');
  await age.focus();
  await page.keyboard.type('30');
  await expect(field(GUARDIAN)).toHaveCount(0);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('0');
  const months = field('వయస్సు \\(నెలల్లో\\)');
  const guardian = field(GUARDIAN);
  await expect(guardian).toBeVisible();
  await expect(guardian).toHaveAccessibleDescription(/రోగి వయస్సు 18 లోపు/);
  // In the order read: the months, then the parent or guardian.
  await page.keyboard.press('Tab');
  await expect(months).toBeFocused();
  await page.keyboard.type('7');
  await page.keyboard.press('Tab');
  await expect(guardian).toBeFocused();

  await field('లింగం').selectOption('Female');
  await field('ఈమెయిల్').fill('sravani.goud@example.in');
  await field('ఫోన్ నంబర్').fill(uniquePhone());
  await field('చిరునామా').fill('12-5, Suchitra Circle, Kompally, Hyderabad 500067');
  await form.getByRole('button', { name: 'ఆసుపత్రిలో చెల్లించండి', exact: true }).click();

  // Left empty: refused beside the field, in Telugu, and focused; nothing is sent.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/book-appointment')) sent += 1;
  });
  await form.getByRole('button', { name: 'అపాయింట్‌మెంట్ బుక్ చేయండి' }).click();
  await expect(guardian).toBeFocused();
  await expect(guardian).toHaveAccessibleDescription(/దయచేసి తల్లిదండ్రులు లేదా సంరక్షకుల పేరు నమోదు చేయండి/);
  expect(sent).toBe(0);
  expect(await violations(page)).toEqual([]);

  await page.keyboard.type('శ్రావణి గౌడ్');
  await expect(guardian).not.toHaveAttribute('aria-invalid', 'true');
  const answer = await new AppointmentFormPage(page, page, 'అపాయింట్‌మెంట్ బుక్ చేయండి').submitTakingNearest(
    undefined,
    form.getByRole('button', { name: 'అపాయింట్‌మెంట్ బుక్ చేయండి' }),
  );
  expect(answer.status()).toBe(201);
  expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({ age: 0, ageMonths: 7, guardianName: 'శ్రావణి గౌడ్' });
  const { appointmentId: reference } = (await answer.json()) as { appointmentId: string };
  const status = page.getByRole('region', { name: 'మీ అపాయింట్‌మెంట్ బుక్ అయింది' });
  await expect(status).toContainText(reference);

  // The manage page names the baby and the parent.
  const href = (await status.getByRole('link', { name: 'మీ అపాయింట్‌మెంట్‌ను చూడండి లేదా మార్చండి' }).getAttribute('href')) ?? '';
  await page.goto(href);
  const details = page.locator('main dl');
  await expect(details).toContainText('శ్రావణి గౌడ్');
  await expect(details).toContainText('బేబీ లక్ష్మి');
  expect(await violations(page)).toEqual([]);

  await expect.poll(async () => (await mailsAbout(reference)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const [mail] = await mailsAbout(reference);
  expect(mail?.text).toMatch(/^శ్రావణి గౌడ్ గారికి,\n\nబేబీ లక్ష్మి కోసం బుక్ చేసిన అపాయింట్‌మెంట్ గురించి ఈ సందేశం\./);
  expect(mail?.text).not.toContain('బేబీ లక్ష్మి గారికి');
});
