import { expect, type Page } from '../support/test';
import { BOOKING_CONFIG_PATH } from '@hospital/booking-contract';

/** Our products as the tests use them. */
export const BP = { title: 'Upper-Arm Blood Pressure Monitor', slug: 'upper-arm-blood-pressure-monitor', price: 48 };
export const OXIMETER = { title: 'Fingertip Pulse Oximeter', slug: 'fingertip-pulse-oximeter', price: 22 };
export const GLUCOMETER = { title: 'Blood Glucose Meter Kit', slug: 'blood-glucose-meter-kit', price: 31 };
export const WRIST = { title: 'Digital Wrist BP Machine', slug: 'digital-wrist-bp-machine', price: 36 };

export const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true }).first();

export async function openShop(page: Page) {
  await page.goto('/shop');
  // The first visit loads the shop remote itself, which can take a while on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible({ timeout: 30_000 });
}

export async function addFromShop(page: Page, title: string) {
  await page.getByRole('button', { name: `Add to cart: ${title}` }).click();
  await expect(toast(page, `${title} Added to Cart`)).toBeVisible();
}

/** The cart's row for a product. */
export const cartRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** Requests that leave for a server: anything but GETs of the site's own files, and of the booking page's
 * settings, which the shell fetches ahead with that page's code and which carry nothing of the visitor's. */
export function watchOutgoing(page: Page, origin: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const settings = url.pathname === BOOKING_CONFIG_PATH && url.search === '';
    const ownFile = request.method() === 'GET' && url.origin === origin && (!url.pathname.startsWith('/api') || settings);
    if (!ownFile && !url.protocol.startsWith('data')) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}
