import { useState } from 'react';
import { Link } from '@hospital/router';
import type { PaymentMethod } from '../../../model/order';
import { CollapsibleCard } from './CollapsibleCard';
import { CardBrandPicker, type CardBrand } from './CardBrandPicker';
import { CardForm } from './CardForm';
import { useT } from '../../../i18n/catalog';
import styles from './Checkout.module.css';

const METHODS = [
  { value: 'card', label: 'checkout.payment.card' },
  { value: 'cash', label: 'checkout.payment.cash' },
] as const satisfies readonly { value: PaymentMethod; label: string }[];

/** Payment, open at first: by card (value `card`) or cash on delivery (value `cash`), docs/product-rules.md#payment-values. */
export function PaymentCard({ onOrder }: { onOrder: (payment: PaymentMethod) => void }) {
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [brand, setBrand] = useState<CardBrand>('visa');
  const t = useT();
  return (
    <CollapsibleCard title={t('checkout.payment.title')} initiallyOpen>
      <fieldset className={styles.radios}>
        <legend className="visually-hidden">{t('checkout.payment.question')}</legend>
        {METHODS.map(({ value, label }) => (
          <label key={value} className={styles.radio}>
            <input type="radio" name="payment_method" value={value} checked={method === value} onChange={() => setMethod(value)} />
            {t(label)}
          </label>
        ))}
      </fieldset>
      <p className={styles.demoNote}>{t('checkout.payment.demoNote')}</p>
      {method === 'card' ? (
        <>
          <CardBrandPicker value={brand} onChange={setBrand} />
          <CardForm onOrder={() => onOrder('card')} />
        </>
      ) : (
        <Link to="/order_received" className="btn btn-primary" onClick={() => onOrder('cash')}>
          {t('checkout.proceed')}
        </Link>
      )}
    </CollapsibleCard>
  );
}
