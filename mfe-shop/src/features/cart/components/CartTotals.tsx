import { cartTotals, type CartLine } from '../../../model/cart';
import { useFormatMoney } from '../../../components/Money';
import { useT } from '../../../i18n/catalog';
import styles from './CartTotals.module.css';

/** Subtotal, the taxes and charges that are 0 (docs/product-rules.md#cart-maths), and the total. */
export function CartTotals({ lines }: { lines: CartLine[] }) {
  const money = useFormatMoney();
  const t = useT();
  const totals = cartTotals(lines);
  const rows: [string, number][] = [
    [t('cart.totals.subtotal'), totals.subtotal],
    [t('cart.totals.vat'), totals.vat],
    [t('cart.totals.ecoTax'), totals.ecoTax],
    [t('cart.totals.delivery'), totals.delivery],
  ];
  return (
    <section className={styles.card} aria-labelledby="cart-totals">
      <h2 id="cart-totals" className={styles.title}>
        {t('cart.totals.title')}
      </h2>
      <dl className={styles.list}>
        {rows.map(([label, amount]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('cart.totals.total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
