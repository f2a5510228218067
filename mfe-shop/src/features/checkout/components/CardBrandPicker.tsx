import { useT } from '../../../i18n/catalog';
import styles from './CardBrandPicker.module.css';

export const CARD_BRANDS = ['visa', 'mastercard', 'skrill', 'paypal'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

const NAMES: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard', skrill: 'Skrill', paypal: 'PayPal' };

/** Simple drawn marks of our own, not the brands' artwork. */
function BrandMark({ brand }: { brand: CardBrand }) {
  switch (brand) {
    case 'visa':
      return (
        <svg viewBox="0 0 80 32" width="80" height="32" aria-hidden="true">
          <text
            x="40"
            y="23"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="20"
            fontStyle="italic"
            fontWeight="800"
            fill="#1a1f71"
          >
            VISA
          </text>
        </svg>
      );
    case 'mastercard':
      return (
        <svg viewBox="0 0 80 32" width="80" height="32" aria-hidden="true">
          <circle cx="32" cy="16" r="12" fill="#eb001b" />
          <circle cx="48" cy="16" r="12" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      );
    case 'skrill':
      return (
        <svg viewBox="0 0 80 32" width="80" height="32" aria-hidden="true">
          <text x="40" y="22" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="18" fontWeight="700" fill="#6b1f6b">
            Skrill
          </text>
        </svg>
      );
    case 'paypal':
      return (
        <svg viewBox="0 0 80 32" width="80" height="32" aria-hidden="true">
          <text x="40" y="22" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="17" fontStyle="italic" fontWeight="800">
            <tspan fill="#003087">Pay</tspan>
            <tspan fill="#0070e0">Pal</tspan>
          </text>
        </svg>
      );
  }
}

interface Props {
  value: CardBrand;
  onChange: (brand: CardBrand) => void;
}

/** Four card brands as radio buttons; the picked one is marked active. */
export function CardBrandPicker({ value, onChange }: Props) {
  const t = useT();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{t('checkout.card.type')}</legend>
      <div className={styles.options}>
        {CARD_BRANDS.map((brand) => (
          <label key={brand} className={`${styles.option} ${value === brand ? styles.active : ''}`}>
            <input
              type="radio"
              name="card_type"
              value={brand}
              checked={value === brand}
              onChange={() => onChange(brand)}
              className="visually-hidden"
            />
            <BrandMark brand={brand} />
            <span className="visually-hidden" translate="no">
              {NAMES[brand]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
