import { useId, useState } from 'react';
import { GitCompareArrows, Heart } from 'lucide-react';
import type { Product } from '../../../model/product';
import { DiscountBadge, PriceTag, StockBadge } from '../../../components/PriceTag';
import { AddToCartButton } from '../../../components/AddToCartButton';
import { useShopActions } from '../../../hooks/use-shop-actions';
import { Field, controlClass } from '@hospital/forms';
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
          <Field id={`${id}-color`} label="Colour">
            {(describedBy) => (
              <select id={`${id}-color`} className={controlClass} aria-describedby={describedBy} value={color} onChange={(e) => setColor(e.target.value)}>
                {product.colors.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            )}
          </Field>
        )}
        {product.sizes.length > 1 && (
          <Field id={`${id}-size`} label="Size">
            {(describedBy) => (
              <select id={`${id}-size`} className={controlClass} aria-describedby={describedBy} value={size} onChange={(e) => setSize(e.target.value)}>
                {product.sizes.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      <div className={styles.buy}>
        <QuantityChooser id={`${id}-qty`} label="Quantity" value={qty} onChange={setQty} />
<AddToCartButton product={product} options={{ qty, color, size }} named={false} />
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
