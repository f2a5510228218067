import type { ReactNode } from 'react';
import { Link } from '@hospital/router';
import { Trash2 } from 'lucide-react';
import { ProductThumb } from './ProductThumb';
import { useT } from '../i18n/catalog';
import table from './table.module.css';

/** The shop's list tables (cart, wishlist): a product column, the list's own columns, then Remove. */
export function ProductTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  const t = useT();
  return (
    <table className={table.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('shop.table.product')}</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{t('shop.table.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

interface ProductCellProps {
  id: string;
  title: string;
  /** The product page's slug, when the product is still sold. */
  slug?: string | undefined;
  /** Chosen colour and size. */
  note?: string | undefined;
}

/** The row header: picture and name, linking to the product page. */
export function ProductCell({ id, title, slug, note }: ProductCellProps) {
  return (
    <th scope="row" className={table.product}>
      <ProductThumb id={id} alt="" />
      <span>
        {/* The product's name stays in English on a Telugu or Hindi page. */}
        {slug ? (
          <Link to={`/product-single/${slug}`} translate="no">
            {title}
          </Link>
        ) : (
          <span translate="no">{title}</span>
        )}
        {note && <span className={table.muted}>{note}</span>}
      </span>
    </th>
  );
}

/** The last cell: removes the row's product from its list. */
export function RemoveCell({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <td>
      <button type="button" className={table.remove} onClick={onRemove} aria-label={label}>
        <Trash2 size={18} aria-hidden="true" />
      </button>
    </td>
  );
}
