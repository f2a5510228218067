import { useId, useState, type FormEvent } from 'react';
import type { CanaryStartRequest, RemoteReleasesView, ReleaseStep } from '@hospital/shared-types';
import { indiaInstant } from '../data/patient';
import styles from '../components/Desk.module.css';
import { figuresText, KIND_NAMES, ratePercent, REMOTE_TITLES } from './release-words';

export type AskStep = (step: ReleaseStep, body: CanaryStartRequest | { release: string }) => void;

/** One remote: its live release, a running canary with both failure rates side by side, the steps, the history. */
export function RemoteReleases({ view, onStep }: { view: RemoteReleasesView; onStep: AskStep }) {
  const id = useId();
  const { remote, live, canary } = view;
  const candidates = view.published.filter((release) => release !== live);
  const [release, setRelease] = useState('');
  const [percent, setPercent] = useState('10');
  const chosen = candidates.includes(release) ? release : (candidates[0] ?? '');

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (live && chosen) onStep('canary', { live, release: chosen, percent: Number(percent) });
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.card}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {REMOTE_TITLES[remote]} ({remote})
      </h2>
      <p>
        Live: <strong>{live ?? 'none'}</strong>
        {canary ? `, to ${100 - canary.percent}% of new visitors` : ', to every visitor'}
      </p>
      {canary ? (
        <>
          <p>
            Canary: <strong>{canary.release}</strong> to {canary.percent}% of new visitors since {indiaInstant(canary.startedAt)}, started
            by {canary.startedBy}.
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.subTitle}>Failures since the canary started</caption>
              <thead>
                <tr>
                  <th scope="col">Release</th>
                  <th scope="col">Share</th>
                  <th scope="col">Visits</th>
                  <th scope="col">Failures</th>
                  <th scope="col">Failure rate</th>
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    ['Live', live ?? 'none', 100 - canary.percent, canary.rates.live],
                    ['Canary', canary.release, canary.percent, canary.rates.canary],
                  ] as const
                ).map(([side, name, share, rate]) => (
                  <tr key={side}>
                    <th scope="row">
                      {side} {name}
                    </th>
                    <td>{share}%</td>
                    <td>{rate.visits}</td>
                    <td>{rate.failures}</td>
                    <td>{ratePercent(rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.toolbar}>
            <button type="button" className={styles.primary} onClick={() => onStep('promote', { release: canary.release })}>
              Promote {canary.release} to everyone…
            </button>
            <button type="button" className={styles.danger} onClick={() => onStep('rollback', { release: canary.release })}>
              Roll back {canary.release}…
            </button>
          </div>
        </>
      ) : live && candidates.length > 0 ? (
        <form className={styles.toolbar} onSubmit={start} aria-labelledby={`${id}-start`}>
          <h3 id={`${id}-start`} className={styles.subTitle}>
            Start a canary
          </h3>
          <div className={styles.field}>
            <label htmlFor={`${id}-release`}>Release to try</label>
            <select id={`${id}-release`} value={chosen} onChange={(event) => setRelease(event.target.value)}>
              {candidates.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-percent`}>Share of new visitors (%)</label>
            <input
              id={`${id}-percent`}
              type="number"
              inputMode="numeric"
              min={1}
              max={99}
              step={1}
              required
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
            />
          </div>
          <button type="submit" className={styles.primary}>
            Start the canary…
          </button>
        </form>
      ) : (
        <p className={styles.muted}>
          {live ? 'No other published release to try.' : 'Nothing is live yet: release it from the command line first.'}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.subTitle}>History</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Release</th>
              <th scope="col">By</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {view.history.length === 0 ? (
              <tr>
                <td colSpan={5}>No changes yet.</td>
              </tr>
            ) : (
              view.history.map((row) => (
                <tr key={`${row.at}-${row.kind}-${row.to}`}>
                  <td>{indiaInstant(row.at)}</td>
                  <td>{KIND_NAMES[row.kind]}</td>
                  <td>
                    {row.to}
                    {row.from ? ` (was ${row.from})` : ''}
                  </td>
                  <td>{row.who}</td>
                  <td>
                    {row.why}
                    {figuresText(row) ? ` (${figuresText(row)})` : ''}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
