import { Money } from './Money';
import type { Product } from '../model/product';
import styles from './PriceTag.module.css';

/** Current price with the former one struck through. */
export function PriceTag({ product, large = false }: { product: Product; large?: boolean }) {
  return (
    <p className={`${styles.price} ${large ? styles.large : ''}`}>
      <span className="visually-hidden">Price </span>
      <Money amount={product.price} className={styles.now} />
      {product.delPrice > product.price && (
        <>
          <span className="visually-hidden">, was </span>
          <del className={styles.was}>
            <Money amount={product.delPrice} />
          </del>
        </>
      )}
    </p>
  );
}

export function StockBadge({ product }: { product: Product }) {
  const inStock = product.stock === 'Stock in';
  return <span className={inStock ? styles.inStock : styles.outStock}>{product.stock}</span>;
}

export function DiscountBadge({ product, className = '' }: { product: Product; className?: string }) {
  if (product.discount <= 0) return null;
  return <span className={`${styles.discount} ${className}`}>-{product.discount}%</span>;
}
