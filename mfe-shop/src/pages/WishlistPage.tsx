import { useSelector } from 'react-redux';
import { Link } from '@hospital/router';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { PageMeta } from '@hospital/shared-types';
import { PageBand } from '../components/PageBand';
import { EmptyState } from '../components/EmptyState';
import { ProductThumb } from '../components/ProductThumb';
import { useFormatMoney } from '../components/Money';
import { StockBadge } from '../features/catalogue/components/PriceTag';
import { useShopActions } from '../hooks/use-shop-actions';
import { selectWishlist } from '../store/shop-state';
import table from '../features/shared/table.module.css';
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
          <table className={table.table}>
            <caption className="visually-hidden">Products in your wishlist</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Price</th>
                <th scope="col">Stock</th>
                <th scope="col">Cart</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((product) => (
                <tr key={product.id}>
                  <th scope="row" className={table.product}>
                    <ProductThumb id={product.id} fallback={product.proImg} alt="" />
                    <Link to={`/product-single/${product.slug}`}>{product.title}</Link>
                  </th>
                  <td data-label="Price">{money(product.price)}</td>
                  <td data-label="Stock">
                    <StockBadge product={product} />
                  </td>
                  <td data-label="Cart">
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={product.stock !== 'Stock in'}
                      onClick={() => actions.addToCart(product)}
                      aria-label={`Add to cart: ${product.title}`}
                    >
                      <ShoppingCart size={16} aria-hidden="true" /> Add to cart
                    </button>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={table.remove}
                      onClick={() => actions.removeFromWishlist(product.id)}
                      aria-label={`Remove ${product.title} from wishlist`}
                    >
                      <Trash2 size={18} aria-hidden="true" />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  );
}
