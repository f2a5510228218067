import { SESSION_COOKIE } from '../features/desk/staff-auth/auth';
import { hashPassword } from '../features/desk/staff-auth/passwords';
import type { StaffRole, StaffStore } from '../features/desk/staff-auth/types';

export const STAFF_PASSWORD = 'correct horse battery staple';

/** The test's staff accounts, one per role (the doctor is Dr Karthik Varma). */
export const ACCOUNTS: Record<StaffRole, { username: string; doctor: string | null }> = {
  desk: { username: 'desk.priya', doctor: null },
  doctor: { username: 'dr.karthik', doctor: 'dr-karthik-varma' },
  admin: { username: 'admin.asha', doctor: null },
};

let hashed: Promise<string> | undefined;

export async function addAccounts(store: StaffStore): Promise<void> {
  const passwordHash = await (hashed ??= hashPassword(STAFF_PASSWORD));
  for (const [role, account] of Object.entries(ACCOUNTS) as Array<[StaffRole, (typeof ACCOUNTS)[StaffRole]]>) {
    await store.createUser({ ...account, role, passwordHash, createdAt: 0, passwordChangedAt: 0 });
  }
}

export interface StaffReply {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown>;
}

/** A browser tab of the desk: keeps the session cookie, the device cookies and the CSRF token, sends its page's Origin. */
export class StaffClient {
  /** The session cookie's `name=value`, or ''. */
  cookie = '';
  /** The device cookies sign-ins left (`name=value` by name). */
  devices = new Map<string, string>();
  csrf = '';
  origin: string | null;

  constructor(readonly url: string) {
    this.origin = url;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<StaffReply> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookieHeader() ? { cookie: this.cookieHeader() } : {}),
        ...(this.origin && method !== 'GET' ? { origin: this.origin } : {}),
        ...(this.csrf && method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      // The clearing of a session cookie under the desk's former path is another cookie to a browser.
      if (name === SESSION_COOKIE && /; Path=\/api\/staff(;|$)/i.test(setCookie)) continue;
      const kept = /=$/.test(pair) || /Max-Age=0/i.test(setCookie) ? '' : pair;
      if (name === SESSION_COOKIE) this.cookie = kept;
      else if (kept) this.devices.set(name, kept);
      else this.devices.delete(name);
    }
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // CSV and other text answers.
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  }

  private cookieHeader = () => [this.cookie, ...this.devices.values()].filter(Boolean).join('; ');

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body, headers);

  async signIn(username: string, password = STAFF_PASSWORD): Promise<StaffReply> {
    const reply = await this.post('/api/staff/sign-in', { username, password });
    if (reply.status === 200) this.csrf = String(reply.body.csrfToken);
    return reply;
  }
}

export async function signedIn(url: string, role: StaffRole): Promise<StaffClient> {
  const client = new StaffClient(url);
  const reply = await client.signIn(ACCOUNTS[role].username);
  if (reply.status !== 200) throw new Error(`sign-in as ${role} failed: ${reply.status} ${reply.text}`);
  return client;
}
