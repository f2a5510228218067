import { useMemo } from 'react';
import { Link } from '@hospital/router';
import { STAFF_PATH } from '../../../route-list';
import { StaffClient } from '../api/staff-client';
import { useSession } from '../hooks/useSession';
import { SignIn } from '../components/SignIn';
import styles from '../components/Desk.module.css';
import { ReleasesBoard } from './ReleasesBoard';

/** The releases page in the desk's frame: the same sign-in, the same session; administrators only. */
export function ReleasesConsole() {
  const client = useMemo(() => new StaffClient(), []);
  const { state, signedIn, signedOut, signOut } = useSession(client);

  return (
    // The desk speaks English whatever the address's language, and so does this page of it.
    <div className={`container ${styles.desk}`} lang="en">
      <header className={`${styles.header} ${styles.noPrint}`}>
        <h1 className={styles.title}>Releases</h1>
        {state.kind === 'signed-in' && (
          <div className={styles.toolbar}>
            <p className={styles.muted}>
              Signed in as <strong>{state.session.user.username}</strong>
            </p>
            <nav aria-label="Staff pages">
              <Link to={STAFF_PATH} className={styles.secondary}>
                Appointments desk
              </Link>
            </nav>
            <button type="button" className={styles.secondary} onClick={signOut}>
              Sign out
            </button>
          </div>
        )}
      </header>
      {state.kind === 'checking' && <p className={styles.muted}>Checking your session…</p>}
      {state.kind === 'signed-out' && <SignIn client={client} notice={state.notice} onSignedIn={signedIn} />}
      {state.kind === 'signed-in' &&
        (state.session.user.role === 'admin' ? (
          <ReleasesBoard client={client} onSignedOut={signedOut} />
        ) : (
          <p className={styles.notice}>Only an administrator may see and change releases.</p>
        ))}
    </div>
  );
}
