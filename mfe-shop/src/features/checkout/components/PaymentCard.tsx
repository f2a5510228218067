import { useState } from 'react';
import { Link } from '@hospital/router';
import type { PaymentMethod } from '../../../model/order';
import { CollapsibleCard } from './CollapsibleCard';
import { CardBrandPicker, type CardBrand } from './CardBrandPicker';
import { CardForm } from './CardForm';
import styles from './Checkout.module.css';

const METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'card', label: 'Payment By Card' },
  { value: 'cash', label: 'Cash On delivery' },
];

/** Payment, open at first: by card (value `card`) or cash on delivery (value `cash`), docs/product-rules.md#payment-values. */
export function PaymentCard({ onOrder }: { onOrder: (payment: PaymentMethod) => void }) {
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [brand, setBrand] = useState<CardBrand>('visa');
  return (
    <CollapsibleCard title="Payment Method" initiallyOpen>
      <fieldset className={styles.radios}>
        <legend className="visually-hidden">How would you like to pay?</legend>
        {METHODS.map(({ value, label }) => (
          <label key={value} className={styles.radio}>
            <input type="radio" name="payment_method" value={value} checked={method === value} onChange={() => setMethod(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <p className={styles.demoNote}>This is a demonstration shop: no card is charged and no order is sent anywhere.</p>
      {method === 'card' ? (
        <>
          <CardBrandPicker value={brand} onChange={setBrand} />
          <CardForm onOrder={() => onOrder('card')} />
        </>
      ) : (
        <Link to="/order_received" className="btn btn-primary" onClick={() => onOrder('cash')}>
          Proceed to Checkout
        </Link>
      )}
    </CollapsibleCard>
  );
}
