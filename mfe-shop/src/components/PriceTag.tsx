import { Money } from './Money';
import type { Product } from '../model/product';
import { useT } from '../i18n/catalog';
import styles from './PriceTag.module.css';

/** Current price with the former one struck through. */
export function PriceTag({ product, large = false }: { product: Product; large?: boolean }) {
  const t = useT();
  return (
    <p className={`${styles.price} ${large ? styles.large : ''}`}>
      <span className="visually-hidden">{t('product.price.label')}</span>
      <Money amount={product.price} className={styles.now} />
      {product.delPrice > product.price && (
        <>
          <span className="visually-hidden">{t('product.price.was')}</span>
          <del className={styles.was}>
            <Money amount={product.delPrice} />
          </del>
        </>
      )}
    </p>
  );
}

export function StockBadge({ product }: { product: Pick<Product, 'stock'> }) {
  const t = useT();
  const inStock = product.stock === 'Stock in';
  return <span className={inStock ? styles.inStock : styles.outStock}>{t(inStock ? 'product.stock.in' : 'product.stock.out')}</span>;
}

export function DiscountBadge({ product, className = '' }: { product: Pick<Product, 'discount'>; className?: string }) {
  if (product.discount <= 0) return null;
  return <span className={`${styles.discount} ${className}`}>-{product.discount}%</span>;
}
