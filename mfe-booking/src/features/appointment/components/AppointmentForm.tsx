import { Suspense, lazy, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { CircleAlert, Phone } from 'lucide-react';
import { Field, controlClass } from '@hospital/forms';
import { BOOKING_LIMITS, GENDERS, hospitalToday, type AppointmentPayload, type Gender } from '@hospital/booking-contract';
import {
  DEPARTMENT_NAMES,
  site,
  telUrl,
  useCommonNames,
  usePageLanguage,
  type HealthPackageIdentity,
  formatRupees,
} from '@hospital/hospital-data';
import { useT } from '../../../i18n/form/catalog';
import { EMPTY_APPOINTMENT, type AppointmentField, type AppointmentValues } from '../data/form-defaults';
import { withTags } from '../../../lib/slot-text';
import { useAppointmentForm } from '../hooks/useAppointmentForm';
import { useBookingSubmission } from '../hooks/useBookingSubmission';
import { useFreeDays } from '../hooks/useFreeDays';
import { useFreeSlots } from '../hooks/useFreeSlots';
import { useSlotUpkeep } from '../hooks/useSlotUpkeep';
import { useBookingConfig } from '../hooks/useBookingConfig';
import { useEmergencySign } from '../hooks/useEmergencySign';
import { forgetFreeDays } from '../api/free-days.resource';
import { heldLink } from '../payment/held-booking';
import { ServiceProblemNotice } from '../../../components/ServiceProblemNotice';
import { AgeField } from './AgeField';
import { ConsentNote } from './ConsentNote';
import { DayStrip } from './DayStrip';
import { DoctorPicker } from './DoctorPicker';
import { FeeNote, feeOf } from './FeeNote';
import { PackageNote, packageLine } from './PackageNote';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { SlotPicker } from './SlotPicker';
import styles from './AppointmentForm.module.css';

import type { BookedAppointment } from '../hooks/useBookingSubmission';
import type { PaymentStepProps } from './PaymentStep';

// Shown only after a refusal that offers other times: its code comes then, not with the page.
const SlotAlternatives = lazy(() => import('./SlotAlternatives').then((m) => ({ default: m.SlotAlternatives })));

type SuccessPanel = ComponentType<{ booking: BookedAppointment }>;
type PaymentPanel = ComponentType<PaymentStepProps>;

/** The genders' labels, as catalog keys (the values sent stay the contract's English ones). */
const GENDER_NAMES = {
  Male: 'form.gender.male',
  Female: 'form.gender.female',
  Other: 'form.gender.other',
} as const satisfies Record<Gender, string>;

interface AppointmentFormProps {
  /** The form's accessible name ('Book an appointment', in the page's language, unless given). */
  label?: string;
  /** 'plain' drops the card frame, for hosts that already frame the form (the home page's band). */
  variant?: 'card' | 'plain';
  /** Choices a link made: doctor, service, date, time (/appoinment?doctor=…). */
  initial?: Partial<AppointmentValues>;
  /** The health package the visitor came to book: shown, and sent at the start of the message. */
  healthPackage?: HealthPackageIdentity | undefined;
}

/** The appointment form of docs/product-rules.md#booking-form, used on /appoinment and in the home page's band. */
export function AppointmentForm({ label, variant = 'card', initial, healthPackage }: AppointmentFormProps) {
  const t = useT();
  const names = useCommonNames();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const { state, submit, settle, abandon, restart, resume } = useBookingSubmission();
  const { whatsappReminders, onlinePayment, fees, paymentHoldMinutes } = useBookingConfig();
  const language = usePageLanguage();
  const [pkg, setPkg] = useState(healthPackage);
  const prefix = pkg ? `${packageLine(pkg)}\n` : '';
  // The success panel (and its calendar file) is needed only after a booking: it loads while the
  // request is on its way, not with the page. Until it arrives the message and reference stand alone.
  const [SuccessPanel, setSuccessPanel] = useState<SuccessPanel | null>(null);
  // The payment step (and the gateway's checkout) loads only when a Pay Now booking is sent.
  const [PaymentPanel, setPaymentPanel] = useState<PaymentPanel | null>(null);
  const send = async (payload: AppointmentPayload) => {
    const panel = SuccessPanel
      ? undefined
      : import('./BookingSuccess').then(
          (module) => setSuccessPanel(() => module.default),
          () => undefined,
        );
    const paying =
      payload.paymentMethod === 'pay_now' && onlinePayment && !PaymentPanel
        ? import('./PaymentStep').then(
            (module) => setPaymentPanel(() => module.default),
            () => undefined,
          )
        : undefined;
    const withPackage = pkg ? { ...payload, healthPackage: pkg.id, message: `${prefix}${payload.message}`.trim() } : payload;
    const outcome = await submit(withPackage);
    const booked = outcome === 'booked';
    // Booked, held or refused as taken: the strip's days are asked afresh (a booked form asks with its next
    // service). Unanswered, the service is slow or away: asking again would only add a second notice.
    if (outcome !== 'unanswered') forgetFreeDays();
    // A time just taken (or now held) leaves the day's list.
    if (outcome === 'not-booked') {
      reloadDays();
      reload();
    }
    if (booked) setPkg(undefined);
    await Promise.all([panel, paying]);
    return booked;
  };
  // A link that chose a doctor but no day (a doctor's page) opens on the doctor's first day with free times:
  // today, or the next such day the slots API names. A day the patient picks is never moved.
  const [firstDay] = useState(() => (initial?.doctor && !initial.preferredDate ? hospitalToday() : ''));
  const seekingFirstDay = useRef(firstDay);
  const { values, errors, isSubmitting, field, setValue, markTouched, elements, onSubmit, reset } = useAppointmentForm(send, {
    ...EMPTY_APPOINTMENT,
    ...initial,
    ...(firstDay ? { preferredDate: firstDay } : {}),
  });
  const emergency = useEmergencySign(values.message);
  const { state: free, reload } = useFreeSlots(values.service, values.preferredDate, values.doctor);
  const { state: days, reload: reloadDays } = useFreeDays(values.service, values.doctor);
  useEffect(() => {
    if (!seekingFirstDay.current || free.status !== 'ready') return;
    const { answer } = free;
    if (answer.date !== seekingFirstDay.current || values.preferredDate !== seekingFirstDay.current) {
      if (values.preferredDate !== seekingFirstDay.current) seekingFirstDay.current = '';
      return;
    }
    if (answer.slots.length === 0 && answer.nextDate) {
      seekingFirstDay.current = answer.nextDate;
      setValue('preferredDate', answer.nextDate);
    } else seekingFirstDay.current = '';
  }, [free, values.preferredDate, setValue]);
  useSlotUpkeep(values, free, setValue);
  const [lastDate, setLastDate] = useState<string>();
  // The booking window's last day, as the strip's or the day's answer names it (whichever came last).
  const until = free.status === 'ready' ? free.answer.bookableUntil : days.status === 'ready' ? days.answer.bookableUntil : undefined;
  if (until && until !== lastDate) setLastDate(until);
  const fee = feeOf(fees, values.service, values.doctor, pkg);
  const exactFee = fee && fee.from === fee.to ? formatRupees(fee.from, language) : null;
  /** The held booking is booked (paid, or to be paid at the hospital): the form clears as after any booking. */
  const settled = (booking: BookedAppointment) => {
    settle(booking);
    setPkg(undefined);
    reset();
  };
  // After a booking the confirmation takes the form's place and the focus (its heading); "Book another
  // appointment" brings the emptied form back, focus on its first field.
  const bookedHeading = useRef<HTMLHeadingElement>(null);
  const heldHeading = useRef<HTMLHeadingElement>(null);
  const holding = state.status === 'paying' ? state.booking.appointmentId : '';
  // A held booking takes the form's place (a second booking would be refused): focus on it as it comes, and
  // again each time the checkout closes, paid or not, so the patient is never left below the page.
  const focusHeld = () => heldHeading.current?.focus();
  useEffect(() => {
    if (holding) heldHeading.current?.focus();
  }, [holding]);
  // A reload while a booking is held: this tab kept its link; the booking is read back and shown again.
  useEffect(() => {
    const link = heldLink();
    if (!link) return;
    void Promise.all([import('../payment/restore-held'), import('./PaymentStep'), import('./BookingSuccess')]).then(
      async ([{ restoreHeld }, step, success]) => {
        const held = await restoreHeld(link, t('pay.heading'));
        if (!held) return;
        setPaymentPanel(() => step.default);
        setSuccessPanel(() => success.default);
        resume(held.booking, held.payment);
      },
      () => undefined,
    );
    // Once, as the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const formRef = useRef<HTMLFormElement>(null);
  const restarted = useRef(false);
  const booked = state.status === 'booked';
  useEffect(() => {
    if (booked) bookedHeading.current?.focus();
    else if (restarted.current) {
      restarted.current = false;
      formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    }
  }, [booked]);
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

  const frame = variant === 'card' ? `${styles.form} ${styles.card}` : styles.form;
  if (state.status === 'booked') {
    // The home page's band has its own h2 above the form.
    const Heading = variant === 'plain' ? 'h3' : 'h2';
    return (
      <section className={frame} aria-labelledby={id('booked')}>
        <Heading id={id('booked')} ref={bookedHeading} tabIndex={-1} className={styles.bookedHeading}>
          {t('success.heading')}
        </Heading>
        {SuccessPanel ? (
          <SuccessPanel booking={state.booking} />
        ) : (
          <p>
            {state.booking.message}{' '}
            {withTags(t('form.bookedReference', { reference: state.booking.appointmentId }), (_, text, key) => (
              <strong key={key} className={styles.reference}>
                {text}
              </strong>
            ))}
          </p>
        )}
        <button
          type="button"
          className={`btn btn-primary ${styles.another}`}
          onClick={() => {
            restarted.current = true;
            restart();
          }}
        >
          {t('success.another')}
        </button>
      </section>
    );
  }

  if (state.status === 'paying') {
    const Heading = variant === 'plain' ? 'h3' : 'h2';
    return (
      <section className={frame} aria-labelledby={id('held')}>
        <Heading id={id('held')} ref={heldHeading} tabIndex={-1} className={styles.bookedHeading}>
          {t('pay.heading')}
        </Heading>
        {PaymentPanel ? (
          <PaymentPanel
            key={state.booking.appointmentId}
            booking={state.booking}
            payment={state.payment}
            payer={state.payer}
            onSettled={settled}
            onAbandon={abandon}
            onReturn={focusHeld}
            openAtOnce={Boolean(state.payer.name)}
          />
        ) : (
          <p>
            {withTags(t('pay.reference', { reference: state.booking.appointmentId }), (_, text, key) => (
              <strong key={key} className={styles.reference}>
                {text}
              </strong>
            ))}
          </p>
        )}
      </section>
    );
  }

  return (
    <form
      ref={formRef}
      className={frame}
      aria-label={label ?? t('form.label')}
      noValidate
      onSubmit={onSubmit}
      onFocus={emergency.prepare}
      aria-busy={isSubmitting}
    >
      {/* Before anything is typed: an emergency is not booked (it was below the Book button on a phone). */}
      <p className={styles.emergencyNote}>
        <Phone aria-hidden="true" size={18} />
        <span>
          {withTags(t('form.emergency.note', { phone: site.emergencyDisplay }), (_, text, key) => (
            <a key={key} href={telUrl()}>
              {text}
            </a>
          ))}
        </span>
      </p>
      <p className={styles.legendNote}>
        {withTags(t('form.requiredNote'), (tag, text, key) =>
          tag === 0 ? (
            <span key={key} aria-hidden="true">
              {text}
            </span>
          ) : (
            <span key={key} className="visually-hidden">
              {text}
            </span>
          ),
        )}
      </p>
      <div className={styles.grid}>
        <Field id={id('service')} label={t('form.service.label')} required error={errors.service} wide>
          {(d) => (
            <select {...control_('service', d)} aria-required="true">
              <option value="">{t('form.service.placeholder')}</option>
              {DEPARTMENT_NAMES.map((name) => (
                <option key={name} value={name}>
                  {names.department(name)}
                </option>
              ))}
            </select>
          )}
        </Field>

        <DoctorPicker id={id('doctor')} service={values.service} control={(d) => control_('doctor', d)} error={errors.doctor} />

        {values.service && (
          <div className={styles.wide} aria-live="polite">
            <FeeNote id={id('fee')} fee={fee} isPackage={Boolean(pkg && pkg.service === values.service)} />
          </div>
        )}

        {values.service && (
          <DayStrip
            id={id('days')}
            days={days}
            value={values.preferredDate}
            onChange={(date) => setValue('preferredDate', date)}
            onRetry={reloadDays}
          />
        )}

        <Field
          id={id('preferredDate')}
          label={t('form.preferredDate.label')}
          required
          hint={t('days.typeHint')}
          error={errors.preferredDate}
        >
          {(d) => <input {...control_('preferredDate', d)} type="date" min={hospitalToday()} max={lastDate} aria-required="true" />}
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

        <Field id={id('fullName')} label={t('form.fullName.label')} required error={errors.fullName} wide>
          {(d) => (
            <input {...control_('fullName', d)} type="text" autoComplete="name" maxLength={BOOKING_LIMITS.fullName} aria-required="true" />
          )}
        </Field>

        <AgeField idOf={id} control={control_} age={values.age} errors={errors} />

        <Field id={id('gender')} label={t('form.gender.label')} required error={errors.gender}>
          {(d) => (
            <select {...control_('gender', d)} aria-required="true">
              <option value="">{t('form.gender.placeholder')}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(GENDER_NAMES[gender])}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Field id={id('email')} label={t('form.email.label')} required error={errors.email} wide>
          {(d) => (
            <input
              {...control_('email', d)}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={BOOKING_LIMITS.email}
              aria-required="true"
            />
          )}
        </Field>

        <Field id={id('phone')} label={t('form.phone.label')} required hint={t('form.phone.hint')} error={errors.phone}>
          {(d) => (
            <input {...control_('phone', d)} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={16} aria-required="true" />
          )}
        </Field>

        <Field
          id={id('whatsapp')}
          label={t('form.whatsapp.label')}
          markOptional={t('form.optional')}
          hint={whatsappReminders ? t('form.whatsapp.hint') : t('form.whatsapp.hintNoReminders')}
          error={errors.whatsapp}
        >
          {(d) => (
            <div className={styles.withButton}>
              <input {...control_('whatsapp', d)} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={16} />
              <button type="button" className={`btn btn-ghost ${styles.sameAs}`} onClick={copyPhone}>
                {t('form.whatsapp.sameAsPhone')}
              </button>
            </div>
          )}
        </Field>

        <Field id={id('address')} label={t('form.address.label')} required error={errors.address} wide>
          {(d) => (
            <textarea
              {...control_('address', d)}
              rows={2}
              autoComplete="street-address"
              maxLength={BOOKING_LIMITS.address}
              aria-required="true"
            />
          )}
        </Field>

        {pkg && (
          <div className={styles.wide}>
            <PackageNote pkg={pkg} onRemove={() => setPkg(undefined)} />
          </div>
        )}

        <Field
          id={id('message')}
          label={t('form.message.label')}
          markOptional={t('form.optional')}
          hint={t('form.message.hint')}
          error={errors.message}
          wide
        >
          {(d) => <textarea {...control_('message', d)} rows={3} maxLength={BOOKING_LIMITS.message - prefix.length} />}
        </Field>

        {/* Signs of an emergency in the message: the number to call now, the booking still open. */}
        <div className={styles.wide} aria-live="assertive">
          {emergency.found && emergency.Notice && <emergency.Notice />}
        </div>

        <PaymentMethodPicker
          id={id('paymentMethod')}
          value={values.paymentMethod}
          onChange={(value) => setValue('paymentMethod', value)}
          error={errors.paymentMethod}
          firstButtonRef={(element) => {
            elements.current.paymentMethod = element;
          }}
          onlinePayment={onlinePayment}
          amount={exactFee}
          holdMinutes={paymentHoldMinutes}
        />
      </div>

      <ConsentNote />

      <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={isSubmitting}>
        {isSubmitting ? t('form.sending') : t('form.submit')}
      </button>

      {state.status === 'failed' && state.problem && (
        <ServiceProblemNotice
          problem={state.problem}
          message={state.said ?? (state.problem === 'offline' ? state.message : undefined)}
          kept
          safeToRepeat={state.problem === 'timeout'}
          takeFocus
          onRetry={() => formRef.current?.requestSubmit()}
        />
      )}
      {state.status === 'failed' && !state.problem && (
        <p className={styles.failure} role="alert">
          <CircleAlert aria-hidden="true" size={20} />
          {state.message}
        </p>
      )}
      {state.status === 'failed' && state.alternatives && state.alternatives.length > 0 && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </form>
  );
}
