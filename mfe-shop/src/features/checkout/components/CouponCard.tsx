import { useId } from 'react';
import { CollapsibleCard } from './CollapsibleCard';
import fieldStyles from '../../../components/Field.module.css';
import styles from './Checkout.module.css';

/** Coupon code: closed at first; the demo shop has no coupons, so Apply does nothing. */
export function CouponCard() {
  const id = useId();
  return (
    <CollapsibleCard title="Have a coupon? Click here to enter your code">
      <form className={styles.inline} onSubmit={(event) => event.preventDefault()}>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-code`} className={fieldStyles.label}>
            Coupon code
          </label>
          <input id={`${id}-code`} name="cupon_key" className={fieldStyles.input} autoComplete="off" />
        </div>
        <button type="submit" className="btn btn-secondary">
          Apply
        </button>
      </form>
    </CollapsibleCard>
  );
}
