import nodemailer from 'nodemailer';
import { PermanentFailure } from '../../domain/work-failure';
import { renderEmail } from './render';
import type { MessagePayload } from '../../domain/patient-messages';
import type { Sender } from '../../domain/sender';

/** E-mail over SMTP (SMTP_URL: smtp://user:password@host:587, or smtps:// for TLS from the start). */
export function createEmailSender({ smtpUrl, from }: { smtpUrl: string; from: string }): Sender {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    // Short time-outs: a mail server that hangs delays this message's retry, never a booking.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message, meta) {
      await transport
        .sendMail({ ...mailOf(message, from), ...(meta ? { messageId: messageIdOf(meta.key, message.reference, from) } : {}) })
        .catch((error: unknown) => {
          throw refusedMessage(error) ?? error;
        });
    },
    close: () => transport.close(),
  };
}

/**
 * The same Message-ID on every try of one message: a copy sent twice (the server took it, the database could
 * not record it) is one message to the patient's mail program.
 */
export function messageIdOf(key: string, reference: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${key}.${reference.toLowerCase()}@${domain}>`;
}

function mailOf(message: MessagePayload, from: string) {
  const mail = renderEmail(message);
  const cancel = message.kind === 'cancelled';
  return {
    from,
    to: message.email,
    subject: mail.subject,
    // multipart/alternative: text for any mail program, HTML where it is read.
    text: mail.text,
    html: mail.html,
    attachments: !mail.ics
      ? []
      : [
          {
            filename: cancel ? 'appointment-cancelled.ics' : 'appointment.ics',
            content: mail.ics,
            contentType: `text/calendar; charset=utf-8; method=${cancel ? 'CANCEL' : 'PUBLISH'}`,
          },
        ],
  };
}

/**
 * The mail server's refusal of this one message (5xx to its recipient or its content), which it will
 * refuse again; a refusal of our sign-in or sender, or a 4xx, is the server's or its settings' and passes.
 */
function refusedMessage(error: unknown): PermanentFailure | null {
  const { responseCode, command, code, message } = error as {
    responseCode?: unknown;
    command?: unknown;
    code?: unknown;
    message?: unknown;
  };
  const perMessage = code === 'EENVELOPE' || command === 'RCPT TO' || command === 'DATA';
  if (!perMessage || typeof responseCode !== 'number' || responseCode < 500) return null;
  // The server's words name the address; the reason is kept without it (it reaches logs and the desk).
  const words = String(message)
    .replace(/<[^>]*>|\S+@\S+/g, '…')
    .slice(0, 200);
  return new PermanentFailure(`The mail server refused the message (${responseCode}): ${words}`);
}
