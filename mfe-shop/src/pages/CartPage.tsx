import { useSelector } from 'react-redux';
import { Link } from '@hospital/router';
import { toast } from '../lib/toast';
import { PageMeta } from '@hospital/shared-types';
import { PageBand } from '../components/PageBand';
import { EmptyState } from '../components/EmptyState';
import { CartTable } from '../features/cart/components/CartTable';
import { CartTotals } from '../features/cart/components/CartTotals';
import { selectCartLines } from '../store/shop-state';
import styles from './pages.module.css';

export default function CartPage() {
  const lines = useSelector(selectCartLines);
  return (
    <>
      <PageMeta title="Cart" description="The items in your demo shop cart, with quantities and totals." path="/cart" />
      <PageBand title="Cart" trail={[{ label: 'Shop', to: '/shop' }, { label: 'Cart' }]} />
      <div className={`container ${styles.section}`}>
        {lines.length === 0 ? (
          <EmptyState title="Your cart is empty">
            <p>Browse our home health devices and add what you need.</p>
            <Link to="/shop" className="btn btn-primary">
              Go to the shop
            </Link>
          </EmptyState>
        ) : (
          <div className={styles.withAside}>
            <div>
              <CartTable lines={lines} />
              <div className={styles.actionsRow}>
                <Link to="/shop" className="btn btn-secondary">
                  Continue Shopping
                </Link>
                {/* Quantities apply at once; this confirms the cart is saved, as visitors expect the button. */}
                <button type="button" className="btn btn-ghost" onClick={() => toast.info('Cart updated')}>
                  Update Cart
                </button>
              </div>
            </div>
            <aside aria-label="Cart summary" className={styles.aside}>
              <CartTotals lines={lines} />
              <Link to="/checkout" className="btn btn-primary">
                Proceed to Checkout
              </Link>
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
