import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@hospital/router';
import { site, telUrl } from '@hospital/shared-types';
import { findAppointment } from '../api/manage.resource';
import styles from './ManageAppointment.module.css';

/** Reference + phone: opens the appointment's manage page with a further link (24 hours; the e-mailed one keeps working). */
export function FindAppointment() {
  const uid = useId();
  const navigate = useNavigate();
  const [reference, setReference] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim() || !phone.trim()) {
      setMessage('Please enter your reference and the phone number you booked with.');
      return;
    }
    setBusy(true);
    const outcome = await findAppointment(reference, phone);
    setBusy(false);
    if (outcome.ok && outcome.manageUrl) navigate(outcome.manageUrl);
    else setMessage(outcome.ok ? 'Something went wrong. Please try again.' : outcome.message);
  };

  return (
    <form className={styles.panel} aria-label="Find your appointment" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      <h2 className={styles.heading}>Find your appointment</h2>
      <p>Enter the reference from your confirmation (such as ASH-7K2Q-9PXD) and the phone number you booked with.</p>
      <div className={styles.fields}>
        <label className={styles.field} htmlFor={`${uid}-reference`}>
          Reference
          <input id={`${uid}-reference`} value={reference} onChange={(e) => setReference(e.target.value)} autoComplete="off" autoCapitalize="characters" maxLength={40} required aria-required="true" />
        </label>
        <label className={styles.field} htmlFor={`${uid}-phone`}>
          Phone
          <input id={`${uid}-phone`} type="tel" inputMode="tel" autoComplete="tel-national" value={phone} onChange={(e) => setPhone(e.target.value)} maxLength={16} required aria-required="true" />
        </label>
      </div>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Looking…' : 'Find my appointment'}
      </button>
      <p className={styles.note}>
        Lost your reference? Call <a href={telUrl()}>{site.phoneDisplay}</a>.
      </p>
    </form>
  );
}
