import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { hospitalToday, type AppointmentPayload } from '@hospital/shared-types';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type BookingConfig } from '../config';
import { captureLog, recordSubmitted } from './log-capture';
import { openTestStore } from './storage';
import type { AppointmentStore } from '../store/types';

export const ADMIN_TOKEN = 'test-admin-token-4f7a';
export const BOOK = '/api/appointments/book-appointment';

/** A date `days` after today in India, as the form would send it. */
export function dateInDays(days: number, now = new Date()): string {
  const today = new Date(`${hospitalToday(now)}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export const validPayload = (): AppointmentPayload => ({
  fullName: 'Ravi Teja Kondapalli',
  age: 46,
  gender: 'Male',
  email: 'ravi.kondapalli@example.in',
  phone: '9848011122',
  whatsapp: '9848011122',
  address: 'Flat 304, Sai Residency, Kompally, Hyderabad 500014',
  service: 'Orthopaedics & Trauma Care',
  doctor: 'N/A',
  preferredDate: dateInDays(3),
  preferredTime: '11:15',
  message: 'Knee pain while climbing stairs for two months.',
  paymentMethod: 'pay_at_hospital',
});

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  store: AppointmentStore;
  dataDir: string;
  logs: () => string;
  post: (body: unknown, headers?: Record<string, string>) => Promise<Reply>;
  list: (query?: string, token?: string | null) => Promise<Reply>;
  stop: () => Promise<void>;
}

export interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

const parseOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'booking-api-test-'));

/** Starts the API over real HTTP on a free port, on the given (or a new, empty) data folder. */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; store?: AppointmentStore; now?: BuildAppOptions['now'] } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? tempDataDir();
  const config: BookingConfig = loadConfig({ ADMIN_TOKEN, BOOKING_RATE_LIMIT_MAX: '0', ...options.env }, dataDir);
  const store = options.store ?? (await openTestStore(dataDir, config.sqliteSync));
  let logText = '';
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logText += String(chunk);
      captureLog(String(chunk));
      done();
    },
  });
  const app = await buildApp({ store, config, logStream, ...(options.now ? { now: options.now } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;

  const read = async (response: Response): Promise<Reply> => {
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };

  return {
    url,
    app,
    store,
    dataDir,
    logs: () => logText,
    post: async (body, headers = {}) => {
      recordSubmitted(typeof body === 'string' ? parseOrNull(body) : body);
      return read(
        await fetch(`${url}${BOOK}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
    },
    list: async (query = '', token: string | null = ADMIN_TOKEN) =>
      read(await fetch(`${url}/api/appointments${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })),
    stop: async () => {
      await app.close();
      await store.close();
    },
  };
}
