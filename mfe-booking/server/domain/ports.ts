// What the use cases need of storage, as the features' repositories provide it (they are passed in at
// composition, in services.ts): the domain names the need, a feature fills it.
import type { DatedSlot, PaymentProviderName, SlotsAnswer } from '@hospital/booking-contract';
import type { Language } from '@hospital/hospital-data';
import type { GatewayEvent, GatewayPayment, GatewayRefund } from './gateway';
import type { BookedSlot } from './appointment';
import type { BookingWindow } from './calendar';
import type { Schedule } from './schedule';
import type { BookedCount, ScheduleIndex } from './slots';

export interface ScheduleSnapshot {
  schedule: Schedule;
  /** Counts every change; 0 before the first seed. */
  revision: number;
}

/** The schedule as it stands, read again only when its revision moved. */
export interface ScheduleSource {
  read(): Promise<ScheduleSnapshot>;
}

/** The schedule replaced whole; with `ifRevision`, only when nobody changed it since (null otherwise). */
export interface ScheduleWriter extends ScheduleSource {
  write(schedule: Schedule, options: { source: string; ifRevision?: number }): Promise<number | null>;
}

/** How many seats are taken in each doctor's slots over some days. */
export interface SeatCounts {
  bookedCounts(query: { doctors: readonly string[]; from: string; to: string }): Promise<BookedCount[]>;
}

/** The appointments holding a seat on a day (a doctor's, or everyone's). */
export interface SeatHolders {
  seatHoldersOn(query: { date: string; doctor?: string }): Promise<BookedSlot[]>;
}

/** A doctor whose schedule has the wanted slot: its seats, its length, the doctor's fee. */
export interface Candidate {
  doctor: string;
  capacity: number;
  slotMinutes: number;
  /** The doctor's consultation fee in rupees; null when none is set. */
  fee: number | null;
}

export type SlotCheck = { ok: true; candidates: Candidate[] } | { ok: false; field: 'preferredDate' | 'preferredTime'; message: string };

/** The free times the use cases check a wanted slot against (the public ones, or the desk's without notice). */
export interface FreeTimes {
  /** The booking window of this moment. */
  window(): BookingWindow;
  /** The schedule indexed, as of now. */
  scheduleIndex(): Promise<ScheduleIndex>;
  slotMinutesOf(doctor: string): Promise<number>;
  /** The doctors with the wanted slot free, or the first rule it breaks (in the patient's language). */
  check(
    wanted: { service: string; doctor?: string; preferredDate: string; preferredTime: string; language?: Language | undefined },
    window: BookingWindow,
  ): Promise<SlotCheck>;
  /** The nearest free times to offer instead of a taken one. */
  alternatives(
    wanted: { service: string; doctor?: string; preferredDate: string; preferredTime: string },
    window: BookingWindow,
  ): Promise<DatedSlot[]>;
}

/** The desk's free times: a whole day's slots too (its list of who could take a patient). */
export interface FreeTimesOfDay extends FreeTimes {
  day(query: { service: string; date: string; doctor?: string }): Promise<SlotsAnswer>;
}

/** A payment gateway: orders, the checkout's proof, payments, refunds, webhook events. */
export interface PaymentGateway {
  name: PaymentProviderName;
  /** The public key the browser's checkout is opened with. */
  keyId: string;
  /** The gateway's checkout script, for the browser. */
  checkoutUrl: string;
  createOrder(order: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; amount: number; currency: string; status: string }>;
  /** True when the checkout's success callback is the gateway's: its signature over order and payment id. */
  verifyCheckout(answer: { orderId: string; paymentId: string; signature: string }): boolean;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** The order's payments, newest first (a hold about to be released asks whether one came meanwhile). */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Captures an authorised payment (accounts that do not capture automatically). */
  capture(paymentId: string, amount: number): Promise<GatewayPayment>;
  /** A full or partial refund; the same key never refunds twice. */
  refund(request: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; status: string; amount: number }>;
  /** A refund asked for before, as the gateway has it now (its webhook may never have come). */
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund>;
  /** The event a webhook delivered, or null when its signature is not the gateway's. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): GatewayEvent | null;
}
