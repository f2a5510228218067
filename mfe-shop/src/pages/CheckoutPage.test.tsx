import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hospital/router';
import { toast } from '../lib/toast';
import { PRODUCTS } from '../model/products';
import { makeTestStore, Providers } from '../test/render';
import CheckoutPage from './CheckoutPage';

jest.mock('../lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() } }));
const mocked = toast as unknown as Record<'success' | 'error' | 'info', jest.Mock>;
const product = PRODUCTS[0]!;

function setup() {
  const store = makeTestStore({ cart: { lines: [{ id: product.id, title: product.title, price: 48, qty: 2 }] } });
  render(
    <Providers store={store} path="/checkout">
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/order_received" element={<h1>Order page</h1>} />
      </Routes>
    </Providers>,
  );
  return { store, user: userEvent.setup() };
}

beforeEach(() => jest.clearAllMocks());

describe('checkout', () => {
  it('cards open and close independently: coupon closed, billing and payment open', async () => {
    const { user } = setup();
    const coupon = screen.getByRole('button', { name: /coupon/i });
    const payment = screen.getByRole('button', { name: 'Payment Method' });
    expect(coupon).toHaveAttribute('aria-expanded', 'false');
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    await user.click(coupon);
    expect(coupon).toHaveAttribute('aria-expanded', 'true');
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Coupon code')).toBeVisible();
  });

  it('shows Cart Total with price x qty, Total Item, Sub Price and Total Price in dollars', () => {
    setup();
    const total = screen.getByRole('complementary', { name: 'Cart Total' });
    expect(total).toHaveTextContent('$48.00 x 2');
    expect(total).toHaveTextContent('Total Item1');
    expect(total).toHaveTextContent('Sub Price$96.00');
    expect(total).toHaveTextContent('Total Price$96.00');
  });

  it('an empty field shows its message and the error toast', async () => {
    const { user } = setup();
    await user.clear(screen.getByLabelText(/CVV/));
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(mocked.error).toHaveBeenCalledWith('Empty field is not allowed!');
    expect(screen.getByLabelText(/CVV/)).toHaveAccessibleDescription('Please enter the CVV.');
  });

  it('an e-mail not starting with "user" shows "User does not exist!" with the demo accounts, and clears the form', async () => {
    const { user, store } = setup();
    const email = screen.getByLabelText(/Account e-mail/);
    await user.clear(email);
    await user.type(email, 'vendor@ashrayahospital.in');
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(mocked.info).toHaveBeenCalledWith('User does not exist!');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('User does not exist!');
    expect(alert).toHaveTextContent(/user@.*vendor@.*admin@/);
    expect(screen.getByLabelText(/Card Number/)).toHaveValue('');
    expect(store.getState().cart.lines).toHaveLength(1);
  });

  it('the demo user places the order: toast, cart emptied, order kept, /order_received', async () => {
    const { user, store } = setup();
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(mocked.success).toHaveBeenCalledWith('Order Received successfully!');
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([]);
    expect(store.getState().order.last?.payment).toBe('card');
  });

  it('cash on delivery shows a link straight to /order_received', async () => {
    const { user, store } = setup();
    await user.click(screen.getByLabelText('Cash On delivery'));
    expect(screen.getByLabelText('Cash On delivery')).toHaveAttribute('value', 'cash');
    const link = screen.getByRole('link', { name: 'Proceed to Checkout' });
    expect(link).toHaveAttribute('href', '/order_received');
    await user.click(link);
    expect(store.getState().order.last?.payment).toBe('cash');
  });

  it('"Ship to a different address?" reveals the second address and order notes', async () => {
    const { user } = setup();
    expect(screen.getByLabelText('Order notes')).not.toBeVisible();
    await user.click(screen.getByLabelText('Ship to a different address?'));
    expect(screen.getByLabelText('Order notes')).toBeVisible();
    expect(screen.getAllByLabelText('First name')).toHaveLength(2);
  });
});
