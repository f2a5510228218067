import { useId } from 'react';
import { CollapsibleCard } from './CollapsibleCard';
import { TextField } from '@hospital/forms';
import { useT } from '../../../i18n/catalog';
import styles from './Checkout.module.css';

/** Coupon code: closed at first; the demo shop has no coupons, so Apply does nothing. */
export function CouponCard() {
  const id = useId();
  const t = useT();
  return (
    <CollapsibleCard title={t('checkout.coupon.title')}>
      <form className={styles.inline} onSubmit={(event) => event.preventDefault()}>
        <TextField id={`${id}-code`} name="cupon_key" label={t('checkout.coupon.code')} autoComplete="off" />
        <button type="submit" className="btn btn-secondary">
          {t('checkout.coupon.apply')}
        </button>
      </form>
    </CollapsibleCard>
  );
}
