import { useId, useState, type ComponentType } from 'react';
import { CircleAlert } from 'lucide-react';
import { Field, controlClass } from '@hospital/forms';
import { BOOKING_LIMITS, DEPARTMENT_NAMES, GENDERS, todayIn, type AppointmentPayload, type HealthPackageIdentity } from '@hospital/shared-types';
import { EMPTY_APPOINTMENT, type AppointmentField, type AppointmentValues } from '../data/form-defaults';
import { useAppointmentForm } from '../hooks/useAppointmentForm';
import { useBookingSubmission } from '../hooks/useBookingSubmission';
import { useFreeSlots } from '../hooks/useFreeSlots';
import { useSlotUpkeep } from '../hooks/useSlotUpkeep';
import { useBookingConfig } from '../hooks/useBookingConfig';
import { ConsentNote } from './ConsentNote';
import { DoctorPicker } from './DoctorPicker';
import { PackageNote, packageLine } from './PackageNote';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { SlotAlternatives } from './SlotAlternatives';
import { SlotPicker } from './SlotPicker';
import styles from './AppointmentForm.module.css';

import type { BookedAppointment } from '../hooks/useBookingSubmission';

type SuccessPanel = ComponentType<{ booking: BookedAppointment }>;

interface AppointmentFormProps {
  /** The form's accessible name. */
  label?: string;
  /** 'plain' drops the card frame, for hosts that already frame the form (the home page's band). */
  variant?: 'card' | 'plain';
  /** Choices a link made: doctor, service, date, time (/appoinment?doctor=…). */
  initial?: Partial<AppointmentValues>;
  /** The health package the visitor came to book: shown, and sent at the start of the message. */
  healthPackage?: HealthPackageIdentity | undefined;
}

