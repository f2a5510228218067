import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { E2E_SITE_DIR } from '../../playwright.config';

/** The .eml files the local SMTP catcher of `npm start` wrote, as text (quoted-printable soft breaks joined). */
export const caughtMails = (): string[] => {
  const folder = path.resolve(E2E_SITE_DIR, 'mail');
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(path.join(folder, name), 'utf8').replace(/=\r?\n/g, ''));
  } catch {
    return [];
  }
};

/** The e-mails the local SMTP catcher kept that name `reference`, parsed (Telugu and Hindi arrive encoded). */
export async function mailsAbout(reference: string) {
  const folder = path.resolve(E2E_SITE_DIR, 'mail');
  const files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(files.map((name) => simpleParser(readFileSync(path.join(folder, name)))));
  return mails.filter((mail) => (mail.text ?? '').includes(reference));
}
