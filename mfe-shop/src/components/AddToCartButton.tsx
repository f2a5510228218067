import { ShoppingCart } from 'lucide-react';
import type { Product } from '../model/product';
import { useShopActions, type AddOptions } from '../hooks/use-shop-actions';
import { useT } from '../i18n/catalog';

interface AddToCartButtonProps {
  product: Pick<Product, 'id' | 'title' | 'price' | 'stock'>;
  options?: AddOptions;
  className?: string;
  /** Where several products are listed, the button names its product for screen readers. */
  named?: boolean;
  iconSize?: number;
}

/** Puts the product in the cart (with its toast); an out-of-stock product's button says so and does nothing. */
export function AddToCartButton({ product, options, className = 'btn btn-primary', named = true, iconSize = 18 }: AddToCartButtonProps) {
  const actions = useShopActions();
  const inStock = product.stock === 'Stock in';
  const t = useT();
  const text = inStock ? t('product.addToCart') : t('product.outOfStock');
  return (
    <button
      type="button"
      className={className}
      disabled={!inStock}
      onClick={() => actions.addToCart(product, options)}
      aria-label={named ? t(inStock ? 'product.addToCartNamed' : 'product.outOfStockNamed', { name: product.title }) : undefined}
    >
      <ShoppingCart size={iconSize} aria-hidden="true" />
      {text}
    </button>
  );
}
