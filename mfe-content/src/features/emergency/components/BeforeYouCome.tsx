import { site, telUrl, useSiteText } from '@hospital/hospital-data';
import { useT } from '../../../i18n/visit/catalog';
import styles from './Emergency.module.css';

const BRING = ['emergency.bring.0', 'emergency.bring.1', 'emergency.bring.2', 'emergency.bring.3'] as const;

/** What to bring, and the pharmacy that never closes. */
export function BeforeYouCome() {
  const t = useT();
  const siteText = useSiteText();
  return (
    <div className={styles.columns}>
      <section aria-labelledby="bring-heading">
        <h2 id="bring-heading">{t('emergency.bring.title')}</h2>
        <p>{t('emergency.bring.intro')}</p>
        <ul className={styles.list}>
          {BRING.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pharmacy-heading">
        <h2 id="pharmacy-heading">{t('emergency.pharmacy.title')}</h2>
        <p>{t('emergency.pharmacy.text', { hours: siteText('site.hours.pharmacy') })}</p>
        <p>
          {t('emergency.pharmacy.ask')}
          <a href={telUrl()}>{site.phoneDisplay}</a>
        </p>
      </section>
    </div>
  );
}
