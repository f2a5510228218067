import { useId, useState } from 'react';
import { GitCompareArrows, Heart, ShoppingCart } from 'lucide-react';
import type { Product } from '../../catalogue/types';
import { DiscountBadge, PriceTag, StockBadge } from '../../catalogue/components/PriceTag';
import { useShopActions } from '../../../hooks/use-shop-actions';
import fieldStyles from '../../../components/Field.module.css';
import { AVERAGE_RATING, REVIEW_COUNT } from '../data/reviews';
import { QuantityChooser } from './QuantityChooser';
import { Stars } from './Stars';
import styles from './ProductSummary.module.css';

/** Title, price, options, quantity and the buttons that put the product in the visitor's lists. */
export function ProductSummary({ product }: { product: Product }) {
  const id = useId();
  const actions = useShopActions();
  const [qty, setQty] = useState(1);
  const [color, setColor] = useState(product.colors[0]);
  const [size, setSize] = useState(product.sizes[0]);
  const inStock = product.stock === 'Stock in';

  return (
    <div className={styles.summary}>
      <p className={styles.brand}>{product.brand}</p>
      <h1 className={styles.title}>{product.title}</h1>
      <p className={styles.rating}>
        <Stars rating={AVERAGE_RATING} /> <span>({REVIEW_COUNT} customer reviews)</span>
      </p>
      <div className={styles.priceRow}>
        <PriceTag product={product} large />
        <DiscountBadge product={product} />
        <StockBadge product={product} />
      </div>
      <p>{product.summary}</p>
      <p className={styles.size}>
        <strong>In the box:</strong> {product.size}
      </p>
      <div className={styles.options}>
        {product.colors.length > 1 && (
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-color`} className={fieldStyles.label}>
              Colour
            </label>
            <select id={`${id}-color`} className={fieldStyles.select} value={color} onChange={(e) => setColor(e.target.value)}>
              {product.colors.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </div>
        )}
        {product.sizes.length > 1 && (
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-size`} className={fieldStyles.label}>
              Size
            </label>
            <select id={`${id}-size`} className={fieldStyles.select} value={size} onChange={(e) => setSize(e.target.value)}>
              {product.sizes.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div className={styles.buy}>
        <QuantityChooser id={`${id}-qty`} label="Quantity" value={qty} onChange={setQty} />
        <button
          type="button"
          className="btn btn-primary"
          disabled={!inStock}
          onClick={() => actions.addToCart(product, { qty, color, size })}
        >
          <ShoppingCart size={18} aria-hidden="true" />
          {inStock ? 'Add to cart' : 'Out of stock'}
        </button>
      </div>
      <div className={styles.secondary}>
        <button type="button" className="btn btn-ghost" onClick={() => actions.toggleWishlist(product)}>
          <Heart size={18} aria-hidden="true" /> Wishlist
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => actions.addToCompare(product)}>
          <GitCompareArrows size={18} aria-hidden="true" /> Compare
        </button>
      </div>
    </div>
  );
}
