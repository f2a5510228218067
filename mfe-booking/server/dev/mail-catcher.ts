// A real SMTP server on loopback that keeps every mail it receives: `npm start` sends the site's mail
// here (one .eml file each in a folder), and the tests read what arrived. Never a relay: it delivers nothing.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** The raw message as received (RFC 5322). */
  raw: string;
  from: string;
  to: string[];
  file: string | null;
}

export interface MailCatcher {
  port: number;
  url: string;
  mails: CaughtMail[];
  /** Resolves once `count` mails have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  port?: number;
  /** Where each mail is written as NNNN-<time>.eml; none: kept in memory only. */
  folder?: string;
  /** For tests: answer this many deliveries with a temporary failure (451) before accepting. */
  failFirst?: number;
  /** For tests: recipients refused for good (550 at RCPT TO), as a mail server that has no such mailbox. */
  refuse?: readonly string[];
}

export async function startMailCatcher({ port = 0, folder, failFirst = 0, refuse = [] }: MailCatcherOptions = {}): Promise<MailCatcher> {
  if (folder) fs.mkdirSync(folder, { recursive: true });
  const mails: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  let failuresLeft = failFirst;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'local mail catcher: nothing is delivered',
    size: 10 * 1024 * 1024,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address.toLowerCase())) {
        callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failuresLeft > 0) {
          failuresLeft--;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        let file: string | null = null;
        if (folder) {
          file = path.join(folder, `${String(mails.length + 1).padStart(4, '0')}-${new Date().toISOString().replace(/[:.]/g, '-')}.eml`);
          fs.writeFileSync(file, raw);
        }
        mails.push({
          raw,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          file,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`Only ${mails.length} of ${count} mails arrived within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
