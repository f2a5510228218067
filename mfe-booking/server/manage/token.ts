import { createHash, randomBytes } from 'node:crypto';

/** 32 bytes from the operating system's CSPRNG (256 bits), written URL-safe: 43 characters. */
export const newManageToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a leaked database gives nobody a working link. */
export const hashManageToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The shape of a token we issue; anything else is unknown without asking the database. */
export const isManageTokenShape = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);
