import { useSelector } from 'react-redux';
import { Link } from '@hospital/router';
import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { PageMeta } from '@hospital/shared-types';
import { PageBand } from '../components/PageBand';
import { EmptyState } from '../components/EmptyState';
import { AddToCartButton } from '../components/AddToCartButton';
import { ProductThumb } from '../components/ProductThumb';
import { useFormatMoney } from '../components/Money';
import { DiscountBadge, StockBadge } from '../components/PriceTag';
import type { Product } from '../model/product';
import { useShopActions } from '../hooks/use-shop-actions';
import { selectCompare } from '../store/shop-state';
import styles from './ComparePage.module.css';
import page from './pages.module.css';

export default function ComparePage() {
  const items = useSelector(selectCompare);
  const actions = useShopActions();
  const money = useFormatMoney();
  const rows: [string, (product: Product) => ReactNode][] = [
    ['Price', (p) => money(p.price)],
    ['Former price', (p) => <del>{money(p.delPrice)}</del>],
    ['Discount', (p) => <DiscountBadge product={p} />],
    ['Brand', (p) => p.brand],
    ['In the box', (p) => p.size],
    ['Stock', (p) => <StockBadge product={p} />],
    ['Colours', (p) => p.colors.join(', ')],
  ];

  return (
    <>
      <PageMeta title="Compare" description="Compare the demo shop's health devices side by side." path="/compare" />
      <PageBand title="Compare" trail={[{ label: 'Shop', to: '/shop' }, { label: 'Compare' }]} />
      <div className={`container ${page.section}`}>
        {items.length === 0 ? (
          <EmptyState title="Your compare list is empty">
            <p>Add two or more products from the shop to see them side by side.</p>
            <Link to="/shop" className="btn btn-primary">
              Go to the shop
            </Link>
          </EmptyState>
        ) : (
          <div className={styles.scroller} role="region" aria-label="Compared products, scrolls sideways" tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">Compared products side by side</caption>
              <thead>
                <tr>
                  <td />
                  {items.map((product) => (
                    <th key={product.id} scope="col" className={styles.head}>
                      <ProductThumb id={product.id} fallback={product.proImg} alt="" size={120} />
                      <Link to={`/product-single/${product.slug}`}>{product.title}</Link>
                      <button
                        type="button"
                        className={styles.remove}
                        onClick={() => actions.removeFromCompare(product.id)}
                        aria-label={`Remove ${product.title} from compare list`}
                      >
                        <X size={16} aria-hidden="true" /> Remove
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, cell]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {items.map((product) => (
                      <td key={product.id}>{cell(product)}</td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">
                    <span className="visually-hidden">Add to cart</span>
                  </th>
                  {items.map((product) => (
                    <td key={product.id}>
<AddToCartButton product={product} iconSize={16} />
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
