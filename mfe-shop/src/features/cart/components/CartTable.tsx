import { Minus, Plus } from 'lucide-react';
import { lineTotal, type CartLine } from '../../../model/cart';
import { useShopActions } from '../../../hooks/use-shop-actions';
import { useFormatMoney } from '../../../components/Money';
import { ProductCell, ProductTable, RemoveCell } from '../../../components/ProductTable';
import { useSelector } from 'react-redux';
import { selectProducts } from '../../../store/shop-state';
import table from '../../../components/table.module.css';
import { translateData, useT } from '../../../i18n/catalog';
import styles from './CartTable.module.css';

/** The cart's lines; below 640 px each row becomes a card so the page never scrolls sideways. */
export function CartTable({ lines }: { lines: CartLine[] }) {
  const actions = useShopActions();
  const money = useFormatMoney();
  const t = useT();
  const [price, quantity, total] = [t('cart.table.price'), t('cart.table.quantity'), t('cart.table.total')];
  const products = useSelector(selectProducts);
  const slugOf = (id: string) => products.find((product) => product.id === id)?.slug;
  // The chosen colour and size are stored in English; each is shown as the translation at its English index.
  // (Rendered again on a language change through useT.)
  const noteOf = (line: CartLine) => {
    const english = products.find((product) => product.id === line.id);
    const shown = english && translateData(`products.${english.slug}`, english);
    const label = (field: 'colors' | 'sizes', value: string) => {
      const index = english ? english[field].indexOf(value) : -1;
      return (index >= 0 && shown?.[field][index]) || value;
    };
    return [line.selected_color && label('colors', line.selected_color), line.selected_size && label('sizes', line.selected_size)]
      .filter(Boolean)
      .join(', ');
  };

  return (
    <ProductTable caption={t('cart.table.caption')} columns={[price, quantity, total]}>
      {lines.map((line) => (
        <tr key={line.id}>
          <ProductCell id={line.id} title={line.title} slug={slugOf(line.id)} note={noteOf(line)} />
          <td data-label={price}>{money(line.price)}</td>
          <td data-label={quantity}>
            <div className={styles.qty} role="group" aria-label={t('cart.table.quantityOf', { name: line.title })}>
              <button
                type="button"
                className={styles.step}
                onClick={() => actions.decrement(line.id)}
                disabled={line.qty <= 1}
                aria-label={t('cart.table.decrease', { name: line.title })}
              >
                <Minus size={16} aria-hidden="true" />
              </button>
              <output className={styles.value} aria-live="polite">
                {line.qty}
              </output>
              <button
                type="button"
                className={styles.step}
                onClick={() => actions.increment(line.id)}
                aria-label={t('cart.table.increase', { name: line.title })}
              >
                <Plus size={16} aria-hidden="true" />
              </button>
            </div>
          </td>
          <td data-label={total} className={table.strong}>
            {money(lineTotal(line))}
          </td>
          <RemoveCell label={t('cart.table.remove', { name: line.title })} onRemove={() => actions.removeFromCart(line.id)} />
        </tr>
      ))}
    </ProductTable>
  );
}
