import type { MessagePayload } from './patient-messages';

/** Sends one kind of the outbox's work (an e-mail, a WhatsApp message, a refund request to the gateway). */
export interface Sender<Payload = MessagePayload> {
  /** `key`: the same for every try of one message (the outbox's), for the other side to see a repeat. */
  send(message: Payload, meta?: { key: string }): Promise<void>;
  close?(): void;
}
