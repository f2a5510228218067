import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@hospital/router';
import { site, telUrl } from '@hospital/hospital-data';
import { useT } from '../../../i18n/manage/catalog';
import type { ApiProblem } from '../../../lib/api-request';
import { ServiceProblemNotice } from '../../../components/ServiceProblemNotice';
import { lookupProblems, type LookupRequest } from '@hospital/booking-contract';
import { findAppointment } from '../api/manage.resource';
import styles from './ManageAppointment.module.css';

/** Reference + phone: opens the appointment's manage page with a further link (24 hours; the e-mailed one keeps working). */
export function FindAppointment() {
  const uid = useId();
  const navigate = useNavigate();
  const t = useT();
  const [reference, setReference] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<{ kind: ApiProblem; said?: string | undefined }>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    setProblem(undefined);
    // A field left blank is not sent: the request's schema then names it missing.
    const request: Partial<LookupRequest> = {
      ...(reference.trim() ? { reference } : {}),
      ...(phone.trim() ? { phone } : {}),
    };
    if (lookupProblems(request).length > 0) {
      setMessage(t('manage.find.errors.missing'));
      return;
    }
    setMessage('');
    setBusy(true);
    const outcome = await findAppointment(request as LookupRequest);
    setBusy(false);
    if (outcome.ok && outcome.manageUrl) navigate(outcome.manageUrl);
    else if (!outcome.ok && outcome.problem) setProblem({ kind: outcome.problem, said: outcome.said });
    else setMessage(outcome.ok ? t('manage.find.errors.failed') : outcome.message);
  };

  return (
    <form
      className={styles.panel}
      aria-label={t('manage.find.label')}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy}
    >
      <h2 className={styles.heading}>{t('manage.find.heading')}</h2>
      <p>{t('manage.find.intro')}</p>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label className={styles.field} htmlFor={`${uid}-reference`}>
            {t('manage.find.reference')}
            <input
              id={`${uid}-reference`}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              required
              aria-required="true"
              aria-describedby={`${uid}-reference-hint`}
            />
          </label>
          <span id={`${uid}-reference-hint`} className={styles.hint}>
            {t('manage.find.referenceHint')}
          </span>
        </div>
        <label className={styles.field} htmlFor={`${uid}-phone`}>
          {t('manage.find.phone')}
          <input
            id={`${uid}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            maxLength={16}
            required
            aria-required="true"
          />
        </label>
      </div>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      {problem && <ServiceProblemNotice problem={problem.kind} message={problem.said} kept takeFocus onRetry={() => void onSubmit()} />}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('manage.find.busy') : t('manage.find.submit')}
      </button>
      <p className={styles.note}>
        {t('manage.find.lostBefore')} <a href={telUrl()}>{site.phoneDisplay}</a>
        {t('manage.call.after')}
      </p>
    </form>
  );
}
