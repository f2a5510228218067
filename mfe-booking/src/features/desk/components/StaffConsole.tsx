import { useCallback, useEffect, useMemo, useState } from 'react';
import { hospitalToday, type StaffSessionAnswer } from '@hospital/shared-types';
import { StaffClient } from '../api/staff-client';
import { AccountsPanel } from './AccountsPanel';
import { DeskDay } from './DeskDay';
import { SchedulePanel } from './SchedulePanel';
import { SignIn } from './SignIn';
import styles from './Desk.module.css';

const ROLE_NAMES = { desk: 'Front desk', doctor: 'Doctor', admin: 'Administrator' } as const;

type State = { kind: 'checking' } | { kind: 'signed-out'; notice: string | null } | { kind: 'signed-in'; session: StaffSessionAnswer };

/** The whole console: asks the server who is signed in (the cookie is HttpOnly), then signs in or shows the desk. */
export function StaffConsole() {
  const client = useMemo(() => new StaffClient(), []);
  const [state, setState] = useState<State>({ kind: 'checking' });

  const signedIn = useCallback(
    (session: StaffSessionAnswer) => {
      client.setCsrfToken(session.csrfToken);
      setState({ kind: 'signed-in', session });
    },
    [client],
  );
  const signedOut = useCallback(
    (notice: string | null) => {
      client.setCsrfToken('');
      setState({ kind: 'signed-out', notice });
    },
    [client],
  );

  useEffect(() => {
    const controller = new AbortController();
    client.session(controller.signal).then(
      (outcome) => (outcome.ok ? signedIn(outcome.value) : signedOut(outcome.status === 401 ? null : outcome.message)),
      () => undefined,
    );
    return () => controller.abort();
  }, [client, signedIn, signedOut]);

  const signOut = async () => {
    await client.signOut();
    signedOut('You have signed out.');
  };

  return (
    <div className={`container ${styles.desk}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Appointments desk</h1>
        {state.kind === 'signed-in' && (
          <div className={styles.toolbar}>
            <p className={styles.muted}>
              Signed in as <strong>{state.session.user.username}</strong> ({ROLE_NAMES[state.session.user.role]})
            </p>
            <button type="button" className={styles.secondary} onClick={signOut}>
              Sign out
            </button>
          </div>
        )}
      </header>
      {state.kind === 'checking' && <p className={styles.muted}>Checking your session…</p>}
      {state.kind === 'signed-out' && <SignIn client={client} notice={state.notice} onSignedIn={signedIn} />}
      {state.kind === 'signed-in' && <DeskDay client={client} user={state.session.user} today={hospitalToday(new Date())} onSignedOut={signedOut} />}
      {state.kind === 'signed-in' && state.session.user.role === 'admin' && (
        <>
          <SchedulePanel client={client} onSignedOut={signedOut} />
          <AccountsPanel client={client} self={state.session.user.username} />
        </>
      )}
    </div>
  );
}
