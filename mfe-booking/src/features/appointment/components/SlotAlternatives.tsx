import { type DatedSlot } from '@hospital/booking-contract';
import { usePageLocale } from '@hospital/hospital-data';
import { useT } from '../../../i18n/form/catalog';
import { readableClock, readableDay } from '../../../lib/slot-text';
import form from './AppointmentForm.module.css';
import styles from './SlotPicker.module.css';

interface SlotAlternativesProps {
  id: string;
  alternatives: DatedSlot[];
  /** The date and time currently chosen, so the matching alternative shows as chosen. */
  date: string;
  time: string;
  onChoose: (slot: DatedSlot) => void;
}

/** After a 409: the nearest free times the API offered, as a group of choices; choosing one fills date and time. */
export function SlotAlternatives({ id, alternatives, date, time, onChoose }: SlotAlternativesProps) {
  const t = useT();
  const locale = usePageLocale();
  return (
    <fieldset className={`${form.fieldset} ${styles.period}`}>
      <legend className={styles.periodName}>{t('slots.alternatives.title')}</legend>
      <div className={styles.times}>
        {alternatives.map((slot) => (
          <label key={`${slot.date} ${slot.time}`} className={styles.time}>
            <input
              type="radio"
              name={`${id}-alternative`}
              checked={slot.date === date && slot.time === time}
              onChange={() => onChoose(slot)}
            />
            <span>
              {readableDay(slot.date, locale)}, {readableClock(slot.time, locale)}
              <span className={styles.doctors} translate="no">
                {slot.doctors.map((d) => d.name).join(', ')}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
