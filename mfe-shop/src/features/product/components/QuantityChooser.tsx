import { Minus, Plus } from 'lucide-react';
import { useT } from '../../../i18n/catalog';
import styles from './QuantityChooser.module.css';

interface Props {
  value: number;
  onChange: (qty: number) => void;
  label: string;
  id: string;
}

/** Minus, a number field and plus; the quantity never drops below 1. */
export function QuantityChooser({ value, onChange, label, id }: Props) {
  const t = useT();
  return (
    <div className={styles.chooser}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(Math.max(1, value - 1))}
        aria-label={t('product.quantity.decrease')}
        disabled={value <= 1}
      >
        <Minus size={16} aria-hidden="true" />
      </button>
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={1}
        max={99}
        value={value}
        onChange={(event) => {
          const next = Math.floor(Number(event.target.value));
          onChange(Number.isFinite(next) && next >= 1 ? Math.min(99, next) : 1);
        }}
      />
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(Math.min(99, value + 1))}
        aria-label={t('product.quantity.increase')}
      >
        <Plus size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
