import { useId, useState } from 'react';
import { CollapsibleCard } from './CollapsibleCard';
import { AddressFields } from './AddressFields';
import { Field, controlClass } from '@hospital/forms';
import styles from './Checkout.module.css';

/** Billing address, and a second address with order notes when shipping elsewhere. Nothing is sent. */
export function BillingCard() {
  const id = useId();
  const [shipElsewhere, setShipElsewhere] = useState(false);
  return (
    <CollapsibleCard title="Billing Address" initiallyOpen>
      <form onSubmit={(event) => event.preventDefault()} aria-label="Billing address">
        <AddressFields suffix="" idBase={id} />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={shipElsewhere}
            onChange={(event) => setShipElsewhere(event.target.checked)}
            aria-controls={`${id}-shipping`}
          />
          Ship to a different address?
        </label>
        <div id={`${id}-shipping`} hidden={!shipElsewhere}>
          <h3 className={styles.subheading}>Shipping address</h3>
          <AddressFields suffix="2" idBase={id} />
          <Field id={`${id}-note`} label="Order notes" className={styles.notes}>
            {(describedBy) => (
              <textarea
                id={`${id}-note`}
                name="note"
                className={controlClass}
                aria-describedby={describedBy}
                placeholder="For example, a landmark near your home or a time to deliver"
              />
            )}
          </Field>
        </div>
      </form>
    </CollapsibleCard>
  );
}
