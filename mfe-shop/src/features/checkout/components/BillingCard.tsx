import { useId, useState } from 'react';
import { CollapsibleCard } from './CollapsibleCard';
import { AddressFields } from './AddressFields';
import { Field, controlClass } from '@hospital/forms';
import { useT } from '../../../i18n/catalog';
import styles from './Checkout.module.css';

/** Billing address, and a second address with order notes when shipping elsewhere. Nothing is sent. */
export function BillingCard() {
  const id = useId();
  const t = useT();
  const [shipElsewhere, setShipElsewhere] = useState(false);
  return (
    <CollapsibleCard title={t('checkout.billing.title')} initiallyOpen>
      <form onSubmit={(event) => event.preventDefault()} aria-label={t('checkout.billing.formLabel')}>
        <AddressFields suffix="" idBase={id} />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={shipElsewhere}
            onChange={(event) => setShipElsewhere(event.target.checked)}
            aria-controls={`${id}-shipping`}
          />
          {t('checkout.billing.shipElsewhere')}
        </label>
        <div id={`${id}-shipping`} hidden={!shipElsewhere}>
          <h3 className={styles.subheading}>{t('checkout.billing.shipping')}</h3>
          <AddressFields suffix="2" idBase={id} />
          <Field id={`${id}-note`} label={t('checkout.billing.notes')} className={styles.notes}>
            {(describedBy) => (
              <textarea
                id={`${id}-note`}
                name="note"
                className={controlClass}
                aria-describedby={describedBy}
                placeholder={t('checkout.billing.notesPlaceholder')}
              />
            )}
          </Field>
        </div>
      </form>
    </CollapsibleCard>
  );
}
