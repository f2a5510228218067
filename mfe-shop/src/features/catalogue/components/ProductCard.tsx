import { Link } from '@hospital/router';
import { useSelector } from 'react-redux';
import { GitCompareArrows, Heart } from 'lucide-react';
import type { Product } from '../../../model/product';
import { AddToCartButton } from '../../../components/AddToCartButton';
import { useShopActions } from '../../../hooks/use-shop-actions';
import { selectWishlist } from '../../../store/shop-state';
import { DiscountBadge, PriceTag, StockBadge } from '../../../components/PriceTag';
import { useT } from '../../../i18n/catalog';
import styles from './ProductCard.module.css';

/** One product in the shop grid, with its three actions. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const actions = useShopActions();
  const t = useT();
  const wished = useSelector(selectWishlist).some((item) => item.id === product.id);
  const href = `/product-single/${product.slug}`;

  return (
    <article className={styles.card} aria-labelledby={`product-${product.id}`}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <img src={product.proImg} alt="" width={400} height={400} loading={eager ? 'eager' : 'lazy'} />
        <DiscountBadge product={product} className={styles.badge} />
      </Link>
      <div className={styles.body}>
        <p className={styles.brand} translate="no">
          {product.brand}
        </p>
        <h2 className={styles.title} id={`product-${product.id}`}>
          <Link to={href} translate="no">
            {product.title}
          </Link>
        </h2>
        <PriceTag product={product} />
        <StockBadge product={product} />
        <div className={styles.actions}>
          <AddToCartButton product={product} />
          <button
            type="button"
            className={`${styles.iconButton} ${wished ? styles.active : ''}`}
            onClick={() => actions.toggleWishlist(product)}
            aria-pressed={wished}
            aria-label={t('shop.card.wishlist', { name: product.title })}
            title={wished ? t('shop.card.removeFromWishlist') : t('shop.card.addToWishlist')}
          >
            <Heart size={20} aria-hidden="true" fill={wished ? 'currentColor' : 'none'} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => actions.addToCompare(product)}
            aria-label={t('shop.card.compare', { name: product.title })}
            title={t('shop.card.addToCompare')}
          >
            <GitCompareArrows size={20} aria-hidden="true" />
          </button>
        </div>
      </div>
    </article>
  );
}
