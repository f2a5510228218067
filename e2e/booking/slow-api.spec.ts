import { expect, test, type Page } from '../support/test';
import { scopedViolations } from '../support/axe';
import { AppointmentFormPage, patient } from './appointment-form';

// A hung booking API, as the page meets it: requests that are never answered. The page must say so within its
// time limits (10 s for a read, 20 s for a booking), keep what was typed and offer to try again.
test.describe.configure({ timeout: 120_000 });

const PHONE_LINK = 'a[href="tel:+919848022446"]';
/** Past the page's own limit, with room for a busy machine to render the notice. */
const READ_NOTICE_MS = 10_000 + 5_000;
const SEND_NOTICE_MS = 20_000 + 5_000;

/** Holds every request matching `url` unanswered until `release` is called (then it goes to the real API). */
async function hang(page: Page, url: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue().catch(() => undefined); // the page gave up on it meanwhile
  });
  return () => release();
}

test('a hung API: the strip and a booking say so in time, keep what was typed, and Try again works', async ({ page }) => {
  const form = new AppointmentFormPage(page);
  await form.open('/appoinment');
  const p = patient({ service: 'General Medicine & Family Care' });
  await form.field('Full name').fill(p.fullName);
  await form.field('Phone').fill(p.phone);

  const releaseDays = await hang(page, '**/api/appointments/free-days?*');
  await form.field('Service').selectOption(p.service);
  const dayNotice = form.days.getByRole('alert');
  await expect(dayNotice).toContainText('The booking service is taking too long to answer.', { timeout: READ_NOTICE_MS });
  await expect(dayNotice.locator(PHONE_LINK)).toHaveText('+91 98480 22446');
  expect(await scopedViolations(page, 'form')).toEqual([]);
  await expect(form.field('Full name')).toHaveValue(p.fullName);
  await expect(form.field('Phone')).toHaveValue(p.phone);

  releaseDays();
  await page.unroute('**/api/appointments/free-days?*');
  await dayNotice.getByRole('button', { name: 'Try again' }).click();
  await expect(form.days.getByRole('radio').first()).toBeAttached();

  // Fill the rest, then the booking hangs.
  await form.fill(p);
  await form.payButton('Pay at Hospital').click();
  await hang(page, '**/api/appointments/book-appointment');
  await form.submit.click();
  const sendNotice = form.form.getByRole('alert').filter({ hasText: 'The booking service is taking too long to answer.' });
  await expect(sendNotice).toBeVisible({ timeout: SEND_NOTICE_MS });
  await expect(sendNotice).toContainText('What you typed is still here.');
  await expect(sendNotice).toContainText('trying again will not book it twice');
  await expect(sendNotice).toBeFocused();
  await expect(sendNotice.locator(PHONE_LINK)).toBeVisible();
  await form.expectValues(p);
  expect(await scopedViolations(page, 'form')).toEqual([]);
});

test('in Telugu: the free times strip of a hung API says so in Telugu, with the phone number', async ({ page }) => {
  await page.goto('/te/appoinment');
  const form = page.getByRole('form', { name: 'అపాయింట్‌మెంట్ బుక్ చేయండి' });
  await expect(form).toBeVisible({ timeout: 45_000 });
  await hang(page, '**/api/appointments/free-days?*');
  await form.getByLabel(/^సేవ/).selectOption('Cardiology & Heart Care');
  const notice = form.getByRole('group', { name: 'రోజును ఎంచుకోండి' }).getByRole('alert');
  await expect(notice).toContainText('అపాయింట్‌మెంట్ సేవ నుంచి సమాధానం రావడానికి చాలా సమయం పడుతోంది.', { timeout: READ_NOTICE_MS });
  await expect(notice.locator(PHONE_LINK)).toBeVisible();
  await expect(notice.getByRole('button', { name: 'మళ్ళీ ప్రయత్నించండి' })).toBeVisible();
  expect(await scopedViolations(page, 'form')).toEqual([]);
});
