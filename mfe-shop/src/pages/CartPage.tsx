import { useSelector } from 'react-redux';
import { Link } from '@hospital/router';
import { toast } from '../lib/toast';
import { PageMeta } from '@hospital/hospital-data';
import { PageBand } from '../components/PageBand';
import { EmptyState } from '../components/EmptyState';
import { CartTable } from '../features/cart/components/CartTable';
import { CartTotals } from '../features/cart/components/CartTotals';
import { selectCartLines } from '../store/shop-state';
import { useT } from '../i18n/catalog';
import styles from './pages.module.css';

export default function CartPage() {
  const lines = useSelector(selectCartLines);
  const t = useT();
  return (
    <>
      <PageMeta title={t('cart.title')} description={t('cart.meta.description')} path="/cart" />
      <PageBand title={t('cart.title')} trail={[{ label: t('shop.title'), to: '/shop' }, { label: t('cart.title') }]} />
      <div className={`container ${styles.section}`}>
        {lines.length === 0 ? (
          <EmptyState title={t('cart.empty.title')}>
            <p>{t('cart.empty.text')}</p>
            <Link to="/shop" className="btn btn-primary">
              {t('shop.goToShop')}
            </Link>
          </EmptyState>
        ) : (
          <div className={styles.withAside}>
            <div>
              <CartTable lines={lines} />
              <div className={styles.actionsRow}>
                <Link to="/shop" className="btn btn-secondary">
                  {t('cart.continue')}
                </Link>
                {/* Quantities apply at once; this confirms the cart is saved, as visitors expect the button. */}
                <button type="button" className="btn btn-ghost" onClick={() => toast.info(t('toast.cartUpdated'))}>
                  {t('cart.update')}
                </button>
              </div>
            </div>
            <aside aria-label={t('cart.summary')} className={styles.aside}>
              <CartTotals lines={lines} />
              <Link to="/checkout" className="btn btn-primary">
                {t('cart.checkout')}
              </Link>
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
