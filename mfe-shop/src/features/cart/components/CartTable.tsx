import { Link } from '@hospital/router';
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { CartLine } from '../cart-slice';
import { lineTotal } from '../cart-slice';
import { useShopActions } from '../../../hooks/use-shop-actions';
import { useFormatMoney } from '../../../components/Money';
import { ProductThumb } from '../../../components/ProductThumb';
import { useSelector } from 'react-redux';
import { selectProducts } from '../../../store/shop-state';
import table from '../../shared/table.module.css';
import styles from './CartTable.module.css';

/** The cart's lines; below 640 px each row becomes a card so the page never scrolls sideways. */
export function CartTable({ lines }: { lines: CartLine[] }) {
  const actions = useShopActions();
  const money = useFormatMoney();
  const products = useSelector(selectProducts);
  const slugOf = (id: string) => products.find((product) => product.id === id)?.slug;

  return (
    <table className={table.table}>
      <caption className="visually-hidden">Items in your cart</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total</th>
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const slug = slugOf(line.id);
          const options = [line.selected_color, line.selected_size].filter(Boolean).join(', ');
          return (
            <tr key={line.id}>
              <th scope="row" className={table.product}>
                <ProductThumb id={line.id} fallback={line.proImg} alt="" />
                <span>
                  {slug ? <Link to={`/product-single/${slug}`}>{line.title}</Link> : line.title}
                  {options && <span className={table.muted}>{options}</span>}
                </span>
              </th>
              <td data-label="Price">{money(line.price)}</td>
              <td data-label="Quantity">
                <div className={styles.qty} role="group" aria-label={`Quantity of ${line.title}`}>
                  <button
                    type="button"
                    className={styles.step}
                    onClick={() => actions.decrement(line.id)}
                    disabled={line.qty <= 1}
                    aria-label={`Decrease quantity of ${line.title}`}
                  >
                    <Minus size={16} aria-hidden="true" />
                  </button>
                  <output className={styles.value} aria-live="polite">
                    {line.qty}
                  </output>
                  <button type="button" className={styles.step} onClick={() => actions.increment(line.id)} aria-label={`Increase quantity of ${line.title}`}>
                    <Plus size={16} aria-hidden="true" />
                  </button>
                </div>
              </td>
              <td data-label="Total" className={table.strong}>
                {money(lineTotal(line))}
              </td>
              <td>
                <button type="button" className={table.remove} onClick={() => actions.removeFromCart(line.id)} aria-label={`Remove ${line.title} from cart`}>
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
