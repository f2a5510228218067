import { cartTotals, type CartLine } from '../../../model/cart';
import { useFormatMoney } from '../../../components/Money';
import styles from './CartTotals.module.css';

/** Subtotal, the taxes and charges that are 0 (docs/product-rules.md#cart-maths), and the total. */
export function CartTotals({ lines }: { lines: CartLine[] }) {
  const money = useFormatMoney();
  const totals = cartTotals(lines);
  const rows: [string, number][] = [
    ['Sub total', totals.subtotal],
    ['VAT', totals.vat],
    ['Eco tax', totals.ecoTax],
    ['Delivery charge', totals.delivery],
  ];
  return (
    <section className={styles.card} aria-labelledby="cart-totals">
      <h2 id="cart-totals" className={styles.title}>
        Cart totals
      </h2>
      <dl className={styles.list}>
        {rows.map(([label, amount]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
