import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import {
  BOOKING_LIMITS,
  DEPARTMENT_NAMES,
  GENDERS,
  createAppointmentSchema,
  site,
  todayIn,
  type AppointmentInput,
  type AppointmentPayload,
} from '@hospital/shared-types';
import { EMPTY_APPOINTMENT } from '../data/form-defaults';
import { useBookingSubmission } from '../hooks/useBookingSubmission';
import { BookingSuccess } from './BookingSuccess';
import { ConsentNote } from './ConsentNote';
import { FormField } from './FormField';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import styles from './AppointmentForm.module.css';

interface AppointmentFormProps {
  /** The form's accessible name. */
  label?: string;
  /** 'plain' drops the card frame, for hosts that already frame the form (the home page's band). */
  variant?: 'card' | 'plain';
}

/** The appointment form of spec sections 3 to 5, used on /appoinment and in the home page's band. */
export function AppointmentForm({ label = 'Book an appointment', variant = 'card' }: AppointmentFormProps) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  // The visitor's own 'today' (not UTC): at 00:30 in Hyderabad the UTC date is still yesterday.
  const schema = useMemo(() => createAppointmentSchema({ today: () => todayIn() }), []);
  const {
    register,
    handleSubmit,
    control,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<AppointmentInput, unknown, AppointmentPayload>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_APPOINTMENT,
    mode: 'onTouched',
  });
  const { state, submit } = useBookingSubmission();

  const onValid = async (payload: AppointmentPayload) => {
    if (await submit(payload)) reset(EMPTY_APPOINTMENT);
  };

  const copyPhone = () => {
    const phone = getValues('phone')?.trim();
    if (phone) setValue('whatsapp', phone, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const control_ = (name: keyof AppointmentInput, describedBy: string | undefined) => ({
    id: id(name),
    className: styles.control,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy,
  });

  return (
    <form className={variant === 'card' ? `${styles.form} ${styles.card}` : styles.form} aria-label={label} noValidate onSubmit={handleSubmit(onValid)} aria-busy={isSubmitting}>
      <p className={styles.legendNote}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className={styles.grid}>
        <FormField id={id('fullName')} label="Full name" required error={errors.fullName?.message} wide>
          {(d) => <input {...control_('fullName', d)} {...register('fullName')} type="text" autoComplete="name" maxLength={BOOKING_LIMITS.fullName} aria-required="true" />}
        </FormField>

        <FormField id={id('age')} label="Age" required error={errors.age?.message}>
          {(d) => (
            <input {...control_('age', d)} {...register('age', { valueAsNumber: true })} type="number" inputMode="numeric" min={1} max={BOOKING_LIMITS.ageMax} step={1} aria-required="true" />
          )}
        </FormField>

        <FormField id={id('gender')} label="Gender" required error={errors.gender?.message}>
          {(d) => (
            <select {...control_('gender', d)} {...register('gender')} aria-required="true">
              <option value="">-- Select Gender --</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {gender}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <FormField id={id('email')} label="E-mail" required error={errors.email?.message} wide>
          {(d) => <input {...control_('email', d)} {...register('email')} type="email" autoComplete="email" inputMode="email" maxLength={BOOKING_LIMITS.email} aria-required="true" />}
        </FormField>

        <FormField id={id('phone')} label="Phone" required hint="10 digits, without +91 or spaces" error={errors.phone?.message}>
          {(d) => <input {...control_('phone', d)} {...register('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} aria-required="true" />}
        </FormField>

        <FormField id={id('whatsapp')} label="WhatsApp number" hint="We send reminders here if you give it" error={errors.whatsapp?.message}>
          {(d) => (
            <div className={styles.withButton}>
              <input {...control_('whatsapp', d)} {...register('whatsapp')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} />
              <button type="button" className={`btn btn-ghost ${styles.sameAs}`} onClick={copyPhone}>
                Same as Phone
              </button>
            </div>
          )}
        </FormField>

        <FormField id={id('address')} label="Address" required error={errors.address?.message} wide>
          {(d) => <textarea {...control_('address', d)} {...register('address')} rows={2} autoComplete="street-address" maxLength={BOOKING_LIMITS.address} aria-required="true" />}
        </FormField>

        <FormField id={id('service')} label="Service" required error={errors.service?.message} wide>
          {(d) => (
            <select {...control_('service', d)} {...register('service')} aria-required="true">
              <option value="">-- Choose Service --</option>
              {DEPARTMENT_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <FormField id={id('preferredDate')} label="Preferred date" required error={errors.preferredDate?.message}>
          {(d) => <input {...control_('preferredDate', d)} {...register('preferredDate')} type="date" min={todayIn()} aria-required="true" />}
        </FormField>

        <FormField id={id('preferredTime')} label="Preferred time" required hint={`Outpatient hours: ${site.openingHours.outpatient}`} error={errors.preferredTime?.message}>
          {(d) => <input {...control_('preferredTime', d)} {...register('preferredTime')} type="time" aria-required="true" />}
        </FormField>

        <FormField id={id('message')} label="Message" hint="Symptoms, or a doctor you would like to see" error={errors.message?.message} wide>
          {(d) => <textarea {...control_('message', d)} {...register('message')} rows={3} maxLength={BOOKING_LIMITS.message} />}
        </FormField>

        <Controller
          name="paymentMethod"
          control={control}
          render={({ field, fieldState }) => (
            <PaymentMethodPicker
              id={id('paymentMethod')}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
              firstButtonRef={field.ref}
            />
          )}
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
      <div role="status" aria-live="polite">
        {state.status === 'booked' && <BookingSuccess booking={state.booking} />}
      </div>
    </form>
  );
}
