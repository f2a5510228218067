// The gateway's checkout in the page: its script (Razorpay's checkout.js, or the local stand-in with the
// same browser API) loaded when a payment starts, opened over the page for the order the server created.
// Loaded with the payment step only: a visitor who pays at the hospital never downloads it.
import { type BookingPayment } from '@hospital/booking-contract';
import { isCheckoutPage } from '@hospital/shared-types';

/** The three fields the checkout hands its handler on success; the server checks them. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export type CheckoutOutcome =
  | { kind: 'paid'; success: CheckoutSuccess }
  /** Closed without paying; `failure`: the last failed attempt's reason, if one failed. */
  | { kind: 'closed'; failure: string | null }
  /** The script could not load here (this page's security policy allows it on the booking pages only, or no network). */
  | { kind: 'unavailable' };

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme: { color: string };
  handler: (success: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}
interface RazorpayCheckout {
  on(event: 'payment.failed', callback: (response: { error?: { description?: string; reason?: string } }) => void): void;
  open(): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

const loaded = new Map<string, Promise<boolean>>();

/** Loads the checkout script once per address; false when it cannot run here. */
export function loadCheckout(url: string): Promise<boolean> {
  let found = loaded.get(url);
  if (!found) {
    found = new Promise<boolean>((resolve) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve(typeof (window as unknown as { Razorpay?: unknown }).Razorpay === 'function');
      script.onerror = () => {
        loaded.delete(url);
        script.remove();
        resolve(false);
      };
      document.head.appendChild(script);
    });
    loaded.set(url, found);
  }
  return found;
}

export interface CheckoutDetails {
  hospital: string;
  description: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  /** Told of each failed attempt while the checkout stays open for another. */
  onFailure?: (reason: string) => void;
}

/**
 * Whether this document may run the gateway's script: the site's policy allows it only on a document loaded
 * as a checkout page. A page reached inside the app from another page keeps that page's policy, so the
 * address the document was loaded at decides, not the one in the address bar now.
 */
export function documentAllowsCheckout(): boolean {
  const [loaded] = performance.getEntriesByType('navigation');
  return isCheckoutPage(new URL(loaded?.name ?? window.location.href).pathname);
}

/** Opens the checkout for the order; settles when it is paid or closed. */
export async function openCheckout(payment: BookingPayment, details: CheckoutDetails): Promise<CheckoutOutcome> {
  if (!documentAllowsCheckout() || !(await loadCheckout(payment.checkoutUrl))) return { kind: 'unavailable' };
  const Razorpay = (window as unknown as { Razorpay: RazorpayConstructor }).Razorpay;
  return new Promise<CheckoutOutcome>((resolve) => {
    let failure: string | null = null;
    const checkout = new Razorpay({
      key: payment.keyId,
      amount: payment.amount,
      currency: payment.currency,
      name: details.hospital,
      description: details.description,
      order_id: payment.orderId,
      prefill: { name: details.name, email: details.email, contact: details.phone },
      notes: { reference: details.reference },
      theme: { color: '#0f4c81' },
      handler: (success) => resolve({ kind: 'paid', success }),
      modal: { ondismiss: () => resolve({ kind: 'closed', failure }) },
    });
    checkout.on('payment.failed', (response) => {
      failure = response.error?.description ?? response.error?.reason ?? 'declined';
      details.onFailure?.(failure);
    });
    checkout.open();
  });
}
