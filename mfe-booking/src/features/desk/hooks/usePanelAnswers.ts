import { useCallback, useRef, useState } from 'react';
import type { StaffOutcome } from '../api/staff-client';

export interface PanelMessage {
  ok: boolean;
  text: string;
}

/**
 * A staff panel's answers: the data it shows, the message of its last step (focused by the panel), and a
 * signed-out session handed up. `answered` is true when the step went through.
 */
export function usePanelAnswers<T>(show: (value: T) => void, onSignedOut: (message: string) => void) {
  const [message, setMessage] = useState<PanelMessage | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The latest `show`, so `answered` stays the same function (panels load in an effect that depends on it).
  const shown = useRef(show);
  shown.current = show;
  const answered = useCallback(
    (outcome: StaffOutcome<T>, done?: string): boolean => {
      if (outcome.ok) {
        shown.current(outcome.value);
        if (done) setMessage({ ok: true, text: done });
        return true;
      }
      if (outcome.status === 401) onSignedOut(outcome.message);
      setMessage({ ok: false, text: outcome.message });
      return false;
    },
    [onSignedOut],
  );
  return { message, messageRef, answered };
}
