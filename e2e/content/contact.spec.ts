import { test, expect, type Request } from '../support/test';
import { networkQuiet } from '../support/network';
import { BOOKING_CONFIG_PATH } from '@hospital/booking-contract';
import { DEPARTMENT_NAMES, site } from '@hospital/hospital-data';
import { expectOneH1InFrame } from './home-helpers';
import { shoot } from './team-helpers';

// The shared test machine is often slow to serve a fresh stack's chunks.
test.describe.configure({ timeout: 90_000 });

test('/contact shows the three info cards, the question form and the map', async ({ page }) => {
  await page.goto('/contact');
  await expectOneH1InFrame(page, 'Contact Us');
  await expect(page).toHaveTitle(`Contact Us | ${site.name}`);
  const main = page.locator('main');
  for (const heading of ['Address', 'Email Us', 'Call Now']) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main.getByText(site.address.street, { exact: false })).toBeVisible();
  await expect(main.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(main.getByRole('link', { name: site.phoneDisplay }).first()).toHaveAttribute('href', `tel:${site.phoneE164}`);
  await expect(main.getByRole('heading', { name: 'Have Any Question?' })).toBeVisible();
  const map = main.locator('iframe');
  await expect(map).toHaveAttribute('title', /Map showing/);
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('src', site.mapEmbedUrl);
  const options = await page.getByLabel('Department').locator('option').allInnerTexts();
  expect(options.slice(1)).toEqual([...DEPARTMENT_NAMES]);
});

test('the contact form explains each field when it is left, and as it is corrected', async ({ page }) => {
  await page.goto('/contact');
  const name = page.getByLabel('Your name');
  await name.focus();
  await name.blur();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Ravi 2');
  await expect(page.getByText('Your name can contain only letters and spaces.')).toBeVisible();
  await name.fill('Ravi Kumar');
  await expect(page.getByText(/only letters and spaces/)).toHaveCount(0);

  const email = page.getByLabel('E-mail address');
  await email.fill('ravi@example');
  await email.blur();
  await expect(page.getByText('Please enter a valid e-mail address, like name@example.com.')).toBeVisible();

  const phone = page.getByLabel('Phone number');
  await phone.fill('12345');
  await phone.blur();
  await expect(page.getByText('Please enter a 10-digit phone number, with or without +91.')).toBeVisible();
  await phone.fill('+91 98480 22446');
  await expect(page.getByText(/10-digit phone number/)).toHaveCount(0);

  const subject = page.getByLabel('Department');
  await subject.focus();
  await subject.blur();
  await expect(page.getByText('Please choose a department.')).toBeVisible();

  const message = page.getByLabel('Your message');
  await message.focus();
  await message.blur();
  await expect(page.getByText('Please write your message.')).toBeVisible();
});

test('a valid message clears the form, thanks the visitor and sends no request', async ({ page }) => {
  await page.goto('/contact');
  await networkQuiet(page);
  // Anything that could carry the message: a non-GET, a fetch/XHR/beacon, or a navigation.
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) return; // the map iframe's own traffic
    // The site's own code and manifests, which the shell fetches ahead once the visitor uses the page, carry nothing.
    // So is the booking page's settings (fetched with its code), asked for with no query.
    const { pathname, search } = new URL(request.url());
    const code = /^\/(remotes\/|remotes\.json$|static\/)/.test(pathname) || (pathname === BOOKING_CONFIG_PATH && search === '');
    const carrier = ['fetch', 'xhr', 'ping', 'document', 'eventsource', 'websocket'].includes(request.resourceType());
    if (request.method() !== 'GET' || (carrier && !code)) sent.push(request);
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();

  await page.getByLabel('Your name').fill('Anjali Sharma');
  await page.getByLabel('E-mail address').fill('anjali@example.in');
  await page.getByLabel('Phone number').fill('9848022446');
  await page.getByLabel('Department').selectOption(DEPARTMENT_NAMES[3]!);
  await page.getByLabel('Your message').fill('Does the Healthy Heart package include a treadmill test?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you for writing to us');
  for (const label of ['Your name', 'E-mail address', 'Phone number', 'Department', 'Your message']) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
  await expect(page).toHaveURL(/\/contact$/);
  expect(sent.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
});

test('contact screenshots', async ({ page }) => {
  test.setTimeout(120_000);
  await shoot(page, 'contact', '/contact');
});
