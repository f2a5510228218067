import { useSelector } from 'react-redux';
import { Link } from '@hospital/router';
import { PageMeta } from '@hospital/shared-types';
import { PageBand } from '../components/PageBand';
import { EmptyState } from '../components/EmptyState';
import { CouponCard } from '../features/checkout/components/CouponCard';
import { BillingCard } from '../features/checkout/components/BillingCard';
import { PaymentCard } from '../features/checkout/components/PaymentCard';
import { OrderLines } from '../features/checkout/components/OrderLines';
import { useShopActions } from '../hooks/use-shop-actions';
import { selectCartLines } from '../store/shop-state';
import styles from './CheckoutPage.module.css';
import page from './pages.module.css';

export default function CheckoutPage() {
  const lines = useSelector(selectCartLines);
  const actions = useShopActions();
  return (
    <>
      <PageMeta title="Checkout" description="Check out your demo shop order: billing address and payment." path="/checkout" />
      <PageBand title="Checkout" trail={[{ label: 'Shop', to: '/shop' }, { label: 'Cart', to: '/cart' }, { label: 'Checkout' }]} />
      <div className={`container ${page.section}`}>
        {lines.length === 0 ? (
          <EmptyState title="Your cart is empty">
            <p>Add a product to your cart before checking out.</p>
            <Link to="/shop" className="btn btn-primary">
              Go to the shop
            </Link>
          </EmptyState>
        ) : (
          <div className={styles.columns}>
            <div className={styles.cards}>
              <CouponCard />
              <BillingCard />
              <PaymentCard onOrder={(payment) => actions.placeOrder(lines, payment)} />
            </div>
            <aside className={styles.total} aria-labelledby="checkout-total">
              <h2 id="checkout-total" className={styles.totalTitle}>
                Cart Total
              </h2>
              <OrderLines lines={lines} />
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
