import type { HealthPackageIdentity } from '@hospital/shared-types';
import styles from './SlotPicker.module.css';

/** The health package the visitor came to book (/appoinment?package=…); it goes with the message. */
export function PackageNote({ pkg, onRemove }: { pkg: HealthPackageIdentity; onRemove: () => void }) {
  return (
    <p className={styles.package}>
      <span>
        Health package: <strong>{pkg.title}</strong>. We note it with your appointment.
      </span>
      <button type="button" className={styles.link} onClick={onRemove}>
        Remove package
      </button>
    </p>
  );
}

/** The line the message starts with, so the desk sees the package with the booking. */
export const packageLine = (pkg: HealthPackageIdentity): string => `Health package: ${pkg.title}`;
