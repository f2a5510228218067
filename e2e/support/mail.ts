import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { E2E_SITE_DIR } from '../../playwright.config';

/** The e-mails the local SMTP catcher kept that name `reference`, parsed (Telugu and Hindi arrive encoded). */
export async function mailsAbout(reference: string) {
  const folder = path.resolve(E2E_SITE_DIR, 'mail');
  const files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(files.map((name) => simpleParser(readFileSync(path.join(folder, name)))));
  return mails.filter((mail) => (mail.text ?? '').includes(reference));
}
