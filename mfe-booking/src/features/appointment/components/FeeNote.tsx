import { ANY_DOCTOR, feeRange } from '@hospital/booking-contract';
import { doctorsOf, usePageLanguage, type HealthPackageIdentity, formatRupees } from '@hospital/hospital-data';
import { useT } from '../../../i18n/form/catalog';
import styles from './AppointmentForm.module.css';

/** The fee of what is being booked (rupees), or the department's range while any doctor may take it; null: none known. */
export function feeOf(
  fees: Readonly<Record<string, number>>,
  service: string,
  doctor: string,
  pkg?: HealthPackageIdentity,
): { from: number; to: number } | null {
  if (pkg && pkg.service === service) return { from: pkg.price, to: pkg.price };
  if (doctor && doctor !== ANY_DOCTOR) return typeof fees[doctor] === 'number' ? { from: fees[doctor], to: fees[doctor] } : null;
  return feeRange(doctorsOf(service).flatMap((d) => (typeof fees[d.slug] === 'number' ? [fees[d.slug] as number] : [])));
}

/** The consultation fee as soon as a department or doctor is chosen; a package's price when one is booked. */
export function FeeNote({ fee, isPackage, id }: { fee: { from: number; to: number } | null; isPackage: boolean; id: string }) {
  const t = useT();
  const language = usePageLanguage();
  if (!fee) return null;
  const [from, to] = [formatRupees(fee.from, language), formatRupees(fee.to, language)];
  return (
    <p id={id} className={styles.fee} data-fee={fee.from === fee.to ? fee.from : `${fee.from}-${fee.to}`}>
      {isPackage
        ? t('form.fee.package', { amount: from })
        : fee.from === fee.to
          ? t('form.fee.doctor', { amount: from })
          : t('form.fee.range', { from, to })}
    </p>
  );
}
