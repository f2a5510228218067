import { useSelector } from 'react-redux';
import { Link } from '@hospital/router';
import { PageMeta } from '@hospital/hospital-data';
import { PageBand } from '../components/PageBand';
import { EmptyState } from '../components/EmptyState';
import { CouponCard } from '../features/checkout/components/CouponCard';
import { BillingCard } from '../features/checkout/components/BillingCard';
import { PaymentCard } from '../features/checkout/components/PaymentCard';
import { OrderLines } from '../features/checkout/components/OrderLines';
import { useShopActions } from '../hooks/use-shop-actions';
import { selectCartLines } from '../store/shop-state';
import { useT } from '../i18n/catalog';
import styles from './CheckoutPage.module.css';
import page from './pages.module.css';

export default function CheckoutPage() {
  const lines = useSelector(selectCartLines);
  const actions = useShopActions();
  const t = useT();
  return (
    <>
      <PageMeta title={t('checkout.title')} description={t('checkout.meta.description')} path="/checkout" />
      <PageBand
        title={t('checkout.title')}
        trail={[{ label: t('shop.title'), to: '/shop' }, { label: t('cart.title'), to: '/cart' }, { label: t('checkout.title') }]}
      />
      <div className={`container ${page.section}`}>
        {lines.length === 0 ? (
          <EmptyState title={t('cart.empty.title')}>
            <p>{t('checkout.empty.text')}</p>
            <Link to="/shop" className="btn btn-primary">
              {t('shop.goToShop')}
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
                {t('checkout.total.title')}
              </h2>
              <OrderLines lines={lines} />
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
