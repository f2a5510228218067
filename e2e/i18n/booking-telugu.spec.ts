import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { mailsAbout } from '../support/mail';
import { anyOf, firstFreeDay, uniquePhone } from '../booking/appointment-form';

const SERVICE = 'Orthopaedics & Trauma Care';

test('a patient books in Telugu: labels, a validation message, the confirmation and the e-mail in Telugu; stored as in English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/te/appoinment');
  const form = page.getByRole('form', { name: 'అపాయింట్‌మెంట్ బుక్ చేయండి' });
  await expect(form).toBeVisible({ timeout: 45_000 });
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}`));

  const day = await firstFreeDay(page.request, SERVICE, undefined);
  const time = anyOf(day.times);
  // Times first. The department is chosen by its Telugu name; the form sends the contract's English value.
  await field('సేవ').selectOption({ label: 'ఎముకలు & గాయాల చికిత్స (ఆర్థోపెడిక్స్)' });
  await expect(field('సేవ')).toHaveValue(SERVICE);
  await field('మీకు అనుకూలమైన తేదీ').fill(day.date);
  await form.getByRole('group', { name: 'మీకు అనుకూలమైన సమయం' }).locator(`input[type="radio"][value="${time}"]`).check();
  await field('పూర్తి పేరు').fill('Sravani Kondapalli');
  await field('వయస్సు').fill('34');
  await field('లింగం').selectOption('Female');
  await field('ఈమెయిల్').fill('sravani.k@example.in');
  await field('ఫోన్ నంబర్').fill('98765');
  await field('చిరునామా').fill('12-5, Suchitra Circle, Kompally, Hyderabad 500067');
  await form.getByRole('button', { name: 'ఆసుపత్రిలో చెల్లించండి', exact: true }).click();

  await form.getByRole('button', { name: 'అపాయింట్‌మెంట్ బుక్ చేయండి' }).click();
  await expect(form).toContainText('దయచేసి 10 అంకెల ఫోన్ నంబర్‌ను నమోదు చేయండి');
  await expect(field('పూర్తి పేరు')).toHaveValue('Sravani Kondapalli');

  await field('ఫోన్ నంబర్').fill(uniquePhone());
  const response = page.waitForResponse('**/api/appointments/book-appointment');
  await form.getByRole('button', { name: 'అపాయింట్‌మెంట్ బుక్ చేయండి' }).click();
  const answer = await response;
  expect(answer.request().headers()['accept-language']).toBe('te');
  const { appointmentId: reference, message } = (await answer.json()) as { appointmentId: string; message: string };
  expect(message).not.toMatch(/[A-Za-z]{3}/);
  // The confirmation takes the form's place, its Telugu heading focused.
  const status = page.getByRole('region', { name: 'మీ అపాయింట్‌మెంట్ బుక్ అయింది' });
  await expect(status.getByRole('heading')).toBeFocused();
  await expect(status).toContainText(reference);
  await expect(status).toContainText('మీ రిఫరెన్స్ నంబర్');

  // The page's calendar file speaks Telugu like the e-mail's, and is the same event (one UID).
  const download = page.waitForEvent('download');
  await status.getByRole('link', { name: 'క్యాలెండర్‌లో చేర్చండి' }).click();
  const pageIcs = readFileSync(await (await download).path(), 'utf8').replace(/\r\n /g, '');
  expect(pageIcs).toContain('SUMMARY:అపాయింట్‌మెంట్: డా. కార్తీక్ వర్మ – ఎముకలు & గాయాల చికిత్స (ఆర్థోపెడిక్స్)\\, Ashraya Hospital');
  expect(pageIcs).toMatch(new RegExp(`^DESCRIPTION:రిఫరెన్స్ ${reference}\\. `, 'm'));
  expect(pageIcs).toMatch(/^DESCRIPTION:రేపు: డా\. కార్తీక్ వర్మ/m);
  expect(pageIcs).not.toMatch(/Appointment:|Reference |Tomorrow/);

  // The manage page in English shows what was stored: the same English department, doctor and time.
  const manage = status.getByRole('link', { name: 'మీ అపాయింట్‌మెంట్‌ను చూడండి లేదా మార్చండి' });
  const href = (await manage.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/te\/appoinment\/manage\/[A-Za-z0-9_-]{43}$/);
  await page.goto(href.replace(/^\/te/, ''));
  const details = page.locator('main dl');
  await expect(details).toContainText(reference);
  await expect(details).toContainText(SERVICE);
  await expect(details).toContainText('Booked');

  await expect.poll(async () => (await mailsAbout(reference)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const [mail] = await mailsAbout(reference);
  expect(mail?.subject).toMatch(new RegExp(`^అపాయింట్‌మెంట్ బుక్ అయింది: ${reference}, `));
  expect(mail?.text).toContain('Sravani Kondapalli గారికి,');
  expect(mail?.text).toContain('విభాగం: ఎముకలు & గాయాల చికిత్స (ఆర్థోపెడిక్స్)');
  const mailIcs = mail?.attachments.find((file) => file.contentType.startsWith('text/calendar'))?.content.toString('utf8') ?? '';
  expect(/^UID:.*$/m.exec(pageIcs)?.[0]).toBe(/^UID:.*$/m.exec(mailIcs.replace(/\r\n /g, ''))?.[0]);
});
