import { useMemo } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { toast } from '../lib/toast';
import type { Product, SavedProduct } from '../model/product';
import { addedToCart, decremented, incremented, removedFromCart } from '../features/cart/cart-slice';
import type { CartLine } from '../model/cart';
import { removedFromWishlist, wishlistToggled } from '../features/wishlist/wishlist-slice';
import { addedToCompare, removedFromCompare } from '../features/compare/compare-slice';
import { orderPlaced, type PaymentMethod } from '../model/order';
import { selectCompare, selectWishlist, type ShopRootState } from '../store/shop-state';
import { t } from '../i18n/catalog';

export interface AddOptions {
  qty?: number;
  color?: string;
  size?: string;
}

/**
 * The exact toast texts (docs/product-rules.md#toasts), in the page's language when the toast is raised
 * (each read translates, so none is fixed at module evaluation).
 */
export const TOASTS = {
  addedToCart: (title: string) => t('toast.addedToCart', { name: title }),
  get removedFromCart() {
    return t('toast.removedFromCart');
  },
  get addedToWishlist() {
    return t('toast.addedToWishlist');
  },
  get removedFromWishlist() {
    return t('toast.removedFromWishlist');
  },
  get addedToCompare() {
    return t('toast.addedToCompare');
  },
  get alreadyInCompare() {
    return t('toast.alreadyInCompare');
  },
  get removedFromCompare() {
    return t('toast.removedFromCompare');
  },
  get compareTargetMissing() {
    return t('toast.compareTargetMissing');
  },
};

/**
 * Every shop action a page can take: it dispatches the pure action, then raises the toast.
 * The reducers never toast (docs/product-rules.md#toasts); where the toast depends on the state, we read it first.
 */
export function useShopActions() {
  const dispatch = useDispatch();
  const store = useStore<ShopRootState>();

  return useMemo(() => {
    const inList = (list: SavedProduct[], id: string) => list.some((item) => item.id === id);
    return {
      addToCart(product: Pick<Product, 'id' | 'title' | 'price'>, options: AddOptions = {}) {
        dispatch(addedToCart({ product, ...options }));
        toast.success(TOASTS.addedToCart(product.title));
      },
      removeFromCart(id: string) {
        dispatch(removedFromCart(id));
        toast.error(TOASTS.removedFromCart);
      },
      increment(id: string) {
        dispatch(incremented(id));
      },
      decrement(id: string) {
        dispatch(decremented(id));
      },
      toggleWishlist(product: SavedProduct) {
        const present = inList(selectWishlist(store.getState()), product.id);
        dispatch(wishlistToggled(product));
        if (present) toast.error(TOASTS.removedFromWishlist);
        else toast.success(TOASTS.addedToWishlist);
      },
      removeFromWishlist(id: string) {
        dispatch(removedFromWishlist(id));
        toast.error(TOASTS.removedFromWishlist);
      },
      addToCompare(product: SavedProduct) {
        if (inList(selectCompare(store.getState()), product.id)) {
          toast.warning(TOASTS.alreadyInCompare);
          return;
        }
        dispatch(addedToCompare(product));
        toast.success(TOASTS.addedToCompare);
      },
      removeFromCompare(id: string) {
        const present = inList(selectCompare(store.getState()), id);
        dispatch(removedFromCompare(id));
        if (present) toast.warning(TOASTS.removedFromCompare);
        else toast.success(TOASTS.compareTargetMissing);
      },
      placeOrder(lines: CartLine[], payment: PaymentMethod) {
        dispatch(orderPlaced(lines, payment));
      },
    };
  }, [dispatch, store]);
}
