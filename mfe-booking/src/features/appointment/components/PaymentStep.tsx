import { useEffect, useRef, useState } from 'react';
import { CreditCard } from 'lucide-react';
import { HOSPITAL_TIME_ZONE, clockIn, type BookingPayment } from '@hospital/booking-contract';
import { inLanguage, site, usePageLanguage, usePageLocale, formatRupees } from '@hospital/hospital-data';
import { useT } from '../../../i18n/form/catalog';
import { withTags } from '../../../lib/slot-text';
import { payAtHospital, verifyPayment } from '../api/payments.resource';
import type { BookedAppointment, Payer } from '../hooks/useBookingSubmission';
import { openCheckout } from '../payment/checkout';
import styles from './AppointmentForm.module.css';

export interface PaymentStepProps {
  booking: BookedAppointment;
  payment: BookingPayment;
  payer: Payer;
  /** Booked now: paid, or to be paid at the hospital. */
  onSettled: (booking: BookedAppointment) => void;
  /** The hold ran out: the form tells the patient and keeps their details. */
  onAbandon: (message: string) => void;
  /** The checkout closed (failed, dismissed) or the server said no: the patient is brought back to this choice. */
  onReturn?: () => void;
  /** Open the checkout as the step appears (a new hold); a hold read back after a reload waits for a tap. */
  openAtOnce?: boolean;
}

type Note =
  | { kind: 'held' | 'opening' | 'verifying' | 'dismissed' | 'unreachable' }
  | { kind: 'failed'; reason: string }
  | { kind: 'said'; text: string };

/**
 * A Pay Now booking held for its payment: the gateway's checkout opens at once; if it is closed or a
 * payment fails, the patient can pay again or pay at the hospital instead, without retyping anything.
 * Loaded only when a Pay Now booking is held.
 */
export default function PaymentStep({ booking, payment, payer, onSettled, onAbandon, onReturn, openAtOnce = true }: PaymentStepProps) {
  const t = useT();
  const language = usePageLanguage();
  const locale = usePageLocale();
  const [note, setNote] = useState<Note>({ kind: 'held' });
  const [busy, setBusy] = useState(false);
  const opened = useRef(false);
  const amount = formatRupees(payment.amount / 100, language);
  const until = clockIn(locale, new Date(payment.holdUntil), HOSPITAL_TIME_ZONE);
  const expired = () => Date.now() > new Date(payment.holdUntil).getTime();

  const pay = async () => {
    if (busy) return;
    if (expired()) return onAbandon(t('pay.expired'));
    setBusy(true);
    setNote({ kind: 'opening' });
    const outcome = await openCheckout(payment, {
      hospital: site.name,
      description: booking.appointmentId,
      reference: booking.appointmentId,
      name: payer.name,
      email: payer.email,
      phone: payer.phone,
      onFailure: (reason) => setNote({ kind: 'failed', reason }),
    });
    if (outcome.kind === 'unavailable') {
      // This page may not run the gateway's script (it is allowed on the booking pages only): its own page can.
      if (booking.manageUrl) {
        setNote({ kind: 'unreachable' });
        window.location.assign(`${inLanguage(booking.manageUrl, language)}?pay=1`);
        return;
      }
      setBusy(false);
      setNote({ kind: 'said', text: t('pay.dismissed', { time: until }) });
      onReturn?.();
      return;
    }
    if (outcome.kind === 'closed') {
      setBusy(false);
      setNote(outcome.failure ? { kind: 'failed', reason: outcome.failure } : { kind: 'dismissed' });
      onReturn?.();
      return;
    }
    setNote({ kind: 'verifying' });
    const answer = await verifyPayment(booking.appointmentId, outcome.success);
    setBusy(false);
    if (answer.ok) {
      onSettled({
        ...booking,
        message: answer.message,
        paymentMethod: 'pay_now',
        paid: { paymentId: outcome.success.razorpay_payment_id },
      });
      return;
    }
    setNote({ kind: 'said', text: answer.message });
    onReturn?.();
  };

  const switchToHospital = async () => {
    if (busy || !booking.manageUrl) return;
    setBusy(true);
    const answer = await payAtHospital(booking.manageUrl);
    setBusy(false);
    if (answer.ok) onSettled({ ...booking, message: answer.message, paymentMethod: 'pay_at_hospital' });
    else if (expired()) onAbandon(t('pay.expired'));
    else setNote({ kind: 'said', text: answer.message });
  };

  useEffect(() => {
    if (opened.current || !openAtOnce) return;
    opened.current = true;
    void pay();
    // Opens once, when the hold begins; the buttons open it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const text = ((): string => {
    switch (note.kind) {
      case 'held':
        return t('pay.held', { time: until });
      case 'opening':
        return t('pay.opening');
      case 'verifying':
        return t('pay.verifying');
      case 'dismissed':
        return t('pay.dismissed', { time: until });
      case 'unreachable':
        return t('pay.unreachable');
      case 'failed':
        return t('pay.failed', { reason: note.reason, time: until });
      case 'said':
        return note.text;
    }
  })();

  return (
    <div className={styles.payment} data-payment-step="">
      <p className={styles.successTitle}>
        <CreditCard aria-hidden="true" size={24} />
        {booking.message}
      </p>
      <p>
        {withTags(t('pay.reference', { reference: booking.appointmentId }), (_, part, key) => (
          <strong key={key} className={styles.reference}>
            {part}
          </strong>
        ))}
      </p>
      <p role="status" aria-live="polite">
        {text}
      </p>
      <div className={styles.payActions}>
        <button type="button" className="btn btn-accent" onClick={() => void pay()} disabled={busy}>
          {t('pay.now', { amount })}
        </button>
        {booking.manageUrl && (
          <button type="button" className="btn btn-secondary" onClick={() => void switchToHospital()} disabled={busy}>
            {t('pay.switch')}
          </button>
        )}
      </div>
    </div>
  );
}
