import { useSelector } from 'react-redux';
import { Link } from '@hospital/router';
import { PackageCheck } from 'lucide-react';
import { PageMeta, usePageLocale } from '@hospital/hospital-data';
import { PageBand } from '../components/PageBand';
import { EmptyState } from '../components/EmptyState';
import { OrderLines } from '../features/checkout/components/OrderLines';
import { selectLastOrder } from '../store/shop-state';
import styles from './OrderReceivedPage.module.css';
import page from './pages.module.css';
import { useT } from '../i18n/catalog';

const PAYMENT_LABEL = { card: 'order.payment.card', cash: 'order.payment.cash' } as const;

export default function OrderReceivedPage() {
  const order = useSelector(selectLastOrder);
  const t = useT();
  const locale = usePageLocale();
  return (
    <>
      <PageMeta title={t('order.title')} description={t('order.meta.description')} path="/order_received" />
      <PageBand title={t('order.title')} trail={[{ label: t('shop.title'), to: '/shop' }, { label: t('order.title') }]} />
      <div className={`container ${page.section}`}>
        {order ? (
          <div className={styles.layout}>
            <div className={styles.thanks}>
              <PackageCheck size={48} aria-hidden="true" className={styles.icon} />
              <h2 className={styles.title}>{t('order.thanks')}</h2>
              <p>
                {t('order.number')} <strong>{order.id}</strong>
                {t('order.placed', {
                  date: new Date(order.placedAt).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' }),
                  payment: t(PAYMENT_LABEL[order.payment]),
                })}
              </p>
              <Link to="/home" className="btn btn-primary">
                {t('order.backHome')}
              </Link>
            </div>
            <section className={styles.details} aria-labelledby="order-details">
              <h2 id="order-details" className={styles.detailsTitle}>
                {t('order.details')}
              </h2>
              <OrderLines lines={order.lines} withImages />
            </section>
          </div>
        ) : (
          <EmptyState title={t('order.empty.title')}>
            <p>{t('order.empty.text')}</p>
            <Link to="/shop" className="btn btn-primary">
              {t('shop.goToShop')}
            </Link>
          </EmptyState>
        )}
      </div>
    </>
  );
}
