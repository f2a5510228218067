import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from '@hospital/router';
import type { StaffAccount, StaffSessionAnswer } from '@hospital/booking-contract';
import { StaffClient } from '../api/staff-client';
import { useSession } from '../hooks/useSession';
import { SignIn } from './SignIn';
import styles from './Desk.module.css';

const ROLE_NAMES = { desk: 'Front desk', doctor: 'Doctor', admin: 'Administrator' } as const;

export interface SignedInView {
  client: StaffClient;
  session: StaffSessionAnswer;
  onSignedOut: (message: string | null) => void;
}

interface StaffFrameProps {
  title: string;
  /** The other staff page this user may open from the header, if any. */
  otherPage: (user: StaffAccount) => { to: string; label: string } | null;
  children: (view: SignedInView) => ReactNode;
}

/** A staff page's frame: asks the server who is signed in (the cookie is HttpOnly), then signs in or shows the page. */
export function StaffFrame({ title, otherPage, children }: StaffFrameProps) {
  const client = useMemo(() => new StaffClient(), []);
  const { state, signedIn, signedOut, signOut } = useSession(client);
  const other = state.kind === 'signed-in' ? otherPage(state.session.user) : null;
  const frame = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Just signed in: the form is gone, so the reader starts where the work starts (the page marks it), not on the body.
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (!arrived || state.kind !== 'signed-in') return;
    setArrived(false);
    const start = frame.current?.querySelector<HTMLElement>('[data-start-here]');
    (start ?? heading.current)?.focus();
  }, [arrived, state.kind]);

  return (
    // The desk speaks English whatever the address's language; patients' names carry their own.
    <div ref={frame} className={`container ${styles.desk}`} lang="en">
      <header className={`${styles.header} ${styles.noPrint}`}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {state.kind === 'signed-in' && (
          <div className={styles.toolbar}>
            <p className={styles.muted}>
              Signed in as <strong>{state.session.user.username}</strong> ({ROLE_NAMES[state.session.user.role]})
            </p>
            {other && (
              <nav aria-label="Staff pages">
                <Link to={other.to} className={styles.secondary}>
                  {other.label}
                </Link>
              </nav>
            )}
            <button type="button" className={styles.secondary} onClick={signOut}>
              Sign out
            </button>
          </div>
        )}
      </header>
      {state.kind === 'checking' && <p className={styles.muted}>Checking your session…</p>}
      {state.kind === 'signed-out' && (
        <SignIn
          client={client}
          notice={state.notice}
          onSignedIn={(session) => {
            setArrived(true);
            signedIn(session);
          }}
        />
      )}
      {state.kind === 'signed-in' && children({ client, session: state.session, onSignedOut: signedOut })}
    </div>
  );
}
