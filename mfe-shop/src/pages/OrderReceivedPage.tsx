import { useSelector } from 'react-redux';
import { Link } from '@hospital/router';
import { PackageCheck } from 'lucide-react';
import { PageMeta } from '@hospital/shared-types';
import { PageBand } from '../components/PageBand';
import { EmptyState } from '../components/EmptyState';
import { OrderLines } from '../features/checkout/components/OrderLines';
import { selectLastOrder } from '../store/shop-state';
import styles from './OrderReceivedPage.module.css';
import page from './pages.module.css';

const PAYMENT_LABEL = { card: 'Payment by card', cash: 'Cash on delivery' } as const;

export default function OrderReceivedPage() {
  const order = useSelector(selectLastOrder);
  return (
    <>
      <PageMeta title="Order received" description="Thank you for your order from the demo shop." path="/order_received" />
      <PageBand title="Order received" trail={[{ label: 'Shop', to: '/shop' }, { label: 'Order received' }]} />
      <div className={`container ${page.section}`}>
        {order ? (
          <div className={styles.layout}>
            <div className={styles.thanks}>
              <PackageCheck size={48} aria-hidden="true" className={styles.icon} />
              <h2 className={styles.title}>Thank You For Your Shopping! Your order has been received</h2>
              <p>
                Order <strong>{order.id}</strong>, placed on{' '}
                {new Date(order.placedAt).toLocaleString('en-IN', { dateStyle: 'long', timeStyle: 'short' })}.{' '}
                {PAYMENT_LABEL[order.payment]}. This is a demonstration shop, so nothing will be delivered or charged.
              </p>
              <Link to="/home" className="btn btn-primary">
                Back Home
              </Link>
            </div>
            <section className={styles.details} aria-labelledby="order-details">
              <h2 id="order-details" className={styles.detailsTitle}>
                Order details
              </h2>
              <OrderLines lines={order.lines} withImages />
            </section>
          </div>
        ) : (
          <EmptyState title="No recent order">
            <p>When you place an order in the shop, its details appear here.</p>
            <Link to="/shop" className="btn btn-primary">
              Go to the shop
            </Link>
          </EmptyState>
        )}
      </div>
    </>
  );
}
