import { cartTotals, lineTotal, type CartLine } from '../../../model/cart';
import { useFormatMoney } from '../../../components/Money';
import { ProductThumb } from '../../../components/ProductThumb';
import { useT } from '../../../i18n/catalog';
import styles from './OrderLines.module.css';

/** Lines of a cart or an order with price x qty and line totals, then Total Item, Sub Price and Total Price. */
export function OrderLines({ lines, withImages = false }: { lines: CartLine[]; withImages?: boolean }) {
  const money = useFormatMoney();
  const t = useT();
  const totals = cartTotals(lines);
  return (
    <div>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            {withImages && <ProductThumb id={line.id} alt="" size={56} />}
            <span className={styles.name}>
              <span translate="no">{line.title}</span>
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
          <dt>{t('checkout.lines.items')}</dt>
          <dd>{totals.items}</dd>
        </div>
        <div>
          <dt>{t('checkout.lines.subtotal')}</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>{t('checkout.lines.total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
