import { useId, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { Field, controlClass } from '@hospital/forms';
import { DEPARTMENT_NAMES, useCommonNames } from '@hospital/hospital-data';
import { useT } from '../../../i18n/visit/catalog';
import {
  CONTACT_FIELDS,
  contactErrorKeys,
  emptyContact,
  fieldErrorKey,
  type ContactErrorKeys,
  type ContactField,
  type ContactValues,
} from '../data/validation';
import styles from './ContactForm.module.css';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The contact form: validates on blur and change, and on a valid submit clears itself. It sends nothing. */
export function ContactForm() {
  const t = useT();
  const names = useCommonNames();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrorKeys>({});
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [sent, setSent] = useState(false);

  const setError = (field: ContactField, value: string) => setErrors((current) => ({ ...current, [field]: fieldErrorKey(field, value) }));

  const onChange = (event: ChangeEvent<FieldElement>) => {
    const field = event.target.name as ContactField;
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setSent(false);
    if (touched[field]) setError(field, value);
  };

  const onBlur = (event: FocusEvent<FieldElement>) => {
    const field = event.target.name as ContactField;
    setTouched((current) => ({ ...current, [field]: true }));
    setError(field, event.target.value);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = contactErrorKeys(values);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      setTouched(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])));
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    // Deliberately nothing is sent (docs/product-rules.md#forms-that-send-nothing): the note tells the visitor how to reach us instead.
    setValues(emptyContact);
    setTouched({});
    setSent(true);
  };

  /** Props every control of the form takes: value, events and what ties it to its label and error. */
  const control = (name: ContactField, describedBy: string | undefined) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    className: controlClass,
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy,
    onChange,
    onBlur,
  });
  const fieldOf = (name: ContactField, label: string) => {
    const error = errors[name];
    return { id: `${id}-${name}`, label, error: error && t(error) };
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-label={t('contact.form.label')}>
      <div className={styles.grid}>
        <Field {...fieldOf('name', t('contact.form.name'))}>{(d) => <input {...control('name', d)} autoComplete="name" />}</Field>
        <Field {...fieldOf('email', t('contact.form.email'))}>
          {(d) => <input {...control('email', d)} type="email" autoComplete="email" />}
        </Field>
        <Field {...fieldOf('phone', t('contact.form.phone'))}>
          {(d) => <input {...control('phone', d)} type="tel" autoComplete="tel" placeholder="+91 98765 43210" />}
        </Field>
        <Field {...fieldOf('subject', t('contact.form.subject'))}>
          {(d) => (
            <select {...control('subject', d)}>
              <option value="">{t('contact.form.choose')}</option>
              {DEPARTMENT_NAMES.map((name) => (
                <option key={name} value={name}>
                  {names.department(name)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...fieldOf('message', t('contact.form.message'))} wide>
          {(d) => <textarea {...control('message', d)} rows={5} />}
        </Field>
      </div>
      <p className={styles.hint}>{t('contact.form.hint')}</p>
      <button type="submit" className="btn btn-primary">
        {t('contact.form.submit')}
      </button>
      <div role="status" className={styles.status}>
        {sent ? <p className={styles.thanks}>{t('contact.form.thanks')}</p> : null}
      </div>
    </form>
  );
}
