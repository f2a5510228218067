import { Minus, Plus } from 'lucide-react';
import { lineTotal, type CartLine } from '../../../model/cart';
import { useShopActions } from '../../../hooks/use-shop-actions';
import { useFormatMoney } from '../../../components/Money';
import { ProductCell, ProductTable, RemoveCell } from '../../../components/ProductTable';
import { useSelector } from 'react-redux';
import { selectProducts } from '../../../store/shop-state';
import table from '../../../components/table.module.css';
import styles from './CartTable.module.css';

/** The cart's lines; below 640 px each row becomes a card so the page never scrolls sideways. */
export function CartTable({ lines }: { lines: CartLine[] }) {
  const actions = useShopActions();
  const money = useFormatMoney();
  const products = useSelector(selectProducts);
  const slugOf = (id: string) => products.find((product) => product.id === id)?.slug;

  return (
    <ProductTable caption="Items in your cart" columns={['Price', 'Quantity', 'Total']}>
      {lines.map((line) => (
        <tr key={line.id}>
          <ProductCell
            id={line.id}
            title={line.title}
            image={line.proImg}
            slug={slugOf(line.id)}
            note={[line.selected_color, line.selected_size].filter(Boolean).join(', ')}
          />
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
          <RemoveCell label={`Remove ${line.title} from cart`} onRemove={() => actions.removeFromCart(line.id)} />
        </tr>
      ))}
    </ProductTable>
  );
}
