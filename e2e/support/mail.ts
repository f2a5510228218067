import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
