import { useState, type FormEvent } from 'react';
import type { StaffSessionAnswer } from '@hospital/booking-contract';
import type { StaffClient } from '../api/staff-client';
import styles from './Desk.module.css';

export interface SignInProps {
  client: StaffClient;
  /** Why the desk asks again (the session ended), if it does. */
  notice: string | null;
  onSignedIn: (session: StaffSessionAnswer) => void;
}

export function SignIn({ client, notice, onSignedIn }: SignInProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await client.signIn(username, password);
    setBusy(false);
    if (outcome.ok) {
      setPassword('');
      onSignedIn(outcome.value);
    } else {
      setError(outcome.message);
    }
  };

  return (
    <form className={`${styles.card} ${styles.signIn}`} onSubmit={submit} aria-labelledby="staff-sign-in-title" noValidate>
      <h2 id="staff-sign-in-title" className={styles.cardTitle}>
        Sign in
      </h2>
      <p className={styles.muted}>For hospital staff. Your administrator gives you your account.</p>
      {notice && !error && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="staff-username">Username</label>
        <input
          id="staff-username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="staff-password">Password</label>
        <input
          id="staff-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
