import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from '@hospital/router';
import { hospitalToday, type StaffAccount, type StaffSessionAnswer } from '@hospital/booking-contract';
import { STAFF_RELEASES_PATH } from '../../../route-list';
import { StaffClient } from '../api/staff-client';
import { referenceOf } from '../data/address';
import { useDeskActions } from '../hooks/useDeskActions';
import { useSession } from '../hooks/useSession';
import { AccountsPanel } from './AccountsPanel';
import { FailedWorkPanel } from './FailedWorkPanel';
import { ActionNotice } from './ActionNotice';
import { AppointmentPage } from './AppointmentPage';
import { DeskDay } from './DeskDay';
import { DeskSearch } from './DeskSearch';
import { LeavePanel } from './LeavePanel';
import { SchedulePanel } from './SchedulePanel';
import { SignIn } from './SignIn';
import { WalkInPanel } from './WalkInPanel';
import { ExportPanel } from './ExportPanel';
import styles from './Desk.module.css';

const ROLE_NAMES = { desk: 'Front desk', doctor: 'Doctor', admin: 'Administrator' } as const;

/** The whole console: asks the server who is signed in (the cookie is HttpOnly), then signs in or shows the desk. */
export function StaffConsole() {
  const client = useMemo(() => new StaffClient(), []);
  const { state, signedIn, signedOut, signOut } = useSession(client);

  return (
    // The desk speaks English whatever the address's language; patients' names carry their own.
    <div className={`container ${styles.desk}`} lang="en">
      <header className={`${styles.header} ${styles.noPrint}`}>
        <h1 className={styles.title}>Appointments desk</h1>
        {state.kind === 'signed-in' && (
          <div className={styles.toolbar}>
            <p className={styles.muted}>
              Signed in as <strong>{state.session.user.username}</strong> ({ROLE_NAMES[state.session.user.role]})
            </p>
            {state.session.user.role === 'admin' && (
              <nav aria-label="Staff pages">
                <Link to={STAFF_RELEASES_PATH} className={styles.secondary}>
                  Releases
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
      {state.kind === 'signed-out' && <SignIn client={client} notice={state.notice} onSignedIn={signedIn} />}
      {state.kind === 'signed-in' && <SignedInDesk client={client} session={state.session} onSignedOut={signedOut} />}
    </div>
  );
}

function SignedInDesk({
  client,
  session,
  onSignedOut,
}: {
  client: StaffClient;
  session: StaffSessionAnswer;
  onSignedOut: (message: string | null) => void;
}) {
  const user: StaffAccount = session.user;
  const today = hospitalToday(new Date());
  const [date, setDate] = useState(today);
  const [params] = useSearchParams();
  const opened = referenceOf(params);
  const ended = useCallback((message: string) => onSignedOut(message), [onSignedOut]);
  const { act, undo, notice, say, refresh, dialog, version } = useDeskActions(client, ended);
  const desk = user.role !== 'doctor';

  return (
    <>
      <ActionNotice notice={notice} onUndo={undo} />
      {dialog}
      <DeskSearch client={client} version={version} onAction={act} onSignedOut={ended} />
      {opened ? (
        <AppointmentPage client={client} reference={opened} version={version} onAction={act} onUndo={undo} onSignedOut={ended} />
      ) : (
        <>
          <DeskDay client={client} user={user} date={date} onDate={setDate} version={version} onAction={act} onSignedOut={ended} />
          {desk && (
            <WalkInPanel
              client={client}
              onAdded={(text) => {
                setDate(today);
                say(true, text);
              }}
            />
          )}
          {desk && <ExportPanel date={date} today={today} />}
          {user.role === 'admin' && (
            <>
              <FailedWorkPanel client={client} onSignedOut={ended} />
              <SchedulePanel client={client} onSignedOut={ended} />
              <LeavePanel client={client} onSignedOut={ended} onChanged={refresh} />
              <AccountsPanel client={client} self={user.username} />
            </>
          )}
        </>
      )}
    </>
  );
}
