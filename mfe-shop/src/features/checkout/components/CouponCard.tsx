import { useId } from 'react';
import { CollapsibleCard } from './CollapsibleCard';
import { TextField } from '@hospital/forms';
import styles from './Checkout.module.css';

/** Coupon code: closed at first; the demo shop has no coupons, so Apply does nothing. */
export function CouponCard() {
  const id = useId();
  return (
    <CollapsibleCard title="Have a coupon? Click here to enter your code">
      <form className={styles.inline} onSubmit={(event) => event.preventDefault()}>
        <TextField id={`${id}-code`} name="cupon_key" label="Coupon code" autoComplete="off" />
        <button type="submit" className="btn btn-secondary">
          Apply
        </button>
      </form>
    </CollapsibleCard>
  );
}
