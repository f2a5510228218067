import nodemailer from 'nodemailer';
import { renderEmail } from './render';
import type { MessagePayload } from './compose';

export interface Sender<Payload = MessagePayload> {
  send(message: Payload): Promise<void>;
  close?(): void;
}

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
    async send(message) {
      const mail = renderEmail(message);
      const cancel = message.kind === 'cancelled';
      await transport.sendMail({
        from,
        to: message.email,
        subject: mail.subject,
        // multipart/alternative: text for any mail program, HTML where it is read.
        text: mail.text,
        html: mail.html,
        attachments: !mail.ics ? [] : [
          {
            filename: cancel ? 'appointment-cancelled.ics' : 'appointment.ics',
            content: mail.ics,
            contentType: `text/calendar; charset=utf-8; method=${cancel ? 'CANCEL' : 'PUBLISH'}`,
          },
        ],
      });
    },
    close: () => transport.close(),
  };
}
