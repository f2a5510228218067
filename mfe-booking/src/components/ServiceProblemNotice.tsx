import { useEffect, useRef } from 'react';
import { site, telUrl } from '@hospital/hospital-data';
import { useT } from '../i18n/trouble/catalog';
import type { ApiProblem } from '../lib/api-request';
import styles from './ServiceProblemNotice.module.css';

interface ServiceProblemNoticeProps {
  problem: ApiProblem;
  /** What the failing server itself said (in the page's language), in place of the general sentence. */
  message?: string | undefined;
  /** Repeats the very request that failed. */
  onRetry: () => void;
  /** A form's request: says that what was typed is kept. */
  kept?: boolean;
  /** A booking: a repeat returns the first booking, if it was made, instead of booking twice. */
  safeToRepeat?: boolean;
  /** The patient's own action failed (a submit, a Try again): focus comes here, next to Try again. */
  takeFocus?: boolean;
}

/**
 * Says that the booking service did not answer in time, could not be reached or failed, in the page's
 * language; offers to try again and gives the hospital's phone number. Announced as it appears.
 */
export function ServiceProblemNotice({
  problem,
  message,
  onRetry,
  kept = false,
  safeToRepeat = false,
  takeFocus = false,
}: ServiceProblemNoticeProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) box.current?.focus();
  }, [takeFocus]);
  return (
    <div ref={box} role="alert" tabIndex={-1} className={styles.notice}>
      <p className={styles.what}>
        {message || t(`trouble.${problem}`)}
        {kept && ` ${t('trouble.kept')}`}
        {safeToRepeat && ` ${t('trouble.safeToRepeat')}`}
      </p>
      <p>
        {t('trouble.callBefore')} <a href={telUrl()}>{site.phoneDisplay}</a>
        {t('trouble.callAfter')}
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('trouble.retry')}
      </button>
    </div>
  );
}
