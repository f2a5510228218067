import { useSelector } from 'react-redux';
import { Link } from '@hospital/router';
import { PageMeta } from '@hospital/hospital-data';
import { PageBand } from '../components/PageBand';
import { EmptyState } from '../components/EmptyState';
import { AddToCartButton } from '../components/AddToCartButton';
import { ProductCell, ProductTable, RemoveCell } from '../components/ProductTable';
import { useFormatMoney } from '../components/Money';
import { StockBadge } from '../components/PriceTag';
import { useShopActions } from '../hooks/use-shop-actions';
import { selectWishlist } from '../store/shop-state';
import { useT } from '../i18n/catalog';
import styles from './pages.module.css';

export default function WishlistPage() {
  const items = useSelector(selectWishlist);
  const actions = useShopActions();
  const money = useFormatMoney();
  const t = useT();
  const [price, stock, cart] = [t('wishlist.table.price'), t('wishlist.table.stock'), t('wishlist.table.cart')];
  return (
    <>
      <PageMeta title={t('wishlist.title')} description={t('wishlist.meta.description')} path="/wishlist" />
      <PageBand title={t('wishlist.title')} trail={[{ label: t('shop.title'), to: '/shop' }, { label: t('wishlist.title') }]} />
      <div className={`container ${styles.section}`}>
        {items.length === 0 ? (
          <EmptyState title={t('wishlist.empty.title')}>
            <p>{t('wishlist.empty.text')}</p>
            <Link to="/shop" className="btn btn-primary">
              {t('shop.goToShop')}
            </Link>
          </EmptyState>
        ) : (
          <ProductTable caption={t('wishlist.table.caption')} columns={[price, stock, cart]}>
            {items.map((product) => (
              <tr key={product.id}>
                <ProductCell id={product.id} title={product.title} slug={product.slug} />
                <td data-label={price}>{money(product.price)}</td>
                <td data-label={stock}>
                  <StockBadge product={product} />
                </td>
                <td data-label={cart}>
                  <AddToCartButton product={product} className="btn btn-secondary" iconSize={16} />
                </td>
                <RemoveCell
                  label={t('wishlist.table.remove', { name: product.title })}
                  onRemove={() => actions.removeFromWishlist(product.id)}
                />
              </tr>
            ))}
          </ProductTable>
        )}
      </div>
    </>
  );
}
