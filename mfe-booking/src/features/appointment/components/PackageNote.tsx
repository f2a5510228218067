import { useCommonNames, type HealthPackageIdentity } from '@hospital/hospital-data';
import { useT } from '../../../i18n/form/catalog';
import styles from './SlotPicker.module.css';

/** The health package the visitor came to book (/appoinment?package=…); it goes with the message. */
export function PackageNote({ pkg, onRemove }: { pkg: HealthPackageIdentity; onRemove: () => void }) {
  const t = useT();
  const names = useCommonNames();
  return (
    <p className={styles.package}>
      <span>
        {t('form.package.before')} <strong>{names.healthPackage(pkg.id, pkg.title)}</strong>
        {t('form.package.after')}
      </span>
      <button type="button" className={styles.link} onClick={onRemove}>
        {t('form.package.remove')}
      </button>
    </p>
  );
}

/** The line the message starts with, so the desk sees the package with the booking (in English, for the desk). */
export const packageLine = (pkg: HealthPackageIdentity): string => `Health package: ${pkg.title}`;
