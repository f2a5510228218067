import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@hospital/router';
import { hospitalToday, type StaffAccount } from '@hospital/booking-contract';
import { STAFF_RELEASES_PATH } from '../../../route-list';
import { referenceOf } from '../data/address';
import { useDeskActions } from '../hooks/useDeskActions';
import { AccountsPanel } from './AccountsPanel';
import { FailedWorkPanel } from './FailedWorkPanel';
import { ActionNotice, NoticeHere } from './ActionNotice';
import { DeskNoticeProvider, type DeskNoticeState } from './DeskNoticeContext';
import { AppointmentPage } from './AppointmentPage';
import { DeskDay } from './DeskDay';
import { DeskSearch } from './DeskSearch';
import { LeavePanel, type LeavePreset } from './LeavePanel';
import { SchedulePanel } from './SchedulePanel';
import { StaffFrame, type SignedInView } from './StaffFrame';
import { WalkInPanel } from './WalkInPanel';
import { QueuePanel } from './QueuePanel';
import { ExportPanel } from './ExportPanel';
import styles from './Desk.module.css';

// Fetched only when someone opens the grid: the day list is what the desk reads most. Unnamed and without
// a CSS file of its own (its styles are the desk's), so the remote's runtime, on every page, lists nothing more.
const DayGrid = lazy(() => import('../grid/DayGrid'));

/** The appointments desk; administrators reach the releases page from its header. */
export function StaffConsole() {
  return (
    <StaffFrame
      title="Appointments desk"
      otherPage={(user) => (user.role === 'admin' ? { to: STAFF_RELEASES_PATH, label: 'Releases' } : null)}
    >
      {(view) => <SignedInDesk {...view} />}
    </StaffFrame>
  );
}

function SignedInDesk({ client, session, onSignedOut }: SignedInView) {
  const user: StaffAccount = session.user;
  const today = hospitalToday(new Date());
  const [date, setDate] = useState(today);
  const [params] = useSearchParams();
  const opened = referenceOf(params);
  const ended = useCallback((message: string) => onSignedOut(message), [onSignedOut]);
  const { act, undo, notice, say, refresh, dialog, version } = useDeskActions(client, ended);
  const desk = user.role !== 'doctor';
  // A leave changes the schedule: the schedule's form reads it again, so its next change is not refused as stale.
  const [scheduleVersion, setScheduleVersion] = useState(0);
  const [placedCount, setPlacedCount] = useState(0);
  const placed = useCallback((change: 1 | -1) => setPlacedCount((n) => n + change), []);
  const noticeState = useMemo<DeskNoticeState>(
    () => ({
      notice,
      placedCount,
      placed,
      onUndo: (shown) => shown.undo && void undo(shown.undo.reference, shown.undo.offer.what, shown.place),
    }),
    [notice, placedCount, placed, undo],
  );
  const [view, setView] = useState<'list' | 'grid'>('list');
  const [leavePreset, setLeavePreset] = useState<LeavePreset | null>(null);
  const planLeave = useCallback((doctor: string, day: string) => setLeavePreset({ doctor, date: day, asked: Date.now() }), []);

  return (
    <DeskNoticeProvider value={noticeState}>
      <ActionNotice />
      {dialog}
      <DeskSearch client={client} version={version} onAction={act} onSignedOut={ended} />
      {opened ? (
        <AppointmentPage client={client} reference={opened} version={version} onAction={act} onUndo={undo} onSignedOut={ended} />
      ) : (
        <>
          <QueuePanel client={client} user={user} version={version} onSignedOut={ended} />
          {desk && (
            <div role="group" aria-label="Show the day as" className={`${styles.toolbar} ${styles.noPrint}`}>
              <button type="button" className={styles.secondary} aria-pressed={view === 'list'} onClick={() => setView('list')}>
                A list
              </button>
              <button type="button" className={styles.secondary} aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
                A grid of time × doctor
              </button>
            </div>
          )}
          {desk && view === 'grid' ? (
            <Suspense fallback={<p className={styles.muted}>Opening the grid…</p>}>
              <DayGrid
                client={client}
                date={date}
                onDate={setDate}
                version={version}
                onPlanLeave={user.role === 'admin' ? planLeave : undefined}
                onSignedOut={ended}
              />
            </Suspense>
          ) : (
            <DeskDay client={client} user={user} date={date} onDate={setDate} version={version} onAction={act} onSignedOut={ended} />
          )}
          {desk && (
            <WalkInPanel
              client={client}
              onAdded={(text, slip) => {
                setDate(today);
                say(true, text, { slip, reference: slip.reference, place: 'walk-in' });
              }}
            />
          )}
          {desk && <NoticeHere place="walk-in" keepFocus />}
          {desk && <ExportPanel date={date} today={today} />}
          {user.role === 'admin' && (
            <>
              <FailedWorkPanel client={client} onSignedOut={ended} />
              <SchedulePanel client={client} version={scheduleVersion} onSignedOut={ended} />
              <LeavePanel
                client={client}
                onSignedOut={ended}
                onChanged={() => {
                  refresh();
                  setScheduleVersion((v) => v + 1);
                }}
                preset={leavePreset}
              />
              <AccountsPanel client={client} self={user.username} />
            </>
          )}
        </>
      )}
    </DeskNoticeProvider>
  );
}
