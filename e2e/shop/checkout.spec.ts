import { expect, test, type Page } from '../support/test';
import { BP, OXIMETER, addFromShop, openShop, toast, watchOutgoing } from './shop-pages';

// Journeys through several pages: give them room on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

async function cartWithTwo(page: Page) {
  await openShop(page);
  await addFromShop(page, BP.title);
  await addFromShop(page, OXIMETER.title);
  await addFromShop(page, OXIMETER.title);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

test('checkout cards open and close independently; the shipping block; Cart Total', async ({ page }) => {
  await cartWithTwo(page);
  const coupon = page.getByRole('button', { name: /coupon/i });
  const billing = page.getByRole('button', { name: 'Billing Address' });
  const payment = page.getByRole('button', { name: 'Payment Method' });
  await expect(coupon).toHaveAttribute('aria-expanded', 'false');
  await expect(payment).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Coupon code')).toBeHidden();

  await coupon.click();
  await expect(page.getByLabel('Coupon code')).toBeVisible();
  await expect(payment).toHaveAttribute('aria-expanded', 'true');
  await payment.click();
  await expect(payment).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel(/Card Number/)).toBeHidden();
  await expect(coupon).toHaveAttribute('aria-expanded', 'true');
  await billing.click();
  await expect(page.getByLabel('Country').first()).toBeHidden();
  await billing.click();

  await expect(page.getByLabel('Order notes')).toBeHidden();
  await page.getByLabel('Ship to a different address?').check();
  await expect(page.getByLabel('Order notes')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveCount(2);
  await page.getByLabel('Ship to a different address?').uncheck();
  await expect(page.getByLabel('Order notes')).toBeHidden();

  const total = page.getByRole('complementary', { name: 'Cart Total' });
  await expect(total).toContainText('$22.00 x 2');
  await expect(total).toContainText(/Total Item\s*2/);
  await expect(total).toContainText(/Sub Price\s*\$92\.00/);
  await expect(total).toContainText(/Total Price\s*\$92\.00/);
});

test('card form: errors under fields, then "User does not exist!", then the order is placed', async ({ page, baseURL }) => {
  await cartWithTwo(page);
  const sent = watchOutgoing(page, new URL(baseURL!).origin);
  await expect(page.getByLabel(/Account e-mail/)).toHaveValue(/^user@/);
  await expect(page.getByRole('radio', { name: 'Visa' })).toBeChecked();
  // The radio itself is visually hidden behind its logo: pick it the way a visitor does.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Skrill' }) })
    .click();
  await expect(page.getByRole('radio', { name: 'Skrill' })).toBeChecked();

  await page.getByLabel(/CVV/).fill('');
  await page.getByLabel(/Card Number/).fill('12');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(toast(page, 'Empty field is not allowed!')).toBeVisible();
  await expect(page.getByLabel(/CVV/)).toHaveAccessibleDescription('Please enter the CVV.');
  await expect(page.getByLabel(/Card Number/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('A card number has 12 to 19 digits.')).toBeVisible();

  await page.getByLabel(/CVV/).fill('321');
  await page.getByLabel(/Card Number/).fill('4111 1111 1111 1111');
  await page.getByLabel(/Account e-mail/).fill('guest@example.com');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(toast(page, 'User does not exist!')).toBeVisible();
  const message = page.locator('main').getByRole('alert');
  await expect(message).toContainText('User does not exist!');
  await expect(message).toContainText('user@ashrayahospital.in');
  await expect(message).toContainText('vendor@ashrayahospital.in');
  await expect(message).toContainText('admin@ashrayahospital.in');
  await expect(page.getByLabel(/Card holder Name/)).toHaveValue('');

  await page.getByLabel(/Account e-mail/).fill('user@ashrayahospital.in');
  await page.getByLabel(/Card holder Name/).fill('Srinivas Rao');
  await page.getByLabel(/Card Number/).fill('4111 1111 1111 1111');
  await page.getByLabel(/CVV/).fill('456');
  await page.getByLabel(/Expire Date/).fill('11/31');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(toast(page, 'Order Received successfully!')).toBeVisible();
  await expect(page).toHaveURL('/order_received');
  await expect(page.getByText('Thank You For Your Shopping! Your order has been received')).toBeVisible();
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText(BP.title);
  await expect(details).toContainText('$22.00 x 2');
  await expect(details).toContainText(/Total Price\s*\$92\.00/);
  expect(sent).toEqual([]);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Order details' })).toContainText(OXIMETER.title);
  await expect(page.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/home');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('cash on delivery: a Proceed to Checkout link straight to /order_received with the order', async ({ page, baseURL }) => {
  await cartWithTwo(page);
  const sent = watchOutgoing(page, new URL(baseURL!).origin);
  await page.getByLabel('Cash On delivery').check();
  await expect(page.getByLabel(/Card Number/)).toHaveCount(0);
  const link = page.getByRole('link', { name: 'Proceed to Checkout' });
  await expect(link).toHaveAttribute('href', '/order_received');
  await link.click();
  await expect(page).toHaveURL('/order_received');
  await expect(page.getByRole('region', { name: 'Order details' })).toContainText(/Total Item\s*2/);
  await expect(page.getByText(/Cash on delivery/)).toBeVisible();
  expect(sent).toEqual([]);
});
