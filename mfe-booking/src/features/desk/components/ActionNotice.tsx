import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DeskNotice } from '../hooks/useDeskActions';
import { useDeskNotice, useNoticeHere } from './DeskNoticeContext';
import { TokenSlip } from './TokenSlip';
import styles from './Desk.module.css';

/** The notice's words, its Undo while the server allows it, and a check-in's token. */
export function NoticeBody({ notice, onUndo }: { notice: DeskNotice; onUndo: (notice: DeskNotice) => void }) {
  const until = notice.undo ? new Date(notice.undo.offer.until).getTime() : 0;
  const [open, setOpen] = useState(() => until > Date.now());
  useEffect(() => {
    const left = until - Date.now();
    setOpen(left > 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setOpen(false), left);
    return () => clearTimeout(timer);
  }, [until, notice.id]);

  return (
    <>
      <span>{notice.text}</span>
      {notice.undo && open && (
        <button type="button" className={`${styles.small} ${styles.undo}`} onClick={() => onUndo(notice)}>
          Undo {notice.undo.offer.what}
        </button>
      )}
      {notice.slip && <TokenSlip slip={notice.slip} />}
    </>
  );
}

/**
 * A notice said where it happened: focused when it appears (so it is read out and in view, and Tab goes
 * on to its Undo), a status when done and an alert when refused.
 */
export function PlacedNotice({ notice, onUndo }: { notice: DeskNotice; onUndo: (notice: DeskNotice) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [notice.id]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={notice.ok ? 'status' : 'alert'}
      data-notice={notice.id}
      className={`${notice.ok ? styles.liveNote : styles.problemNote} ${styles.placedNote} ${styles.noPrint}`}
    >
      <NoticeBody notice={notice} onUndo={onUndo} />
    </div>
  );
}

/**
 * The notice, when it belongs at this place (and row): counted, so the top of the desk does not say it
 * twice. `keepFocus`: said in a live region that stays in the page, the focus left where the work goes on
 * (the walk-in form, ready for the next patient).
 */
export function NoticeHere({ place, reference, keepFocus = false }: { place: string; reference?: string; keepFocus?: boolean }) {
  const notice = useNoticeHere(place, reference);
  const { onUndo, placed } = useDeskNotice();
  const here = notice !== null;
  const region = useRef<HTMLDivElement>(null);
  // Not focused, but brought into view: it appears below the control the receptionist just pressed.
  useEffect(() => {
    if (keepFocus && notice) region.current?.scrollIntoView?.({ block: 'nearest' });
  }, [keepFocus, notice]);
  // A layout effect: the top's copy is hidden before the browser paints it.
  useLayoutEffect(() => {
    if (!here) return;
    placed(1);
    return () => placed(-1);
  }, [here, placed]);
  if (keepFocus) {
    return (
      <div ref={region} role="status" className={`${notice?.ok === false ? styles.problemNote : styles.liveNote} ${styles.noPrint}`}>
        {notice && <NoticeBody key={notice.id} notice={notice} onUndo={onUndo} />}
      </div>
    );
  }
  return notice ? <PlacedNotice key={notice.id} notice={notice} onUndo={onUndo} /> : null;
}

/**
 * Where a notice goes when no place shows it (the appointment's page, a row that left the list): kept in
 * view at the top of the window while the desk scrolls.
 */
export function ActionNotice() {
  const { notice, onUndo, placedCount } = useDeskNotice();
  // A notice meant for a place waits one turn: the place shows it when it can, and only an orphan comes here.
  const [orphan, setOrphan] = useState<number | null>(null);
  const waiting = notice?.place !== undefined && placedCount === 0 ? notice.id : null;
  useEffect(() => {
    if (waiting === null) return;
    const timer = setTimeout(() => setOrphan(waiting), 0);
    return () => clearTimeout(timer);
  }, [waiting]);
  const shown = notice && (notice.place === undefined || (placedCount === 0 && orphan === notice.id)) ? notice : null;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return (
    <div
      ref={ref}
      tabIndex={shown ? -1 : undefined}
      role="status"
      className={`${shown?.ok === false ? styles.problemNote : styles.liveNote} ${shown ? styles.stickyNote : ''} ${styles.noPrint}`}
    >
      {shown && <NoticeBody notice={shown} onUndo={onUndo} />}
    </div>
  );
}
