import { useEffect, useState } from 'react';
import type { DeskNotice } from '../hooks/useDeskActions';
import styles from './Desk.module.css';

/** What the desk last did (a live region, so it is read out), with its Undo while the server allows it. */
export function ActionNotice({ notice, onUndo }: { notice: DeskNotice | null; onUndo: (reference: string, what: string) => void }) {
  const until = notice?.undo ? new Date(notice.undo.offer.until).getTime() : 0;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const left = until - Date.now();
    setOpen(left > 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setOpen(false), left);
    return () => clearTimeout(timer);
  }, [until, notice?.id]);

  return (
    <div role="status" className={`${notice?.ok === false ? styles.problemNote : styles.liveNote} ${styles.noPrint}`}>
      {notice && (
        <>
          <span>{notice.text}</span>
          {notice.undo && open && (
            <button
              type="button"
              className={`${styles.small} ${styles.undo}`}
              onClick={() => notice.undo && onUndo(notice.undo.reference, notice.undo.offer.what)}
            >
              Undo {notice.undo.offer.what}
            </button>
          )}
        </>
      )}
    </div>
  );
}
