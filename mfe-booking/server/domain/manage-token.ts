import { createHash } from 'node:crypto';
import { randomBytesFromPool } from './random-bytes';

/** 32 bytes from the operating system's CSPRNG (256 bits), written URL-safe: 43 characters. */
export const newManageToken = (): string => randomBytesFromPool(32).toString('base64url');

/** Only this is stored: a leaked database gives nobody a working link. */
export const hashManageToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The shape of a token we issue; anything else is unknown without asking the database. */
export const isManageTokenShape = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * How long a further link lasts (one found by reference and phone, or given to a retried booking): long
 * enough to act on it that day, short enough that a link left on a shared phone stops working. The link
 * in the confirmation e-mail does not expire.
 */
export const FURTHER_LINK_HOURS = 24;

export const furtherLinkExpiry = (now = new Date()): Date => new Date(now.getTime() + FURTHER_LINK_HOURS * 3_600_000);
