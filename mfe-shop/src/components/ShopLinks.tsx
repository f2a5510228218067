import { NavLink } from '@hospital/router';
import { useSelector } from 'react-redux';
import { GitCompareArrows, Heart, ShoppingCart } from 'lucide-react';
import { selectCartLines, selectCompare, selectWishlist } from '../store/shop-state';
import { useT } from '../i18n/catalog';
import styles from './ShopLinks.module.css';

/** Links to the visitor's cart, wishlist and compare list, with how many items each holds. */
export function ShopLinks() {
  const cart = useSelector(selectCartLines).reduce((sum, line) => sum + line.qty, 0);
  const wishlist = useSelector(selectWishlist).length;
  const compare = useSelector(selectCompare).length;
  const t = useT();
  const links = [
    { to: '/cart', label: t('shop.links.cart'), count: cart, Icon: ShoppingCart },
    { to: '/wishlist', label: t('shop.links.wishlist'), count: wishlist, Icon: Heart },
    { to: '/compare', label: t('shop.links.compare'), count: compare, Icon: GitCompareArrows },
  ];
  return (
    <nav aria-label={t('shop.links.label')} className={styles.bar}>
      {links.map(({ to, label, count, Icon }) => (
        <NavLink key={to} to={to} className={styles.link}>
          <Icon size={18} aria-hidden="true" />
          {label}
          <span className={styles.count}>
            {count}
            <span className="visually-hidden"> {t('shop.links.items', { count })}</span>
          </span>
        </NavLink>
      ))}
    </nav>
  );
}
