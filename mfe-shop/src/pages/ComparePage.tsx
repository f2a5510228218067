import { useSelector } from 'react-redux';
import { Link } from '@hospital/router';
import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { PageMeta } from '@hospital/hospital-data';
import { PageBand } from '../components/PageBand';
import { EmptyState } from '../components/EmptyState';
import { AddToCartButton } from '../components/AddToCartButton';
import { ProductThumb } from '../components/ProductThumb';
import { useFormatMoney } from '../components/Money';
import { DiscountBadge, StockBadge } from '../components/PriceTag';
import type { SavedProduct } from '../model/product';
import { useShopActions } from '../hooks/use-shop-actions';
import { selectCompare } from '../store/shop-state';
import styles from './ComparePage.module.css';
import page from './pages.module.css';
import { translateData, useT } from '../i18n/catalog';

export default function ComparePage() {
  const items = useSelector(selectCompare);
  const actions = useShopActions();
  const money = useFormatMoney();
  const t = useT();
  // Rendered again on a language change (useT), so the translation is read here.
  const shown = items.map((product) => translateData(`products.${product.slug}`, product));
  // Cells take the saved (English) product and the same product as the page's language shows it.
  const rows: [string, (product: SavedProduct, shown: SavedProduct) => ReactNode][] = [
    [t('compare.row.price'), (p) => money(p.price)],
    [t('compare.row.formerPrice'), (p) => <del>{money(p.delPrice)}</del>],
    [t('compare.row.discount'), (p) => <DiscountBadge product={p} />],
    [t('compare.row.brand'), (p) => <span translate="no">{p.brand}</span>],
    [t('compare.row.inTheBox'), (_p, shown) => shown.size],
    [t('compare.row.stock'), (p) => <StockBadge product={p} />],
    [t('compare.row.colours'), (_p, shown) => shown.colors.join(', ')],
  ];

  return (
    <>
      <PageMeta title={t('compare.title')} description={t('compare.meta.description')} path="/compare" />
      <PageBand title={t('compare.title')} trail={[{ label: t('shop.title'), to: '/shop' }, { label: t('compare.title') }]} />
      <div className={`container ${page.section}`}>
        {items.length === 0 ? (
          <EmptyState title={t('compare.empty.title')}>
            <p>{t('compare.empty.text')}</p>
            <Link to="/shop" className="btn btn-primary">
              {t('shop.goToShop')}
            </Link>
          </EmptyState>
        ) : (
          <div className={styles.scroller} role="region" aria-label={t('compare.region')} tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('compare.caption')}</caption>
              <thead>
                <tr>
                  <td />
                  {items.map((product) => (
                    <th key={product.id} scope="col" className={styles.head}>
                      <ProductThumb id={product.id} alt="" size={120} />
                      <Link to={`/product-single/${product.slug}`} translate="no">
                        {product.title}
                      </Link>
                      <button
                        type="button"
                        className={styles.remove}
                        onClick={() => actions.removeFromCompare(product.id)}
                        aria-label={t('compare.removeNamed', { name: product.title })}
                      >
                        <X size={16} aria-hidden="true" /> {t('compare.remove')}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, cell]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {items.map((product, index) => (
                      <td key={product.id}>{cell(product, shown[index] ?? product)}</td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">
                    <span className="visually-hidden">{t('compare.row.addToCart')}</span>
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
