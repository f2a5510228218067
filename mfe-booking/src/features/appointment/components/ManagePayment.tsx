import { useEffect, useRef, useState } from 'react';
import { HOSPITAL_TIME_ZONE, clockIn, type ManagedAppointment } from '@hospital/booking-contract';
import { site, usePageLanguage, usePageLocale, formatRupees } from '@hospital/hospital-data';
import { useT } from '../../../i18n/manage/catalog';
import { openAppointment, payAtHospitalFor } from '../api/manage.resource';
import { verifyPayment } from '../api/payments.resource';
import styles from './ManageAppointment.module.css';

/**
 * A Pay Now booking still held for its payment, on its own page: pay now (the gateway's checkout, which
 * this page may load), or pay at the hospital instead. `?pay=1` (the form sends the patient here when its
 * own page could not open the checkout) opens the checkout at once.
 */
export function ManagePayment({
  appointment,
  token,
  onDone,
}: {
  appointment: ManagedAppointment;
  token: string;
  onDone: (next: ManagedAppointment, text: string) => void;
}) {
  const t = useT();
  const language = usePageLanguage();
  const locale = usePageLocale();
  const payment = appointment.pendingPayment;
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const until = payment ? clockIn(locale, new Date(payment.holdUntil), HOSPITAL_TIME_ZONE) : '';
  const amount = payment ? formatRupees(payment.amount / 100, language) : '';

  const pay = async () => {
    if (!payment || busy) return;
    setBusy(true);
    setSaid('');
    const { openCheckout } = await import('../payment/checkout');
    const outcome = await openCheckout(payment, {
      hospital: site.name,
      description: appointment.reference,
      reference: appointment.reference,
      name: '',
      email: '',
      phone: '',
    });
    if (outcome.kind === 'paid') {
      const answer = await verifyPayment(appointment.reference, outcome.success);
      const reopened = await openAppointment(token);
      setBusy(false);
      if (answer.ok && reopened.ok) return onDone(reopened.appointment, t('manage.pay.done'));
      setSaid(answer.message);
      return;
    }
    setBusy(false);
    setSaid(t('manage.pay.failed', { time: until }));
  };

  const switchToHospital = async () => {
    setBusy(true);
    const outcome = await payAtHospitalFor(token);
    setBusy(false);
    if (outcome.ok) onDone(outcome.appointment, outcome.appointment.status === 'booked' ? t('manage.payment.unpaid', { amount }) : '');
    else setSaid(outcome.message);
  };

  useEffect(() => {
    if (started.current || typeof window === 'undefined' || !new URLSearchParams(window.location.search).has('pay')) return;
    started.current = true;
    void pay();
    // Once, when the page opens for paying.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!payment) return null;
  return (
    <div className={styles.step} data-payment-step="">
      <p>{t('manage.pay.held', { time: until })}</p>
      <p role="status" aria-live="polite">
        {said}
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-accent" disabled={busy} onClick={() => void pay()}>
          {t('manage.pay.now', { amount })}
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void switchToHospital()}>
          {t('manage.pay.switch')}
        </button>
      </div>
    </div>
  );
}
