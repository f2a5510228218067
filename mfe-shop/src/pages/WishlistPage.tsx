import { useSelector } from 'react-redux';
import { Link } from '@hospital/router';
import { PageMeta } from '@hospital/shared-types';
import { PageBand } from '../components/PageBand';
import { EmptyState } from '../components/EmptyState';
import { AddToCartButton } from '../components/AddToCartButton';
import { ProductCell, ProductTable, RemoveCell } from '../components/ProductTable';
import { useFormatMoney } from '../components/Money';
import { StockBadge } from '../components/PriceTag';
import { useShopActions } from '../hooks/use-shop-actions';
import { selectWishlist } from '../store/shop-state';
import styles from './pages.module.css';

export default function WishlistPage() {
  const items = useSelector(selectWishlist);
  const actions = useShopActions();
  const money = useFormatMoney();
  return (
    <>
      <PageMeta title="Wishlist" description="Products you saved in the demo shop to buy later." path="/wishlist" />
      <PageBand title="Wishlist" trail={[{ label: 'Shop', to: '/shop' }, { label: 'Wishlist' }]} />
      <div className={`container ${styles.section}`}>
        {items.length === 0 ? (
          <EmptyState title="Your wishlist is empty">
            <p>Tap the heart on a product to keep it here for later.</p>
            <Link to="/shop" className="btn btn-primary">
              Go to the shop
            </Link>
          </EmptyState>
        ) : (
          <ProductTable caption="Products in your wishlist" columns={['Price', 'Stock', 'Cart']}>
            {items.map((product) => (
              <tr key={product.id}>
                <ProductCell id={product.id} title={product.title} image={product.proImg} slug={product.slug} />
                <td data-label="Price">{money(product.price)}</td>
                <td data-label="Stock">
                  <StockBadge product={product} />
                </td>
                <td data-label="Cart">
                  <AddToCartButton product={product} className="btn btn-secondary" iconSize={16} />
                </td>
                <RemoveCell label={`Remove ${product.title} from wishlist`} onRemove={() => actions.removeFromWishlist(product.id)} />
              </tr>
            ))}
          </ProductTable>
        )}
      </div>
    </>
  );
}
