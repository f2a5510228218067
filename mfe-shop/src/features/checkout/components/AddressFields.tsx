import { Field, TextField, controlClass } from '@hospital/forms';
import { useT } from '../../../i18n/catalog';
import styles from './Checkout.module.css';

/** The countries (their English names are the options' values) and their names' keys. */
const COUNTRIES = [
  { value: 'India', name: 'checkout.country.india' },
  { value: 'Bangladesh', name: 'checkout.country.bangladesh' },
  { value: 'Nepal', name: 'checkout.country.nepal' },
  { value: 'Sri Lanka', name: 'checkout.country.sriLanka' },
  { value: 'United Arab Emirates', name: 'checkout.country.uae' },
] as const;

interface Props {
  /** Field-name suffix: '' for billing, '2' for the shipping address (docs/product-rules.md#catalogue-data). */
  suffix: '' | '2';
  idBase: string;
}

type LabelKey =
  | 'checkout.address.firstName'
  | 'checkout.address.lastName'
  | 'checkout.address.district'
  | 'checkout.address.postCode'
  | 'checkout.address.address'
  | 'checkout.address.email'
  | 'checkout.address.phone';

const text = (name: string, label: LabelKey, autoComplete: string, type = 'text', wide = false) => ({
  name,
  label,
  autoComplete,
  type,
  wide,
});

/** One address block: names, country, district, address, post code, e-mail and phone. */
export function AddressFields({ suffix, idBase }: Props) {
  const t = useT();
  const section = suffix ? 'shipping' : 'billing';
  const fields = [text('fname', 'checkout.address.firstName', 'given-name'), text('lname', 'checkout.address.lastName', 'family-name')];
  const after = [
    text('dristrict', 'checkout.address.district', 'address-level2'),
    text('post_code', 'checkout.address.postCode', 'postal-code'),
    text('address', 'checkout.address.address', 'street-address', 'text', true),
    text('email', 'checkout.address.email', 'email', 'email'),
    text('phone', 'checkout.address.phone', 'tel', 'tel'),
  ];
  const input = (f: ReturnType<typeof text>) => (
    <TextField
      key={f.name}
      id={`${idBase}-${f.name}${suffix}`}
      name={`${f.name}${suffix}`}
      label={t(f.label)}
      type={f.type}
      wide={f.wide}
      autoComplete={`section-${section} ${f.autoComplete}`}
    />
  );
  return (
    <div className={styles.grid}>
      {fields.map(input)}
      <Field id={`${idBase}-country${suffix}`} label={t('checkout.address.country')} wide>
        {(describedBy) => (
          <select
            id={`${idBase}-country${suffix}`}
            name={`country${suffix}`}
            className={controlClass}
            aria-describedby={describedBy}
            defaultValue=""
          >
            <option value="" disabled>
              {t('checkout.address.selectCountry')}
            </option>
            {COUNTRIES.map((country) => (
              <option key={country.value} value={country.value}>
                {t(country.name)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {after.map(input)}
    </div>
  );
}
