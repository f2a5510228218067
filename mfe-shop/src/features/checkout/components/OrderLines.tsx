import { cartTotals, lineTotal, type CartLine } from '../../../model/cart';
import { useFormatMoney } from '../../../components/Money';
import { ProductThumb } from '../../../components/ProductThumb';
import styles from './OrderLines.module.css';

/** Lines of a cart or an order with price x qty and line totals, then Total Item, Sub Price and Total Price. */
export function OrderLines({ lines, withImages = false }: { lines: CartLine[]; withImages?: boolean }) {
  const money = useFormatMoney();
  const totals = cartTotals(lines);
  return (
    <div>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            {withImages && <ProductThumb id={line.id} fallback={line.proImg} alt="" size={56} />}
            <span className={styles.name}>
              {line.title}
              <span className={styles.muted}>
                {money(line.price)} x {line.qty}
              </span>
            </span>
            <span className={styles.amount}>{money(lineTotal(line))}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>Total Item</dt>
          <dd>{totals.items}</dd>
        </div>
        <div>
          <dt>Sub Price</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>Total Price</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