/** The appointment form of docs/product-rules.md#booking-form, used on /appoinment and in the home page's band. */
export function AppointmentForm({ label = 'Book an appointment', variant = 'card', initial, healthPackage }: AppointmentFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const { state, submit } = useBookingSubmission();
  const { whatsappReminders } = useBookingConfig();
  const [pkg, setPkg] = useState(healthPackage);
  const prefix = pkg ? `${packageLine(pkg)}\n` : '';
  // The success panel (and its calendar file) is needed only after a booking: it loads while the
  // request is on its way, not with the page. Until it arrives the message and reference stand alone.
  const [SuccessPanel, setSuccessPanel] = useState<SuccessPanel | null>(null);
  const send = async (payload: AppointmentPayload) => {
    const panel = SuccessPanel
      ? undefined
      : import('./BookingSuccess').then(
          (module) => setSuccessPanel(() => module.default),
          () => undefined,
        );
    const booked = await submit(pkg ? { ...payload, message: `${prefix}${payload.message}`.trim() } : payload);
    if (booked) setPkg(undefined);
    await panel;
    return booked;
  };
  const { values, errors, isSubmitting, field, setValue, markTouched, elements, onSubmit } = useAppointmentForm(send, {
    ...EMPTY_APPOINTMENT,
    ...initial,
  });
  const { state: free, reload } = useFreeSlots(values.service, values.preferredDate, values.doctor);
  useSlotUpkeep(values, free, setValue);
  const [lastDate, setLastDate] = useState<string>();
  if (free.status === 'ready' && free.answer.bookableUntil !== lastDate) setLastDate(free.answer.bookableUntil);
  const copyPhone = () => {
    const phone = values.phone.trim();
    if (phone) setValue('whatsapp', phone);
  };
  const control_ = (name: AppointmentField, describedBy: string | undefined) => ({
    id: id(name),
    className: controlClass,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy,
    ...field(name),
  });

  return (
    <form className={variant === 'card' ? `${styles.form} ${styles.card}` : styles.form} aria-label={label} noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      <p className={styles.legendNote}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className={styles.grid}>
        <Field id={id('fullName')} label="Full name" required error={errors.fullName} wide>
          {(d) => <input {...control_('fullName', d)} type="text" autoComplete="name" maxLength={BOOKING_LIMITS.fullName} aria-required="true" />}
        </Field>

        <Field id={id('age')} label="Age" required error={errors.age}>
          {(d) => (
            <input {...control_('age', d)} type="number" inputMode="numeric" min={1} max={BOOKING_LIMITS.ageMax} step={1} aria-required="true" />
          )}
        </Field>

        <Field id={id('gender')} label="Gender" required error={errors.gender}>
          {(d) => (
            <select {...control_('gender', d)} aria-required="true">
              <option value="">-- Select Gender --</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {gender}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Field id={id('email')} label="E-mail" required error={errors.email} wide>
          {(d) => <input {...control_('email', d)} type="email" autoComplete="email" inputMode="email" maxLength={BOOKING_LIMITS.email} aria-required="true" />}
        </Field>

        <Field id={id('phone')} label="Phone" required hint="10 digits; +91 and spaces are fine" error={errors.phone}>
          {(d) => <input {...control_('phone', d)} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={16} aria-required="true" />}
        </Field>

        <Field id={id('whatsapp')} label="WhatsApp number" markOptional
          hint={whatsappReminders ? 'We send reminders here if you give it' : 'Optional. Reminders come by e-mail; we do not send WhatsApp messages yet.'} error={errors.whatsapp}>
          {(d) => (
            <div className={styles.withButton}>
              <input {...control_('whatsapp', d)} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={16} />
              <button type="button" className={`btn btn-ghost ${styles.sameAs}`} onClick={copyPhone}>
                Same as Phone
              </button>
            </div>
          )}
        </Field>

        <Field id={id('address')} label="Address" required error={errors.address} wide>
          {(d) => <textarea {...control_('address', d)} rows={2} autoComplete="street-address" maxLength={BOOKING_LIMITS.address} aria-required="true" />}
        </Field>

        <Field id={id('service')} label="Service" required error={errors.service} wide>
          {(d) => (
            <select {...control_('service', d)} aria-required="true">
              <option value="">-- Choose Service --</option>
              {DEPARTMENT_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>

        <DoctorPicker id={id('doctor')} service={values.service} control={(d) => control_('doctor', d)} error={errors.doctor} />

        <Field id={id('preferredDate')} label="Preferred date" required error={errors.preferredDate}>
          {(d) => <input {...control_('preferredDate', d)} type="date" min={todayIn()} max={lastDate} aria-required="true" />}
        </Field>

        <SlotPicker
          id={id('preferredTime')}
          free={free}
          value={values.preferredTime}
          onChange={(time) => setValue('preferredTime', time)}
          onBlur={() => markTouched('preferredTime')}
          onPickDate={(date) => setValue('preferredDate', date)}
          onRetry={reload}
          error={errors.preferredTime}
          focusRef={(element) => {
            elements.current.preferredTime = element;
          }}
        />

        {pkg && (
          <div className={styles.wide}>
            <PackageNote pkg={pkg} onRemove={() => setPkg(undefined)} />
          </div>
        )}

        <Field id={id('message')} label="Message" markOptional hint="Symptoms, or anything the doctor should know" error={errors.message} wide>
          {(d) => <textarea {...control_('message', d)} rows={3} maxLength={BOOKING_LIMITS.message - prefix.length} />}
        </Field>

        <PaymentMethodPicker
          id={id('paymentMethod')}
          value={values.paymentMethod}
          onChange={(value) => setValue('paymentMethod', value)}
          error={errors.paymentMethod}
          firstButtonRef={(element) => {
            elements.current.paymentMethod = element;
          }}
        />
      </div>

      <ConsentNote />

      <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Book Appointment'}
      </button>

      {state.status === 'failed' && (
        <p className={styles.failure} role="alert">
          <CircleAlert aria-hidden="true" size={20} />
          {state.message}
        </p>
      )}
      {state.status === 'failed' && state.alternatives && state.alternatives.length > 0 && (
        <SlotAlternatives
          id={id('alternatives')}
          alternatives={state.alternatives}
          date={values.preferredDate}
          time={values.preferredTime}
          onChoose={(slot) => {
            setValue('preferredDate', slot.date);
            setValue('preferredTime', slot.time);
          }}
        />
      )}
      <div role="status" aria-live="polite">
        {state.status === 'booked' && (
          SuccessPanel ? (
            <SuccessPanel booking={state.booking} />
          ) : (
            <p>
              {state.booking.message} Your reference is <strong>{state.booking.appointmentId}</strong>.
            </p>
          )
        )}
      </div>
    </form>
  );
}
