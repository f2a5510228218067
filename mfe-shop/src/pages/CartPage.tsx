import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { PageMeta } from '@hospital/shared-types';
import { cartSlice, type CartState } from '../features/cart/cart-slice';

const selectLines = (state: { cart?: CartState }) =>
  state.cart ? cartSlice.selectors.selectCartLines({ cart: state.cart }) : [];

export default function CartPage() {
  const lines = useSelector(selectLines);
  return (
    <section className="container" style={{ padding: '48px 16px' }}>
      <PageMeta title="Cart" description="Your demo shop cart." path="/cart" />
      <h1>Cart</h1>
      {lines.length === 0 ? (
        <p>
          Your cart is empty. <Link to="/shop">Continue shopping</Link>
        </p>
      ) : (
        <ul aria-label="Cart lines">
          {lines.map((line) => (
            <li key={line.id}>
              {line.title} × {line.qty}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
