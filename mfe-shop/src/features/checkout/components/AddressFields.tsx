import { Field, TextField, controlClass } from '@hospital/forms';
import styles from './Checkout.module.css';

const COUNTRIES = ['India', 'Bangladesh', 'Nepal', 'Sri Lanka', 'United Arab Emirates'];

interface Props {
  /** Field-name suffix: '' for billing, '2' for the shipping address (docs/product-rules.md#catalogue-data). */
  suffix: '' | '2';
  idBase: string;
}

const text = (name: string, label: string, autoComplete: string, type = 'text', wide = false) => ({ name, label, autoComplete, type, wide });

/** One address block: names, country, district, address, post code, e-mail and phone. */
export function AddressFields({ suffix, idBase }: Props) {
  const section = suffix ? 'shipping' : 'billing';
  const fields = [
    text('fname', 'First name', 'given-name'),
    text('lname', 'Last name', 'family-name'),
  ];
  const after = [
    text('dristrict', 'District', 'address-level2'),
    text('post_code', 'Post code', 'postal-code'),
    text('address', 'Address', 'street-address', 'text', true),
    text('email', 'E-mail', 'email', 'email'),
    text('phone', 'Phone', 'tel', 'tel'),
  ];
  const input = (f: ReturnType<typeof text>) => (
    <TextField
      key={f.name}
      id={`${idBase}-${f.name}${suffix}`}
      name={`${f.name}${suffix}`}
      label={f.label}
      type={f.type}
      wide={f.wide}
      autoComplete={`section-${section} ${f.autoComplete}`}
    />
  );
  return (
    <div className={styles.grid}>
      {fields.map(input)}
      <Field id={`${idBase}-country${suffix}`} label="Country" wide>
        {(describedBy) => (
          <select id={`${idBase}-country${suffix}`} name={`country${suffix}`} className={controlClass} aria-describedby={describedBy} defaultValue="">
            <option value="" disabled>
              Select a country
            </option>
            {COUNTRIES.map((country) => (
              <option key={country}>{country}</option>
            ))}
          </select>
        )}
      </Field>
      {after.map(input)}
    </div>
  );
}
