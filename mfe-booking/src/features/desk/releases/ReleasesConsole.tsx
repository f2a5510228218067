import { STAFF_PATH } from '../../../route-list';
import { StaffFrame } from '../components/StaffFrame';
import styles from '../components/Desk.module.css';
import { ReleasesBoard } from './ReleasesBoard';

/** The releases page in the desk's frame: the same sign-in, the same session; administrators only. */
export function ReleasesConsole() {
  return (
    <StaffFrame title="Releases" otherPage={() => ({ to: STAFF_PATH, label: 'Appointments desk' })}>
      {({ client, session, onSignedOut }) =>
        session.user.role === 'admin' ? (
          <ReleasesBoard client={client} onSignedOut={onSignedOut} />
        ) : (
          <p className={styles.notice}>Only an administrator may see and change releases.</p>
        )
      }
    </StaffFrame>
  );
}
