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
import { useT, useTranslatedData } from '../../../i18n/catalog';
import styles from './ProductSummary.module.css';

/**
 * Title, price, options, quantity and the buttons that put the product in the visitor's lists. `product` is
 * the English product: the lists and the chosen colour and size keep its values; only what is shown is translated.
 */
export function ProductSummary({ product }: { product: Product }) {
  const id = useId();
  const actions = useShopActions();
  const t = useT();
  const shown = useTranslatedData(`products.${product.slug}`, product);
  const [qty, setQty] = useState(1);
  const [color, setColor] = useState(product.colors[0]);
  const [size, setSize] = useState(product.sizes[0]);

  return (
    <div className={styles.summary}>
      <p className={styles.brand} translate="no">
        {product.brand}
      </p>
      <h1 className={styles.title} translate="no">
        {product.title}
      </h1>
      <p className={styles.rating}>
        <Stars rating={AVERAGE_RATING} /> <span>{t('product.summary.reviews', { count: REVIEW_COUNT })}</span>
      </p>
      <div className={styles.priceRow}>
        <PriceTag product={product} large />
        <DiscountBadge product={product} />
        <StockBadge product={product} />
      </div>
      <p>{shown.summary}</p>
      <p className={styles.size}>
        <strong>{t('product.summary.inTheBox')}</strong> {shown.size}
      </p>
      <div className={styles.options}>
        {product.colors.length > 1 && (
          <Field id={`${id}-color`} label={t('product.summary.colour')}>
            {(describedBy) => (
              <select
                id={`${id}-color`}
                className={controlClass}
                aria-describedby={describedBy}
                value={color}
                onChange={(e) => setColor(e.target.value)}
              >
                {product.colors.map((c, index) => (
                  <option key={c} value={c}>
                    {shown.colors[index] ?? c}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {product.sizes.length > 1 && (
          <Field id={`${id}-size`} label={t('product.summary.size')}>
            {(describedBy) => (
              <select
                id={`${id}-size`}
                className={controlClass}
                aria-describedby={describedBy}
                value={size}
                onChange={(e) => setSize(e.target.value)}
              >
                {product.sizes.map((s, index) => (
                  <option key={s} value={s}>
                    {shown.sizes[index] ?? s}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      <div className={styles.buy}>
        <QuantityChooser id={`${id}-qty`} label={t('product.summary.quantity')} value={qty} onChange={setQty} />
        <AddToCartButton product={product} options={{ qty, color, size }} named={false} />
      </div>
      <div className={styles.secondary}>
        <button type="button" className="btn btn-ghost" onClick={() => actions.toggleWishlist(product)}>
          <Heart size={18} aria-hidden="true" /> {t('product.summary.wishlist')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => actions.addToCompare(product)}>
          <GitCompareArrows size={18} aria-hidden="true" /> {t('product.summary.compare')}
        </button>
      </div>
    </div>
  );
}
