import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SITE_RELEASES_URL,
  releaseStepUrl,
  type CanaryStartRequest,
  type ReleasesOverviewAnswer,
  type ReleaseStep,
  type RemoteName,
  type RemoteReleasesView,
} from '@hospital/shared-types';
import type { StaffClient } from '../api/staff-client';
import styles from '../components/Desk.module.css';
import { usePanelAnswers } from '../hooks/usePanelAnswers';
import { RemoteReleases } from './RemoteReleases';
import { REMOTE_TITLES } from './release-words';
import { StepDialog, type PendingStep } from './StepDialog';

type StepBody = CanaryStartRequest | { release: string };

function question(remote: RemoteName, step: ReleaseStep, body: StepBody): Omit<PendingStep, 'run'> {
  const name = REMOTE_TITLES[remote];
  if (step === 'canary' && 'percent' in body)
    return {
      title: `Start a canary of ${name}?`,
      consequence: `${body.release} goes to ${body.percent}% of new visitors; the others keep ${body.live}. A canary that fails visitors more than the live release is ended by itself.`,
      confirmLabel: `Start ${body.release} for ${body.percent}%`,
      danger: false,
    };
  if (step === 'promote')
    return {
      title: `Promote ${body.release} of ${name}?`,
      consequence: `${body.release} becomes live for every visitor, and the canary ends.`,
      confirmLabel: `Promote ${body.release}`,
      danger: false,
    };
  return {
    title: `Roll back ${body.release} of ${name}?`,
    consequence: `The canary ends: its visitors get the live release again on their next page.`,
    confirmLabel: `Roll back ${body.release}`,
    danger: true,
  };
}

const DONE: Readonly<Record<ReleaseStep, (remote: string, release: string) => string>> = {
  canary: (remote, release) => `The canary ${release} of ${remote} has started.`,
  promote: (remote, release) => `${release} of ${remote} is live for everyone.`,
  rollback: (remote, release) => `The canary ${release} of ${remote} has ended; the live release serves everyone.`,
};

/** Every remote's releases, and the steps an admin can take on them, each asked once. */
export function ReleasesBoard({ client, onSignedOut }: { client: StaffClient; onSignedOut: (message: string) => void }) {
  const [remotes, setRemotes] = useState<RemoteReleasesView[] | null>(null);
  const [pending, setPending] = useState<PendingStep | null>(null);
  const [busy, setBusy] = useState(false);

  const { message, messageRef, answered } = usePanelAnswers<ReleasesOverviewAnswer>((answer) => setRemotes(answer.remotes), onSignedOut);

  const load = useCallback(
    (signal?: AbortSignal) =>
      client.atSite<ReleasesOverviewAnswer>('GET', SITE_RELEASES_URL, undefined, signal).then(
        (outcome) => {
          // A refused load keeps what the page showed, with the step's own message.
          if (outcome.ok) setRemotes(outcome.value.remotes);
          else answered(outcome);
        },
        () => undefined,
      ),
    [client, answered],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // Once per message, after the question closed (its clean-up puts focus back where it was asked from).
  const focused = useRef<object | null>(null);
  useEffect(() => {
    if (!message || pending || focused.current === message) return;
    focused.current = message;
    messageRef.current?.focus();
  }, [message, messageRef, pending]);

  const ask = (remote: RemoteName) => (step: ReleaseStep, body: StepBody) =>
    setPending({
      ...question(remote, step, body),
      run: async () => {
        const outcome = await client.atSite<ReleasesOverviewAnswer>('POST', releaseStepUrl(remote, step), body);
        // A page out of date shows what is true now beside why nothing changed.
        if (!answered(outcome, DONE[step](REMOTE_TITLES[remote], body.release)) && !outcome.ok && outcome.status === 409) await load();
      },
    });

  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    try {
      await pending.run();
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <>
      {message && (
        <p ref={messageRef} tabIndex={-1} role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.notice : styles.error}>
          {message.text}
        </p>
      )}
      {pending && <StepDialog step={pending} busy={busy} onConfirm={() => void confirm()} onClose={() => setPending(null)} />}
      {remotes === null ? (
        <p className={styles.muted}>Loading…</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            {/* The figures grow with every visit: read again when asked, never under the reader's feet. */}
            <button type="button" className={styles.secondary} onClick={() => void load()}>
              Show the latest figures
            </button>
          </div>
          {remotes.map((view) => (
            <RemoteReleases key={view.remote} view={view} onStep={ask(view.remote)} />
          ))}
        </>
      )}
    </>
  );
}
